/**
 * A game session of either game, and the one restore path from a record of either. Each game's
 * session (and its engine) is loaded when a record of that game is first opened, so the first
 * script carries no game's code.
 */
import { gameOfRecord } from '../../engine/gameIds.js';
import type { Parsed } from '../../engine/module.js';
import type * as SeptJours from '../../engine/septjours/index.js';
import type * as TwentyFourSeven from '../../engine/twentyfourseven/index.js';
import type { SeptSession } from './septjours/session.js';
import type { GameSession } from './session.js';

export type AnySession = GameSession | SeptSession;
export type AnyRecord = TwentyFourSeven.GameRecord | SeptJours.GameRecord;

/** Rebuilds a session of the game the record names (resume, import, replay). */
export async function sessionFromRecord(data: unknown): Promise<Parsed<AnySession>> {
  const game = gameOfRecord(data);
  if (!game.ok) return game;
  if (game.value === '7-jours') return (await import('./septjours/session.js')).SeptSession.fromRecord(data);
  return (await import('./session.js')).GameSession.fromRecord(data);
}
