/**
 * A signal following another a painted frame behind (in the game tables only: its own module keeps it
 * out of the first download).
 */
import { computed, effect, type ReadonlySignal, signal } from '@preact/signals';
import { afterNextPaint } from './afterPaint.js';

/**
 * `source`'s value one painted frame behind it (each change waits its turn in afterNextPaint's queue):
 * what reads it redraws in the frame after what reads `source`. `stop` ends the following.
 */
export function paintedAfter<T>(source: ReadonlySignal<T>): { value: ReadonlySignal<T>; stop: () => void } {
  const value = signal(source.peek());
  let following = true;
  // One catching up at a time: changes made meanwhile are caught up by it, not queued again.
  let queued = false;
  const unsubscribe = effect(() => {
    const now = source.value;
    if (queued || now === value.peek()) return;
    queued = true;
    afterNextPaint(() => {
      queued = false;
      if (following) value.value = source.peek();
    });
  });
  const stop = () => {
    following = false;
    unsubscribe();
  };
  return { value, stop };
}

/**
 * `source`'s value, but a new one other than null arrives a painted frame behind it (null meanwhile)
 * and null at once: controls that come with a turn are drawn in the frame after the one that shows the
 * table (both in one made a long frame on a slow phone), and go as soon as the turn does.
 */
export function arrivingAfterPaint<T>(source: ReadonlySignal<T | null>): { value: ReadonlySignal<T | null>; stop: () => void } {
  const behind = paintedAfter(source);
  const value = computed(() => {
    const now = source.value;
    return behind.value.value === now ? now : null;
  });
  return { value, stop: behind.stop };
}
