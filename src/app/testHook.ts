/**
 * A small handle for tests and bug reports on `window.__247`: read the game's record, open a game
 * from one (the same restore path a saved game uses), wait for the saved game to load at start-up
 * and for the saves to be written. It changes nothing by itself.
 */
import type { GameRecord } from '../engine/twentyfourseven/index.js';
import { flushSaves, storeReady } from './store/autosave.js';
import { session } from './model/navigation.js';
import { openRecord } from './model/start.js';

export interface TestHook {
  record(): GameRecord | null;
  open(record: unknown): string | null;
  /** Resolves when start-up loading from storage is over. */
  ready(): Promise<void>;
  /** Resolves when every save asked for so far is written. */
  saved(): Promise<void>;
}

export function installTestHook(): void {
  const hook: TestHook = {
    record: () => session.value?.record() ?? null,
    open: (record) => openRecord(record),
    ready: storeReady,
    saved: flushSaves,
  };
  (window as unknown as { __247: TestHook }).__247 = hook;
}
