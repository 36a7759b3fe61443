import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayAfterPaint } from '../../src/app/model/afterPaint.js';

// Outside a browser there is no paint: afterNextPaint runs on the next task.
describe('PlayAfterPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays the move held once the frame is painted, and takes no other meanwhile', async () => {
    const played: string[] = [];
    const confirmed = new PlayAfterPaint<string>((move) => played.push(move));
    confirmed.hold('deal');
    confirmed.hold('pick');
    expect(played).toEqual([]);
    expect(confirmed.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(played).toEqual(['deal']);
    expect(confirmed.busy).toBe(false);
  });

  it('plays it at once when flushed (the screen closing), and not again after the paint', async () => {
    const played: string[] = [];
    const confirmed = new PlayAfterPaint<string>((move) => played.push(move));
    confirmed.hold('place');
    confirmed.flush();
    expect(played).toEqual(['place']);
    await vi.advanceTimersByTimeAsync(100);
    expect(played).toEqual(['place']);
    confirmed.flush();
    expect(played).toEqual(['place']);
  });
});
