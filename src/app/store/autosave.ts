/**
 * Start-up: opens the store, loads the settings and the game in progress (which Continue then
 * offers), then keeps them saved: every settings change, and the current game after every move
 * (attach.ts). The parts live apart: the write queue (writes.ts), the lock and take-over (attach.ts),
 * the first paint's wait (firstPaint.ts).
 */
import { effect, untracked } from '@preact/signals';
import { session } from '../model/navigation.js';
import type { AnySession } from '../model/sessions.js';
import { parseSettings, settings } from '../model/settings.js';
import { follow } from './attach.js';
import { settle, startWaiting } from './firstPaint.js';
import { GameStore } from './gameStore.js';
import { problem } from './problems.js';
import { currentStore, damaged, report, storeProblem, useStore, write } from './writes.js';

export { flushSaves, openElsewhere, playHere } from './attach.js';
export { settled } from './firstPaint.js';
export { damaged, storeProblem } from './writes.js';

let loaded: Promise<void> | null = null;

/** A saved game that passed its check, and when it was last saved. */
export interface SavedSession {
  session: AnySession;
  updated: number;
}

let shelfRead: (games: SavedSession[]) => void = () => {};
const startShelf = new Promise<SavedSession[]>((resolve) => (shelfRead = resolve));

/** The saved games that passed their check at start-up (none when storage is unavailable). */
export function startUpGames(): Promise<SavedSession[]> {
  return startShelf;
}

/** Resolves once start-up loading is over, whatever its outcome. */
export function storeReady(): Promise<void> {
  return loaded ?? Promise.resolve();
}

/** The open store, or null when storage is unavailable. */
export async function openStore(): Promise<GameStore | null> {
  await storeReady();
  return currentStore();
}

/** Loads settings and the game in progress, then keeps saving. Call once, at start-up. */
export function startAutosave(): Promise<void> {
  startWaiting();
  loaded ??= (async () => {
    try {
      const store = await GameStore.open(() => (storeProblem.value = problem('newer')));
      useStore(store);
      const stored = await store.pref('settings');
      if (stored !== undefined) settings.value = parseSettings(stored);
      // Only the games still in play are replayed before the first paint; the rest are checked below.
      const latest = await store.latestInPlay();
      // A game opened meanwhile (a shared link) wins over the saved one, which stays saved.
      if (latest && !session.value) session.value = latest.session;
    } catch (error) {
      useStore(null);
      report(error);
    }
    settle();
    let first = true;
    effect(() => {
      const value = settings.value;
      if (first) first = false;
      else void write((s) => s.setPref('settings', value));
    });
    effect(() => {
      const game = session.value;
      untracked(() => follow(game));
    });
    // Every saved game passes its check once per start-up, so a damaged one is reported early; the
    // daily deals are read from the same games.
    let games: SavedSession[] = [];
    try {
      const store = currentStore();
      if (store) {
        const shelf = await store.shelf();
        damaged.value = shelf.bad;
        games = shelf.games.map((g) => ({ session: g.session, updated: g.entry.updated }));
      }
    } catch (error) {
      report(error);
    }
    shelfRead(games);
  })();
  return loaded;
}
