import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayedMove, SeatView } from '../../../src/engine/septjours/index.js';
import { MoveShow, STEP_MS } from '../../../src/app/septjours/show.js';

const before = {} as SeatView; // a pick's show only carries the view along
const pick = (player: number, packet: number): PlayedMove => ({ player, pick: packet, cards: [] });

describe('MoveShow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a step until its time is up and the frame after it comes', async () => {
    const show = new MoveShow();
    let done = false;
    void show.play(before, pick(1, 2), 'all').then(() => (done = true));
    expect(show.frame.value?.flying).toBe(2);
    await vi.advanceTimersByTimeAsync(STEP_MS);
    expect(show.frame.value?.flying).toBe(2); // its time is up; the step waits for a frame of its own
    await vi.advanceTimersByTimeAsync(1);
    expect(show.frame.value).toBe(null);
    expect(done).toBe(true);
  });

  it('a step of an ended show, still waiting for its frame, leaves the next show alone', async () => {
    const show = new MoveShow();
    void show.play(before, pick(1, 2), 'all');
    await vi.advanceTimersByTimeAsync(STEP_MS); // the first show's end waits for its frame
    void show.play(before, pick(2, 0), 'all');
    await vi.advanceTimersByTimeAsync(1);
    expect(show.frame.value?.flying).toBe(0);
    await vi.advanceTimersByTimeAsync(STEP_MS + 1);
    expect(show.frame.value).toBe(null);
  });
});
