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

/**
 * Rebuilds a session of the game the record names (resume, import, replay). A record that claims to
 * be a daily deal is taken for one only if it is that day's deal (its deck and seats); otherwise it is
 * an ordinary game, so a made-up daily can neither count as played nor block the day's real deal.
 */
export async function sessionFromRecord(data: unknown): Promise<Parsed<AnySession>> {
  const game = gameOfRecord(data);
  if (!game.ok) return game;
  const parsed =
    game.value === '7-jours'
      ? await (await import('./septjours/session.js')).SeptSession.fromRecord(data)
      : await (await import('./session.js')).GameSession.fromRecord(data);
  const day = parsed.ok ? parsed.value.setup.daily : undefined;
  if (parsed.ok && day !== undefined && !(await isDayDeal(parsed.value, day))) delete parsed.value.setup.daily;
  return parsed;
}

/** True when a session is the daily deal of `day`. */
async function isDayDeal(session: AnySession, day: string): Promise<boolean> {
  return session.gameId === '24-7' && (await import('../daily/game.js')).isDealOf(session.record(), day);
}
