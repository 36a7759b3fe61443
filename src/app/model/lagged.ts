/**
 * A signal that follows another a few painted frames behind: parts of the screen that need not move in
 * the same frame as the board (the scoreboard, the move count) are drawn in a later one, so no single
 * frame carries a whole move on a slow phone.
 */
import { effect, type ReadonlySignal, signal } from '@preact/signals';
import { afterNextPaint } from './afterPaint.js';

export interface Lagged<T> {
  readonly value: ReadonlySignal<T>;
  /** Stops following (the screen closed). */
  stop(): void;
}

/** Follows `source` `frames` paints behind; a new value equal to the shown one (`same`) draws nothing. */
export function lagged<T>(source: ReadonlySignal<T>, frames: number, same: (a: T, b: T) => boolean): Lagged<T> {
  const shown = signal(source.peek());
  let waiting = false;
  let stopped = false;
  const catchUp = (left: number) => {
    if (stopped) return;
    if (left > 0) return afterNextPaint(() => catchUp(left - 1));
    waiting = false;
    const now = source.peek();
    if (!same(shown.peek(), now)) shown.value = now;
  };
  const unfollow = effect(() => {
    if (same(shown.peek(), source.value) || waiting) return;
    waiting = true;
    catchUp(frames);
  });
  return {
    value: shown,
    stop() {
      stopped = true;
      unfollow();
    },
  };
}
