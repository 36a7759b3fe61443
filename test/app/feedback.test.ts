import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayedMove, ScoreBreakdown } from '../../src/engine/twentyfourseven/index.js';
import { FeedbackPlayer, STEP_MS, feedbackSteps } from '../../src/app/model/feedback.js';

const run4 = {
  key: 'run4' as const,
  minutes: 40,
  line: 'row' as const,
  cells: [
    [3, 1],
    [3, 2],
    [3, 3],
    [3, 4],
  ] as [number, number][],
};
const sum24 = {
  key: 'sum24' as const,
  minutes: 40,
  line: 'column' as const,
  cells: [
    [1, 4],
    [2, 4],
    [3, 4],
  ] as [number, number][],
};

function played(breakdown: ScoreBreakdown): PlayedMove {
  return { player: 1, r: 3, c: 4, v: 5, breakdown, skipped: [] };
}

describe('feedback steps', () => {
  it('lights each combination in turn, then ×2, then the total', () => {
    const steps = feedbackSteps({ combos: [run4, sum24], doubled: true, total: 160 });
    expect(steps.map((s) => s.label)).toEqual(['Run of 4 +40', 'Sum of 24 +40', '×2', '+160']);
    expect(steps[0]!.cells).toEqual(run4.cells);
    expect(steps.map((s) => s.tone)).toEqual(['run', 'twentyfour', 'bonus', 'total']);
    expect(steps[3]!.cells).toHaveLength(7);
  });

  it('shows nothing for a placement that scores nothing', () => {
    expect(feedbackSteps({ combos: [], doubled: false, total: 0 })).toEqual([]);
  });
});

/** A step's time, then the frame it waits for (in Node, the task after). */
const stepShown = (ms: number) => vi.advanceTimersByTimeAsync(ms + 1);

describe('FeedbackPlayer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps through the combinations and resolves when the total has shown', async () => {
    const player = new FeedbackPlayer();
    let done = false;
    void player.play(played({ combos: [run4], doubled: false, total: 40 }), false).then(() => (done = true));
    expect(player.current.value?.index).toBe(-1); // the move's own frame shows no step
    expect(player.totalAdded(player.current.value)).toBe(false);
    await stepShown(0);
    expect(player.current.value?.index).toBe(0);
    expect(player.totalAdded(player.current.value)).toBe(false);
    await stepShown(STEP_MS.combo);
    expect(player.current.value?.steps[player.current.value.index]?.label).toBe('+40');
    expect(player.totalAdded(player.current.value)).toBe(true);
    expect(done).toBe(false);
    await stepShown(STEP_MS.total);
    expect(player.current.value).toBe(null);
    expect(done).toBe(true);
  });

  it('with reduced motion shows everything at once and does not hold the game up', async () => {
    const player = new FeedbackPlayer();
    let done = false;
    void player.play(played({ combos: [run4, sum24], doubled: false, total: 80 }), true).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(true);
    expect(player.current.value?.index).toBe(-1); // the move's own frame shows none of it
    await stepShown(0);
    expect(player.current.value?.reduced).toBe(true);
    expect(player.totalAdded(player.current.value)).toBe(true);
    await player.idle();
    await stepShown(STEP_MS.reduced);
    expect(player.current.value).toBe(null);
  });

  it('finish() cuts it short and releases whoever waits', async () => {
    const player = new FeedbackPlayer();
    void player.play(played({ combos: [run4], doubled: false, total: 40 }), false);
    let idle = false;
    void player.idle().then(() => (idle = true));
    player.finish();
    await Promise.resolve();
    expect(idle).toBe(true);
    expect(player.current.value).toBe(null);
  });
});
