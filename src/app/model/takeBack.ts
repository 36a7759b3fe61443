/**
 * Taking moves back against the AI. The game is rebuilt from its record without the human's last move
 * and the AI moves made since, through the one restore path (sessions.ts), and counts one take-back
 * more in its meta. The deal is fixed, so a move played again draws the same tile: fine for practice,
 * and the count says the game was not played straight. Offered only where one human plays the AI, in
 * a game not over, and never in a daily deal.
 */
import type { PlayedMove as SeptMove } from '../../engine/septjours/index.js';
import { session } from './navigation.js';
import { isDaily } from './seatsSetup.js';
import { sessionFromRecord, type AnySession } from './sessions.js';

/** The one human seat when every other seat is an AI; null otherwise (pass-and-play, AIs alone). */
function soleHuman(game: AnySession): number | null {
  const humans = game.humans;
  return humans.length === 1 && game.seats.length > 1 ? humans[0]! : null;
}

/** A 7 Jours pick with no choice (the last packet of its round, played for the player). */
function forcedPick(history: readonly SeptMove[], at: number): boolean {
  if (!('pick' in history[at]!)) return false;
  let deal = at;
  while (deal > 0 && 'pick' in history[deal]!) deal--;
  const dealt = history[deal]!;
  return 'packets' in dealt && at - deal === dealt.packets.length;
}

/** How many moves stay when the human's last move is taken back, or null when none can be. */
export function takeBackPoint(game: AnySession): number | null {
  if (game.over.value || isDaily(game)) return null;
  const seat = soleHuman(game);
  if (seat === null) return null;
  const history: readonly { player: number }[] = game.history.value;
  for (let at = history.length - 1; at >= 0; at--) {
    if (history[at]!.player !== seat) continue;
    if (game.gameId === '7-jours' && forcedPick(history as readonly SeptMove[], at)) continue;
    return at;
  }
  return null;
}

/**
 * Takes the human's last move back, making the rebuilt game the current one (it is saved over the
 * game at once, like a move). Returns what went wrong, or null.
 */
export async function takeBack(game: AnySession): Promise<string | null> {
  const keep = takeBackPoint(game);
  if (keep === null) return null;
  const record = game.record();
  const rebuilt = await sessionFromRecord({
    ...record,
    moves: record.moves.slice(0, keep),
    meta: { ...record.meta, takebacks: game.setup.takebacks + 1 },
  });
  if (!rebuilt.ok) return rebuilt.error;
  rebuilt.value.takenBack = true;
  if (session.value === game) session.value = rebuilt.value;
  return null;
}

const announced = new WeakSet<AnySession>();

/** True the first time a game rebuilt by a take-back is put on the table, so the table says so once. */
export function justTakenBack(game: AnySession): boolean {
  if (!game.takenBack || announced.has(game)) return false;
  announced.add(game);
  return true;
}
