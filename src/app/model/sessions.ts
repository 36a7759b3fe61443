/** A game session of either game, and the one restore path from a record of either. */
import { gameOfRecord } from '../../engine/games.js';
import type { Parsed } from '../../engine/module.js';
import type * as SeptJours from '../../engine/septjours/index.js';
import type * as TwentyFourSeven from '../../engine/twentyfourseven/index.js';
import { SeptSession } from './septjours/session.js';
import { GameSession } from './session.js';

export type AnySession = GameSession | SeptSession;
export type AnyRecord = TwentyFourSeven.GameRecord | SeptJours.GameRecord;

/** Rebuilds a session of the game the record names (resume, import, replay). */
export function sessionFromRecord(data: unknown): Parsed<AnySession> {
  const game = gameOfRecord(data);
  if (!game.ok) return game;
  return game.value === '7-jours' ? SeptSession.fromRecord(data) : GameSession.fromRecord(data);
}
