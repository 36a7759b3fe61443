/**
 * A small handle for tests and bug reports on `window.__247`: read the game's record, or open a game
 * from one (the same restore path a saved game will use). It changes nothing by itself.
 */
import type { GameRecord } from '../../engine/index.js';
import { session } from './navigation.js';
import { openRecord } from './start.js';

export interface TestHook {
  record(): GameRecord | null;
  open(record: unknown): string | null;
}

export function installTestHook(): void {
  const hook: TestHook = {
    record: () => session.value?.record() ?? null,
    open: (record) => openRecord(record),
  };
  (window as unknown as { __247: TestHook }).__247 = hook;
}
