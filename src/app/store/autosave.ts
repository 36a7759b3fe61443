/**
 * Keeps the games in IndexedDB in step with the app: at start-up it loads the settings and the game
 * in progress (which Continue then offers); after that every move of the current game, every new
 * game and every settings change is saved, one write after another. Whatever fails, the game goes
 * on in memory and `storeProblem` says why (worded by problems.ts).
 */
import { effect, signal, untracked } from '@preact/signals';
import { session } from '../model/navigation.js';
import type { GameSession } from '../model/session.js';
import { parseSettings, settings } from '../model/settings.js';
import { entryOf } from './entry.js';
import { GameStore, isProblem, type Shelf } from './gameStore.js';
import { lockGame, type GameLock } from './lock.js';
import { classify, problem, type StoreProblem } from './problems.js';

/** The last storage failure, for the player; null when all is well. */
export const storeProblem = signal<StoreProblem | null>(null);
/** Saved games that failed their check at start-up (kept in storage; the player may export them). */
export const damaged = signal<Shelf['bad']>([]);
/** The longest the first paint waits for the saved game (see settled()). */
const LONGEST_WAIT_MS = 300;
let settleNow = () => {};
const settledPromise = new Promise<void>((resolve) => (settleNow = resolve));

/**
 * A hint kept beside the database, readable at once: "the last save was a game still in play". Only
 * then does the first paint wait for the load (so Home does not jump when Continue arrives); on a
 * first visit, or after a finished game, the app paints at once. A wrong hint costs a jump or a wait.
 */
const IN_PLAY_HINT = '24-7:in-play'; // index.html's first script reads it too

function hintInPlay(inPlay: boolean): void {
  try {
    if (inPlay) localStorage.setItem(IN_PLAY_HINT, '1');
    else localStorage.removeItem(IN_PLAY_HINT);
  } catch {
    // No localStorage: the first paint simply waits for the load.
  }
}

function hintedInPlay(): boolean {
  try {
    return localStorage.getItem(IN_PLAY_HINT) !== null;
  } catch {
    return true;
  }
}

/**
 * Resolves once start-up loading is over or after a short wait, whichever comes first (at once when
 * no game was in play): the first paint waits for it, so Home does not jump when Continue arrives.
 */
export function settled(): Promise<void> {
  return settledPromise;
}
/** The id of the current game when another tab has it (this tab then saves nothing). */
export const openElsewhere = signal<string | null>(null);

let store: GameStore | null = null;
let writes: Promise<void> = Promise.resolve();
let loaded: Promise<void> | null = null;
/** The current game's lock being taken (its first save follows). */
let attaching: Promise<void> = Promise.resolve();

/** Resolves once every save asked for so far is written (or has failed and said so). Never rejects. */
export async function flushSaves(): Promise<void> {
  await attaching;
  await writes;
}

/** Resolves once start-up loading is over, whatever its outcome. */
export function storeReady(): Promise<void> {
  return loaded ?? Promise.resolve();
}

/** The open store, or null when storage is unavailable. */
export async function openStore(): Promise<GameStore | null> {
  await storeReady();
  return store;
}

function report(error: unknown): void {
  storeProblem.value = isProblem(error) ? error : classify(error);
}

/** Queues one write; a success clears an earlier write failure (storage came back). */
function write(work: (store: GameStore) => Promise<void>): Promise<void> {
  writes = writes.then(async () => {
    if (!store) return;
    try {
      await work(store);
      const kind = storeProblem.value?.kind;
      if (kind === 'full' || kind === 'failed' || kind === 'other-tab') storeProblem.value = null;
    } catch (error) {
      report(error);
    }
  });
  return writes;
}

export function saveGame(game: GameSession): Promise<void> {
  if (openElsewhere.value === game.id) return writes;
  const entry = entryOf(game);
  return write(async (s) => {
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

/**
 * True when saving `game` under its id would lose moves of the save already there: an older copy of
 * a game imported over a longer one, a copy that went another way, or a damaged save. A game that
 * merely goes on from its save (the save's moves begin its own) is the same game.
 */
async function wouldReplaceAnotherSave(game: GameSession): Promise<boolean> {
  if (!store) return false;
  const saved = await store.get(game.id).catch(() => null);
  if (!saved) return false;
  if (!saved.ok) return true;
  const mine = game.record();
  const theirs = saved.entry.record;
  if (theirs.deck.join() !== mine.deck.join() || theirs.moves.length > mine.moves.length) return true;
  return theirs.moves.some((m, i) => m.r !== mine.moves[i]!.r || m.c !== mine.moves[i]!.c || m.v !== mine.moves[i]!.v);
}

async function attach(game: GameSession, steal = false): Promise<void> {
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
  mine.stop = game.onMove(() => void saveGame(game));
  await saveGame(game);
}

/** The game playHere is opening (the session effect leaves its attaching to playHere). */
let taking: GameSession | null = null;

/** Takes the current game over from another tab: its latest save is loaded and played here. */
export async function playHere(): Promise<void> {
  const id = openElsewhere.value;
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

/** Loads settings and the game in progress, then keeps saving. Call once, at start-up. */
export function startAutosave(): Promise<void> {
  if (hintedInPlay()) setTimeout(settleNow, LONGEST_WAIT_MS);
  else settleNow();
  loaded ??= (async () => {
    try {
      store = await GameStore.open(() => (storeProblem.value = problem('newer')));
      const stored = await store.pref('settings');
      if (stored !== undefined) settings.value = parseSettings(stored);
      // Only the games still in play are replayed before the first paint; the rest are checked below.
      const latest = await store.latestInPlay();
      // A game opened meanwhile (a shared link) wins over the saved one, which stays saved.
      if (latest && !session.value) session.value = latest.session;
    } catch (error) {
      store = null;
      report(error);
    }
    settleNow();
    let first = true;
    effect(() => {
      const value = settings.value;
      if (first) first = false;
      else void write((s) => s.setPref('settings', value));
    });
    effect(() => {
      const game = session.value;
      untracked(() => {
        if (game === taking) return; // playHere attaches it itself, stealing the lock.
        if (game) attaching = attach(game);
        else detach();
      });
    });
    // Every saved game passes its check once per start-up, so a damaged one is reported early.
    try {
      if (store) damaged.value = (await store.shelf()).bad;
    } catch (error) {
      report(error);
    }
  })();
  return loaded;
}
