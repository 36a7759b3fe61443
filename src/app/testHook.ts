/**
 * A small handle for tests and bug reports on `window.__247`: read the game's record, open a game
 * from one (the same restore path a saved game uses), wait for the saved game to load at start-up
 * and for the saves to be written, and count the components rendered (the work a move costs, in a
 * measure a busy machine does not change). It changes nothing by itself.
 */
import { options, type VNode } from 'preact';
import type { RecordBase } from '../engine/module.js';
import { flushSaves, storeReady } from './store/autosave.js';
import { session } from './model/navigation.js';
import { openRecord } from './model/start.js';

export interface TestHook {
  record(): RecordBase | null;
  open(record: unknown): Promise<string | null>;
  /** Resolves when start-up loading from storage is over. */
  ready(): Promise<void>;
  /** Resolves when every save asked for so far is written. */
  saved(): Promise<void>;
  /** Components rendered since the last call, by name. */
  renders(): Record<string, number>;
}

/**
 * Counts every component render: Preact calls its render hook (`options.__r`, the name Preact's own
 * hooks and devtools use) just before a component renders, and not for one whose
 * shouldComponentUpdate said no, so a memoized cell that did not change is not counted.
 */
function countRenders(): () => Record<string, number> {
  let counts: Record<string, number> = {};
  const hooks = options as typeof options & { __r?: (vnode: VNode) => void };
  const next = hooks.__r;
  hooks.__r = (vnode: VNode) => {
    if (typeof vnode.type === 'function') {
      const type = vnode.type as { displayName?: string; name: string };
      const name = type.displayName || type.name || '(anonymous)';
      counts[name] = (counts[name] ?? 0) + 1;
    }
    next?.(vnode);
  };
  return () => {
    const taken = counts;
    counts = {};
    return taken;
  };
}

export function installTestHook(): void {
  const hook: TestHook = {
    record: () => session.value?.record() ?? null,
    open: (record) => openRecord(record),
    ready: storeReady,
    saved: flushSaves,
    renders: countRenders(),
  };
  (window as unknown as { __247: TestHook }).__247 = hook;
}
