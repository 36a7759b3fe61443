/**
 * What can go wrong with storage, as a kind the screens word for the player (`storeProblemWords`, in
 * the player's language). Every failure of the store becomes one of these; the game itself always
 * goes on in memory.
 */
import { messages } from '../i18n/index.js';

/** 'other-tab': taking a game over from another tab failed, its save there could not be read. */
export type ProblemKind = 'unavailable' | 'full' | 'newer' | 'blocked' | 'failed' | 'other-tab';

export interface StoreProblem {
  kind: ProblemKind;
}

export function problem(kind: ProblemKind): StoreProblem {
  return { kind };
}

/** The problem in the player's language. */
export function storeProblemWords({ kind }: StoreProblem): string {
  const words = messages.value.storage;
  return kind === 'other-tab' ? words.otherTab : words[kind];
}

/** Sorts an IndexedDB (or idb) error into a problem kind. */
export function classify(error: unknown): StoreProblem {
  const name =
    error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? (error as Error).name : '';
  if (name === 'QuotaExceededError') return problem('full');
  if (name === 'VersionError') return problem('newer');
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError' || name === 'NotSupportedError')
    return problem('unavailable');
  return problem('failed');
}
