import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayAfterPaint } from '../../src/app/model/playAfterPaint.js';

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

describe('afterNextPaint in a browser', () => {
  /** The animation callbacks asked for the next frame, by id (a cancelled one is dropped). */
  const frames = new Map<number, FrameRequestCallback>();
  let lastFrameId = 0;
  const page = new EventTarget();
  /**
   * The browser paints a frame: its animation callbacks run (told when it began), then the tasks they
   * posted; `meanwhile` runs between the two (a garbage collector's pause).
   */
  const paint = async (meanwhile?: () => void) => {
    const callbacks = [...frames.values()];
    frames.clear();
    for (const callback of callbacks) callback(performance.now());
    meanwhile?.();
    await vi.advanceTimersByTimeAsync(0);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    frames.clear();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(++lastFrameId, callback);
      return lastFrameId;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    vi.stubGlobal('document', page);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs what waits one piece a frame, in the order asked, each after a paint', async () => {
    const { afterNextPaint } = await import('../../src/app/model/afterPaint.js');
    const ran: string[] = [];
    afterNextPaint(() => ran.push('log'));
    afterNextPaint(() => ran.push('status'));
    afterNextPaint(() => {
      ran.push('save');
      afterNextPaint(() => ran.push('asked by the save'));
    });
    expect(ran).toEqual([]);
    await paint();
    expect(ran).toEqual(['log']);
    await paint();
    expect(ran).toEqual(['log', 'status']);
    await paint();
    await paint();
    expect(ran).toEqual(['log', 'status', 'save', 'asked by the save']);
  });

  it('runs a piece asked `first` in the next frame, ahead of those waiting', async () => {
    const { afterNextPaint } = await import('../../src/app/model/afterPaint.js');
    const ran: string[] = [];
    afterNextPaint(() => {
      ran.push('numbers');
      afterNextPaint(() => ran.push('turn'), { first: true });
    });
    afterNextPaint(() => ran.push('log'));
    await paint();
    await paint();
    expect(ran).toEqual(['numbers', 'turn']);
    await paint();
    expect(ran).toEqual(['numbers', 'turn', 'log']);
  });

  it('runs the next piece after a short wait when no frame comes, and all that waits when the page hides', async () => {
    const { afterNextPaint } = await import('../../src/app/model/afterPaint.js');
    const ran: string[] = [];
    for (const work of ['a', 'b', 'c']) afterNextPaint(() => ran.push(work));
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toEqual(['a']);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(ran).toEqual(['a', 'b', 'c']);
    await paint();
    await vi.advanceTimersByTimeAsync(500);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('lets a piece wait one frame more when something long ran since the paint, not two', async () => {
    const { afterNextPaint } = await import('../../src/app/model/afterPaint.js');
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    /** A frame painted, then a pause of `ms` before the tasks it posted. */
    const paintThenPause = (ms: number) => paint(() => (now += ms));
    const ran: string[] = [];
    afterNextPaint(() => ran.push('log'));
    afterNextPaint(() => ran.push('status'));
    await paintThenPause(80);
    expect(ran).toEqual([]);
    await paintThenPause(80); // late again: it has waited once, so it runs
    expect(ran).toEqual(['log']);
    await paintThenPause(10);
    expect(ran).toEqual(['log', 'status']);
  });

  it('soonAfterPaint runs after the next paint ahead of the pieces waiting, or after a short wait', async () => {
    const { afterNextPaint, soonAfterPaint } = await import('../../src/app/model/afterPaint.js');
    const ran: string[] = [];
    afterNextPaint(() => ran.push('log'));
    afterNextPaint(() => ran.push('status'));
    soonAfterPaint(() => ran.push('sound'));
    expect(ran).toEqual([]);
    await paint();
    expect(ran).toEqual(['log', 'sound']);
    await paint();
    expect(ran).toEqual(['log', 'sound', 'status']);
    soonAfterPaint(() => ran.push('hidden'));
    await vi.advanceTimersByTimeAsync(100);
    await paint();
    expect(ran).toEqual(['log', 'sound', 'status', 'hidden']);
  });

  it('paintedAfter follows its source a painted frame behind, to its latest value, until stopped', async () => {
    const { signal } = await import('@preact/signals');
    const { paintedAfter } = await import('../../src/app/model/paintedAfter.js');
    const source = signal(1);
    const follower = paintedAfter(source);
    expect(follower.value.value).toBe(1);
    source.value = 2;
    expect(follower.value.value).toBe(1);
    await paint();
    expect(follower.value.value).toBe(2);
    source.value = 3;
    source.value = 4; // two changes before a paint: it shows the latest, in one piece
    const { afterNextPaint } = await import('../../src/app/model/afterPaint.js');
    const ran: string[] = [];
    afterNextPaint(() => ran.push('next'));
    await paint();
    expect(follower.value.value).toBe(4);
    await paint();
    expect(ran).toEqual(['next']); // not kept a frame more by a second piece for the second change
    follower.stop();
    source.value = 5;
    await paint();
    await paint();
    expect(follower.value.value).toBe(4);
  });

  it('arrivingAfterPaint shows a new value a painted frame behind (null meanwhile), and null at once', async () => {
    const { signal } = await import('@preact/signals');
    const { arrivingAfterPaint } = await import('../../src/app/model/paintedAfter.js');
    const source = signal<number | null>(0);
    const drawn = arrivingAfterPaint(source);
    expect(drawn.value.value).toBe(0); // as it stands when it starts: no wait on opening
    source.value = null;
    expect(drawn.value.value).toBeNull();
    source.value = 1;
    expect(drawn.value.value).toBeNull();
    await paint();
    expect(drawn.value.value).toBe(1);
    source.value = 2; // another value straight away: not the old one meanwhile
    expect(drawn.value.value).toBeNull();
    await paint();
    expect(drawn.value.value).toBe(2);
    drawn.stop();
  });
});
