/**
 * Work that may wait for the screen: run after the browser has painted what a tap changed, so the
 * tap's frame holds only what the player sees move. Work waiting so runs one piece a frame, in the
 * order asked: a move asks for its log entry, its status line, its save and the next turn at once,
 * and all of them in the one frame after it made that frame long on a slow phone. A piece that would
 * join a frame made long already (a garbage collector's pause since the paint) waits a frame more. A
 * hidden page paints nothing, so a short timer runs the next piece anyway, and a page being hidden
 * runs all that waits at once (it may be closing); outside a browser (tests in Node) each runs on the
 * next task.
 * A signal can follow another this way (`paintedAfter.ts`): the area reading it redraws a frame later.
 * Work that can wait longer still (a screen to preload, the sound set up, the language's formats)
 * waits for idle time.
 */

const AT_THE_LATEST_MS = 100;

/**
 * A piece that would start this long after its frame began waits a frame more: that frame's rendering
 * is done, and what ran since has made the frame the piece would join long already.
 */
const LATE_AFTER_FRAME_MS = 50;

const waiting: (() => void)[] = [];
let frameAsked = false;
let watchingVisibility = false;

/**
 * Runs `run` when the browser is idle (within 3 s at the latest); where it cannot tell idle time
 * (no requestIdleCallback), half a second on.
 */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 500);
}

/** Calls `step` in idle time, one call per idle period, until it returns false. */
export function stepWhenIdle(step: () => boolean): void {
  whenIdle(() => {
    if (step()) stepWhenIdle(step);
  });
}

/** Runs `work` after a paint, one piece a frame; `first`: ahead of the work already waiting. */
export function afterNextPaint(work: () => void, { first = false } = {}): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  if (first) waiting.unshift(work);
  else waiting.push(work);
  if (!watchingVisibility) {
    watchingVisibility = true;
    document.addEventListener('visibilitychange', runAllWaiting);
  }
  askForFrame();
}

function askForFrame(): void {
  if (frameAsked) return;
  frameAsked = true;
  soonAfterPaint(() => {
    frameAsked = false;
    try {
      waiting.shift()?.();
    } finally {
      if (waiting.length > 0) askForFrame();
    }
  }, true);
}

/**
 * Runs `run` in the task after the next paint, without waiting its turn in afterNextPaint's queue (a
 * sound to go with what that frame shows). A hidden page paints nothing: then it runs after
 * AT_THE_LATEST_MS. `patient`: if something long ran between the paint and that task (a garbage
 * collector's pause), the frame `run` would join is late already, and it waits for the next paint.
 */
export function soonAfterPaint(run: () => void, patient?: boolean): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(run, 0);
    return;
  }
  const late = setTimeout(() => {
    cancelAnimationFrame(frame);
    run();
  }, AT_THE_LATEST_MS);
  const frame = requestAnimationFrame((frameAt) => {
    clearTimeout(late);
    setTimeout(() => (patient && performance.now() - frameAt > LATE_AFTER_FRAME_MS ? soonAfterPaint(run) : run()), 0);
  });
}

function runAllWaiting(): void {
  for (let work = waiting.shift(); work; work = waiting.shift()) work();
}

/** Resolves after the next paint (see afterNextPaint). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}
