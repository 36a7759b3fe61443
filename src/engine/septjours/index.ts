/** "7 Jours 4 Éléments": the rules engine's public surface, and the game as a GameModule. */
import type { GameModule } from '../module.js';
import type { Game } from './game.js';
import { RECORD_GAME, recordOf, replayRecord, type GameRecord } from './record.js';
import type { Move, Refusal } from './rules.js';
import { viewFor, type SeatView } from './view.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './cards.js';

export * from './cards.js';
export * from './state.js';
export * from './rules.js';
export * from './scoring.js';
export * from './game.js';
export * from './record.js';
export * from './view.js';

export const septJours: GameModule<Game, Move, SeatView, GameRecord, Refusal> = {
  id: RECORD_GAME,
  title: '7 Jours 4 Éléments',
  scoreName: 'points',
  playerCounts: Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i),
  replay: replayRecord,
  record: recordOf,
  view: viewFor,
};
