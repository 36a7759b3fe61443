import { effect, signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lagged } from '../../src/app/model/lagged.js';

/** Outside a browser afterNextPaint runs on the next task: each "frame" here is one timer. */
const frame = () => vi.advanceTimersToNextTimerAsync();

describe('lagged', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows its source the given number of frames behind, with the latest value', async () => {
    const source = signal(1);
    const shown = lagged(source, 2, (a, b) => a === b);
    expect(shown.value.value).toBe(1);
    source.value = 2;
    source.value = 3;
    expect(shown.value.value).toBe(1);
    await frame();
    expect(shown.value.value).toBe(1);
    await frame();
    expect(shown.value.value).toBe(3);
    shown.stop();
  });

  it('draws nothing for a new value equal to the one shown', async () => {
    const source = signal({ n: 1 });
    const shown = lagged(source, 1, (a, b) => a.n === b.n);
    let draws = 0;
    const stop = effect(() => {
      void shown.value.value;
      draws++;
    });
    source.value = { n: 1 };
    await frame();
    expect(draws).toBe(1);
    source.value = { n: 2 };
    await frame();
    expect(draws).toBe(2);
    expect(shown.value.value).toEqual({ n: 2 });
    stop();
    shown.stop();
  });

  it('stops following once stopped', async () => {
    const source = signal(1);
    const shown = lagged(source, 1, (a, b) => a === b);
    shown.stop();
    source.value = 2;
    await frame();
    expect(shown.value.value).toBe(1);
  });
});
