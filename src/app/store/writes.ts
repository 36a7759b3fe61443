/**
 * The store as the app holds it, and its one queue of writes: each write waits for the one before, and
 * whatever fails, the game goes on in memory and `storeProblem` says why (worded by problems.ts).
 */
import { signal } from '@preact/signals';
import { type GameStore, isProblem, type Shelf } from './gameStore.js';
import { classify, type StoreProblem } from './problems.js';

/** The last storage failure, for the player; null when all is well. */
export const storeProblem = signal<StoreProblem | null>(null);
/** Saved games that failed their check at start-up (kept in storage; the player may export them). */
export const damaged = signal<Shelf['bad']>([]);

let store: GameStore | null = null;
let storeSettled: () => void = () => {};
/**
 * The queue starts once start-up has opened the store (or found none): a write asked for before then
 * (a daily link's friend result, kept as the page opens) waits for it instead of being dropped.
 */
let writes: Promise<void> = new Promise((resolve) => (storeSettled = resolve));

/** The open store, or null when storage is unavailable (or not open yet). */
export function currentStore(): GameStore | null {
  return store;
}

export function useStore(opened: GameStore | null): void {
  store = opened;
  storeSettled();
}

export function report(error: unknown): void {
  storeProblem.value = isProblem(error) ? error : classify(error);
}

/** Queues one write; a success clears an earlier write failure (storage came back). */
export function write(work: (store: GameStore) => Promise<void>): Promise<void> {
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

/** Resolves once every write asked for so far is done (or has failed and said so). Never rejects. */
export function written(): Promise<void> {
  return writes;
}
