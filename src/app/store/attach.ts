/**
 * The current game and its save: its Web Lock (a second tab is told the game is open elsewhere, and
 * may take it over), its save after every move, and the check that an imported copy never overwrites
 * a different save under the same id.
 */
import { signal } from '@preact/signals';
import { session } from '../model/navigation.js';
import type { AnySession } from '../model/sessions.js';
import { nextPaint } from '../model/afterPaint.js';
import { entryOf } from './entry.js';
import { hintInPlay } from './firstPaint.js';
import { lockGame, type GameLock } from './lock.js';
import { problem } from './problems.js';
import { currentStore, report, storeProblem, write, written } from './writes.js';

/** The id of the current game when another tab has it (this tab then saves nothing). */
export const openElsewhere = signal<string | null>(null);

/** The current game's lock being taken (its first save follows). */
let attaching: Promise<void> = Promise.resolve();

/** Resolves once every save asked for so far is written (or has failed and said so). Never rejects. */
export async function flushSaves(): Promise<void> {
  await attaching;
  await written();
}

/**
 * Saves the game as it stands when its write comes up. After a move the write waits for the move's
 * frame to be painted (`after`), so the tap that played it holds only what it shows; the write is
 * queued at once, so flushSaves waits for it, and a page being hidden does not wait for a paint.
 */
export function saveGame(game: AnySession, after?: Promise<void>): Promise<void> {
  if (openElsewhere.value === game.id) return written();
  return write(async (s) => {
    await after;
    if (openElsewhere.value === game.id) return;
    const entry = entryOf(game);
    await s.put(entry);
    hintInPlay(entry.status === 'playing');
  });
}

/** The current game's bookkeeping: its lock and its move listener. */
let attached: { id: string; lock: GameLock | null; stop: () => void } | null = null;

function detach(): void {
  attached?.stop();
  attached?.lock?.release();
  attached = null;
}

const sameMove = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * True when saving `game` under its id would lose moves of the save already there: an older copy of
 * a game imported over a longer one, a copy that went another way, or a damaged save. A game that
 * merely goes on from its save (the save's moves begin its own) is the same game.
 */
async function wouldReplaceAnotherSave(game: AnySession): Promise<boolean> {
  const store = currentStore();
  if (!store) return false;
  const saved = await store.get(game.id).catch(() => null);
  if (!saved) return false;
  if (!saved.ok) return true;
  const mine = game.record();
  const theirs = saved.entry.record;
  if (theirs.game !== mine.game || theirs.deck.join() !== mine.deck.join() || theirs.moves.length > mine.moves.length) return true;
  const moves: readonly unknown[] = mine.moves;
  return theirs.moves.some((move: unknown, i) => !sameMove(move, moves[i]));
}

/** The game a take-back rebuilt from the one this tab plays takes over its lock (let go and asked for again, another request could win it). */
function carryOn(game: AnySession): Promise<void> {
  const lock = attached!.lock;
  attached!.stop();
  attached = { id: game.id, lock, stop: game.onMove(() => void saveGame(game, nextPaint())) };
  return saveGame(game);
}

async function attach(game: AnySession, steal = false): Promise<void> {
  if (game.takenBack && attached?.id === game.id && attached.lock) return carryOn(game);
  detach();
  const mine = { id: game.id, lock: null as GameLock | null, stop: () => {} };
  attached = mine;
  // An imported copy that would overwrite a different save is kept beside it instead.
  if (!steal && (await wouldReplaceAnotherSave(game))) game.takeNewId();
  if (attached !== mine) return;
  mine.id = game.id;
  const lock = await lockGame(game.id, () => (openElsewhere.value = game.id), steal);
  if (attached !== mine) return lock?.release(); // Another game opened meanwhile.
  if (!lock) {
    openElsewhere.value = game.id;
    return;
  }
  mine.lock = lock;
  if (openElsewhere.value === game.id) openElsewhere.value = null;
  mine.stop = game.onMove(() => void saveGame(game, nextPaint()));
  await saveGame(game);
}

/** The game playHere is opening (the session's watcher leaves its attaching to playHere). */
let taking: AnySession | null = null;

/** Follows the current game: attaches each one opened, lets go when there is none. */
export function follow(game: AnySession | null): void {
  if (game === taking) return; // playHere attaches it itself, stealing the lock.
  if (game) attaching = attach(game);
  else detach();
}

/** Takes the current game over from another tab: its latest save is loaded and played here. */
export async function playHere(): Promise<void> {
  const id = openElsewhere.value;
  const store = currentStore();
  if (!id || !store) return;
  try {
    const saved = await store.get(id);
    if (!saved?.ok) {
      storeProblem.value = problem('other-tab');
      return;
    }
    const game = saved.session;
    taking = game;
    session.value = game;
    attaching = attach(game, true);
    await attaching;
  } catch (error) {
    report(error);
  } finally {
    taking = null;
  }
}
