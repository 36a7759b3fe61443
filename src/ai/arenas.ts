/** Each game's arena game, by the game's id, for the arena command and the AI benchmark. */
import type { GameId } from '../engine/games.js';
import type { ArenaGame } from './arena.js';
import { playArenaGame as septJours } from './septjours/arena.js';
import { playArenaGame as twentyFourSeven } from './twentyfourseven/arena.js';

export const ARENA_GAMES: Readonly<Record<GameId, ArenaGame>> = { '24-7': twentyFourSeven, '7-jours': septJours };
