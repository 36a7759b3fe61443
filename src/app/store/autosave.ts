/**
 * Start-up: opens the store, loads the settings and the game in progress (which Continue then
 * offers), then keeps them saved: every settings change, and the current game after every move
 * (attach.ts). The parts live apart: the write queue (writes.ts), the lock and take-over (attach.ts),
 * the first paint's wait (firstPaint.ts).
 */
import { effect, untracked } from '@preact/signals';
import { session } from '../model/navigation.js';
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
    // Every saved game passes its check once per start-up, so a damaged one is reported early.
    try {
      const store = currentStore();
      if (store) damaged.value = (await store.shelf()).bad;
    } catch (error) {
      report(error);
    }
  })();
  return loaded;
}
