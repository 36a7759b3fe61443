/**
 * What can go wrong with storage, in words a player understands. Every failure of the store becomes
 * one of these; the game itself always goes on in memory.
 */
export type ProblemKind = 'unavailable' | 'full' | 'newer' | 'blocked' | 'failed';

export interface StoreProblem {
  kind: ProblemKind;
  message: string;
}

const MESSAGES: Record<ProblemKind, string> = {
  unavailable:
    'This browser is not letting 24/7 save (private browsing does this). You can play, but games are kept only until you close the app.',
  full: 'Your device storage is full, so the last move could not be saved. Free some space, or export the game to keep it.',
  newer:
    'Your saved games were written by a newer version of 24/7. Reload to get that version; until then nothing here is saved, and your saves are left untouched.',
  blocked: 'An older copy of 24/7 is still open in another tab. Close it so this one can save.',
  failed: 'Saving failed just now. The game goes on and the app tries again after the next move.',
};

export function problem(kind: ProblemKind): StoreProblem {
  return { kind, message: MESSAGES[kind] };
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
