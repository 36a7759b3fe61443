/**
 * A screen's model (its table, its review run), made once per `deps`. Made untracked: the signals it
 * reads while being made would otherwise count as read by the screen's render, and the first change
 * to any of them (a game's first move) drew the whole screen again.
 */
import { untracked } from '@preact/signals';
import { type Inputs, useMemo } from 'preact/hooks';

export function useModel<T>(make: () => T, deps: Inputs): T {
  return useMemo(() => untracked(make), deps);
}
