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
 * A piece that would start this long after its frame's animation callbacks waits a frame more: that
 * frame's rendering is done, and what ran since has made the frame the piece would join long already.
 */
const LATE_AFTER_FRAME_MS = 50;

const waiting: (() => void)[] = [];
let frameAsked = false;
/** Whether the piece at the head of the queue has waited a frame more already (it waits once at most). */
let deferredOnce = false;
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
  afterPaintTimed((sinceFrame) => {
    frameAsked = false;
    // Something long ran since the paint (a garbage collector's pause): the frame this piece would
    // join is already late, so it waits for the next one, once.
    const late = sinceFrame > LATE_AFTER_FRAME_MS && !deferredOnce;
    deferredOnce = late;
    if (late) {
      askForFrame();
      return;
    }
    try {
      waiting.shift()?.();
    } finally {
      if (waiting.length > 0) askForFrame();
    }
  });
}

/**
 * Runs `run` in the task after the next paint, without waiting its turn in afterNextPaint's queue (a
 * sound to go with what that frame shows). A hidden page paints nothing: then it runs after
 * AT_THE_LATEST_MS.
 */
export function soonAfterPaint(run: () => void): void {
  afterPaintTimed(() => run());
}

/**
 * Runs `run` in the task after the next paint (after AT_THE_LATEST_MS on a hidden page), telling it
 * how long since that frame's animation callbacks (0 on a hidden page): that frame's rendering and
 * any task run since.
 */
function afterPaintTimed(run: (sinceFrame: number) => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(() => run(0), 0);
    return;
  }
  let ran = false;
  let frameAt: number | null = null;
  const once = () => {
    if (ran) return;
    ran = true;
    clearTimeout(late);
    run(frameAt === null ? 0 : performance.now() - frameAt);
  };
  requestAnimationFrame(() => {
    frameAt = performance.now();
    setTimeout(once, 0);
  });
  const late = setTimeout(once, AT_THE_LATEST_MS);
}

function runAllWaiting(): void {
  for (let work = waiting.shift(); work; work = waiting.shift()) work();
}

/** Resolves after the next paint (see afterNextPaint). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}
