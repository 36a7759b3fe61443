/**
 * `npm run bench:smooth`: how smooth a whole game feels on a mid-range phone. Plays a 24/7 game against
 * the Medium AI in Chromium with the CPU slowed 4× (the phone context, touch drags from the rack to the
 * board, a tap on Place), or with `--game 7-jours` a 7 Jours game against three Medium AIs (taps: the
 * gaps to cut, Deal, a packet, Take), and prints, from the first move to the end:
 * - animation frames over 50 ms that ran the app's own scripts (Long Animation Frames API: each
 *   frame's scripts are attributed, so the driver's own work is left out), their count and longest;
 * - Interaction to Next Paint for taps and drops (Event Timing API), median and worst;
 * - frames per second during drags;
 * - the slowdown the page measured, at the game's start and end (the same loop timed before and after
 *   the throttling): on a busy machine a nominal 4× runs slower, and a game's figures with it.
 * The driver waits and reads inside the page (bench/inPage.ts), one call each, so that its own calls
 * add little to the page's main thread, the thread being measured.
 * The page loads at full speed and rests (--settle MS, default 1500), then the slowdown is checked and
 * set, and the game is set up slowed, as a phone would open it: the check's 400 ms of arithmetic once
 * ran between the game screen's opening and the measure, holding back the screen's start-up work,
 * which then ran all at once in the first frames measured.
 * With --frames, each long frame says whether the app's worker was working meanwhile and how long the
 * garbage collector paused in it (a light trace of V8's collector events, bench/gcTrace.ts), and each
 * game's full collections are listed, those reducing memory apart.
 * Options: --runs N (games, default 1), --rate R (CPU slowdown, default 4), --seed S, --react MS (a
 * person's pause before each touch; by default none: each touch comes as soon as the page allows it,
 * often while the app still draws what came before), and --profile:
 * an unminified build and a JavaScript profile of the game, printing the app's functions that took the
 * most time (to find where the time goes; its figures are not the benchmark's); --frames: each long frame
 * with its rendering time and the scripts that ran in it, and where interactions' time goes (the wait
 * before their handlers, the handlers, then to the paint; no profiler, so the figures stay the benchmark's),
 * and interactions by what was pressed (a gap, Deal, a cell…);
 * --dist DIR: play an app already built in DIR; --against DIR2 with it: two builds, A (DIR) and B (DIR2),
 * alternated game by game (A then B for each seed, so the machine's noise falls on both alike), with a
 * summary of each build's games at the end.
 * --work: each frame's main-thread CPU time from a trace, and the frames that would pass 50 ms on a
 *   phone 4× slower than the rate measured at (bench/frameWork.ts); with --rate 1 the figures hold on
 *   a busy machine, where a throttled frame's time swings with the machine's other work.
 * --throttle kernel: the CPU slowed by the kernel instead of DevTools (bench/kernelThrottle.ts): the
 *   page's main thread alone on a core, with 1/rate of its time; a wait for a core then costs what it
 *   costs rather than rate× over, as DevTools' throttle makes it on a busy machine. Needs root.
 * --throttle apart: DevTools' throttle, the page's main thread kept alone on the first core the same
 *   way (as on a phone of many cores, where the app's worker does not wait for the screen's core).
 * --screens: instead of a game, the other screens met during play: the moves sheet of a small phone
 * opened and closed, and pass-and-play moves with their hand-offs (taps' INP and long frames).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { PHONE, ROOT, launchChromium } from '../test/e2e/harness.js';
import { choosePlacement } from '../test/e2e/reading.js';
import { pause, setUpSeptJours, setUpTwentyFourSeven } from './drive.js';
import {
  collectorMsWithin,
  type FullCollection,
  fullCollections,
  type GcTrace,
  pageMainThread,
  type TraceEvent,
  traceGarbageCollection,
} from './gcTrace.js';
import { framesWork, tracedFrame, WORK_CATEGORIES, workLines } from './frameWork.js';
import { type KernelThrottle, keepMainThreadApart, type ThreadApart, throttleByKernel } from './kernelThrottle.js';
import { centreInPage, centresInPage, IN_PAGE, touchTap, waitInPage } from './inPage.js';
import { median } from './measure.js';
import { flag, gameOption, optionGiven } from './options.js';

const numberOption = (name: string, fallback: number) => Number(optionGiven(name) ?? fallback);
const RUNS = numberOption('runs', 1);
const RATE = numberOption('rate', 4);
const SEED = numberOption('seed', 7);
/** A person's pause before each touch, ms: 0 (the default) touches as soon as the page allows. */
const REACT = numberOption('react', 0);
/** How long the page, once loaded, rests at full speed before the slowdown is checked and set, ms. */
const SETTLE = numberOption('settle', 1500);
const GAME = gameOption();
const PROFILE = flag('profile');
const FRAMES = PROFILE || flag('frames');
const SCREENS = flag('screens');
const WORK = flag('work');
/**
 * How the CPU is slowed: by DevTools (`devtools`, the default, as Lighthouse does), by DevTools with
 * the page's main thread alone on a core (`apart`) or by the kernel (`kernel`, bench/kernelThrottle.ts).
 */
const THROTTLE = optionGiven('throttle') ?? 'devtools';
const THROTTLED_BY = new Map([
  ['devtools', "DevTools' throttle"],
  ['apart', "DevTools' throttle, the main thread alone on a core"],
  ['kernel', "the kernel's throttle"],
]).get(THROTTLE);
if (!THROTTLED_BY) throw new Error('--throttle is devtools, apart or kernel');
/** How many times slower than this machine a mid-range phone runs (the goals' 4×). */
const PHONE_SLOWDOWN = 4;

/**
 * Installed before the app: collects long animation frames, event timings and the frame rate of each
 * drag (frames painted while a finger is down on a rack tile). Plain JavaScript text, as the page
 * runs it (a compiled function would carry the compiler's helpers along).
 */
const OBSERVE = `
  window.smooth = { frames: [], events: [], drags: [], slid: [], pressed: [], busy: [] };
  // About 10 ms of arithmetic at full speed on this machine (see CHECK).
  window.smoothCheck = () => {
    const start = performance.now();
    let x = 0;
    for (let i = 0; i < 4000000; i++) x += Math.sqrt(i);
    return performance.now() - start + (x < 0 ? 1 : 0);
  };
  // When the app's worker was working: from a request to its answer (its progress reports are not one).
  // On a machine of few cores, the worker's thread and the throttled main thread compete for them.
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      let since = null;
      const post = this.postMessage.bind(this);
      this.postMessage = (...message) => {
        if (since === null) since = performance.now();
        return post(...message);
      };
      this.addEventListener('message', (event) => {
        if (since === null || (event.data && event.data.type === 'progress')) return;
        window.smooth.busy.push([since, performance.now()]);
        since = null;
      });
    }
  };
  // What a press was on, in a word: the control's action, or the kind of thing (a gap, a cell…).
  const what = (target) => {
    const at = target.closest && target.closest('[data-action],[data-gap],[data-packet],[data-cell],button');
    if (!at) return target.tagName ? target.tagName.toLowerCase() : 'page';
    const d = at.dataset;
    return d.action || (d.gap ? 'gap' : d.packet ? 'packet' : d.cell ? 'cell' : at.className.split(' ')[0] || 'button');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.smooth.frames.push({
        start: e.startTime, duration: e.duration, blocking: e.blockingDuration,
        render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
        styleLayout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
        scripts: e.scripts.map((s) => ({
          url: s.sourceURL, at: s.sourceCharPosition, invoker: s.invoker, duration: s.duration, fn: s.sourceFunctionName,
          forced: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId > 0) window.smooth.events.push({
        id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  let frames = 0, since = 0, dragging = false;
  function count() {
    if (!dragging) return;
    frames++;
    requestAnimationFrame(count);
  }
  let down = null;
  document.addEventListener('pointerdown', (event) => {
    down = event;
    window.smooth.pressed.push([event.timeStamp, what(event.target)]);
    if (!event.target.closest || !event.target.closest('.rack')) return;
    dragging = true;
    frames = 0;
    since = performance.now();
    requestAnimationFrame(count);
  }, true);
  document.addEventListener('pointerup', (event) => {
    // A press that travels is a drag or a drop (its down and up times, to tell its interaction from a tap's).
    if (down && Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY) >= 5) {
      window.smooth.slid.push(down.timeStamp, event.timeStamp);
    }
    if (!dragging) return;
    dragging = false;
    const seconds = (performance.now() - since) / 1000;
    if (seconds > 0.2) window.smooth.drags.push(frames / seconds);
  }, true);
`;

/**
 * A finger's tap on the element's centre, as raw touch events. Not Playwright's tap(): that one checks
 * the element under the point with listeners and hit tests of its own, in the very frame of the tap,
 * which would count the driver's work as the app's.
 */
async function tap(cdp: CDPSession, selector: string): Promise<void> {
  await pause(REACT);
  await touchTap(cdp, await centreInPage(cdp, selector));
}

/** Place, once the status line offers it (a frame after the tile is down). */
async function tapPlace(cdp: CDPSession): Promise<void> {
  await waitInPage(cdp, 'present', '[data-action="confirm"]');
  await tap(cdp, '[data-action="confirm"]');
}

/** Waits for the player's turn, then the move the browser tests make too (test/e2e/reading.ts). */
async function myNextPlacement(cdp: CDPSession): Promise<{ v: number; at: string; logged: number } | null> {
  const now = await waitInPage(cdp, 'turn247');
  if (now.state === 'over') return null;
  const placement = choosePlacement(now.cells, now.rack);
  if (!placement) throw new Error('my turn, but no tile fits anywhere');
  return { v: placement.v, at: `${placement.r},${placement.c}`, logged: now.logged };
}

/** A slow touch drag (about half a second), as a person moves a tile. */
async function touchDrag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const steps = 30;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
    await pause(16);
  }
  await pause(100); // hold still before lifting, so the lift is a drop, not a fling
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** The app's functions by self time in a CPU profile, most first. */
function topFunctions(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, origin: string): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!.callFrame;
    const key = frame.url.startsWith(origin)
      ? `${frame.functionName || '(anonymous)'} ${frame.url.slice(origin.length)}:${frame.lineNumber + 1}`
      : frame.url === ''
        ? frame.functionName || '(native)'
        : '(other scripts)';
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

/** Total time of the renderer main thread's events by name (style, layout, paint, scripts…), most first. */
function mainThreadWork(events: TraceEvent[]): string[] {
  const main = pageMainThread(events);
  const totals = new Map<string, number>();
  for (const e of events) {
    if (e.tid !== main.tid || e.pid !== main.pid || e.ph !== 'X' || !e.dur) continue;
    totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

interface GameFigures {
  profile?: string[];
  moves: number;
  longFrames: number[];
  /** How many of the long frames came while the app's worker was working. */
  longWhileBusy: number;
  /** The slowdown the page measured at the game's start and at its end (see CHECK). */
  slowdown: [number, number];
  inp: number[];
  fps: number[];
}

/** Plays 24/7 to the end (or `upTo` moves): the biggest tile that fits, dragged to the first cell it fits, then Place. */
async function playTwentyFourSeven(cdp: CDPSession, upTo = Infinity): Promise<number> {
  let moves = 0;
  while (moves < upTo) {
    const placement = await myNextPlacement(cdp);
    if (!placement) return moves;
    await pause(REACT);
    const [from, to] = await centresInPage(cdp, [`.rack button[aria-label="Tile ${placement.v}"]`, `[data-cell="${placement.at}"]`]);
    await touchDrag(cdp, from!, to!);
    await tapPlace(cdp);
    await waitInPage(cdp, 'loggedAbove', placement.logged);
    moves++;
  }
  return moves;
}

/** Plays 7 Jours to the end by taps: a deal cut into as many packets as asked, the best packet taken. */
async function playSeptJours(cdp: CDPSession): Promise<number> {
  let moves = 0;
  for (;;) {
    const now = await waitInPage(cdp, 'septTurn');
    if (now.state === 'over') return moves;
    if (now.state === 'deal') {
      // As many packets as players, or 4 with two.
      const total = now.players === 2 ? 4 : now.players;
      for (const gap of [1, 3, 5, 2, 4].slice(0, total - 1)) await tap(cdp, `[data-gap="${gap}"]`);
      await tap(cdp, '[data-action="deal"]');
      await waitInPage(cdp, 'absent', '[data-action="deal"]');
    } else {
      await tap(cdp, `[data-packet="${now.best}"]`);
      await tap(cdp, '[data-action="take"]');
      await waitInPage(cdp, 'absent', '[data-action="take"]');
    }
    moves++;
  }
}

/**
 * A page of the app with the observers installed, loaded and left to rest, its slowdown checked and set,
 * then set up (`setUp`, slowed: a game's screen opens and its first moves come as on a phone): what the
 * benchmark reads starts at `since`, once set up. Close its browser when done.
 */
interface Slowed {
  /** Closes the page's browser (and gives back the kernel's throttle, or the cores kept apart). */
  close(): Promise<void>;
  page: Page;
  cdp: CDPSession;
  origin: string;
  since: number;
  /** The check's time before the slowdown, and how many times slower it ran once slowed. */
  checkMs: number;
  slowdownAtStart: number;
  /** Under --frames or --work: the garbage collector's pauses, traced from `since` (with the categories --profile or --work need). */
  gc: GcTrace | null;
}

/**
 * The same JavaScript timed in the page (one function, installed with the observers so it is compiled
 * once; warmed up, then the median of 7 runs, ms): the slowdown it shows is what the page really got.
 * On a shared machine of two cores the throttled thread competes with the browser's other threads and
 * with other work, so a nominal 4× can run slower.
 */
const CHECK = `(() => {
  window.smoothCheck();
  const times = [];
  for (let run = 0; run < 7; run++) times.push(window.smoothCheck());
  return times.sort((a, b) => a - b)[3];
})()`;
const checkMs = (page: Page) => page.evaluate(CHECK) as Promise<number>;

async function slowedPage(
  url: string,
  seed: number,
  device: BrowserContextOptions,
  setUp: (page: Page, cdp: CDPSession) => Promise<void>,
): Promise<Slowed> {
  const browser = await launchChromium();
  let throttle: KernelThrottle | ThreadApart | null = null;
  const close = async () => {
    try {
      await browser.close();
    } finally {
      throttle?.release();
    }
  };
  try {
    const context = await browser.newContext(device);
    await context.addInitScript(OBSERVE + IN_PAGE);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${url}?seed=${seed}`);
    const cdp = await context.newCDPSession(page);
    await pause(SETTLE);
    const check = await checkMs(page);
    if (THROTTLE === 'kernel') throttle = await throttleByKernel(RATE, () => checkMs(page));
    else {
      if (THROTTLE === 'apart') throttle = await keepMainThreadApart(() => checkMs(page));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    }
    const slowdownAtStart = (await checkMs(page)) / check;
    await setUp(page, cdp);
    const since = await page.evaluate(() => performance.now());
    const categories = WORK ? WORK_CATEGORIES : PROFILE ? ['devtools.timeline'] : [];
    const gc = FRAMES || WORK ? await traceGarbageCollection(page, cdp, categories) : null;
    return { close, page, cdp, origin: new URL(url).origin, since, checkMs: check, slowdownAtStart, gc };
  } catch (error) {
    await close();
    throw error;
  }
}

interface LongFrame {
  start: number;
  duration: number;
  /** Whether the app's worker was working during the frame. */
  workerBusy?: boolean;
  /** The garbage collector's pauses within the frame, ms. */
  gc?: number;
  /** Under --work: the main thread's CPU time in the frame, and the collectors' tasks' share of it, ms. */
  cpu?: { all: number; collectors: number };
  /** When it came: seconds since play began, and the last press before it (what it was on, ms before). */
  when?: string;
  /** The Long Animation Frames API's blocking time: how long its tasks held the main thread past 50 ms each (the rendering counts in the longest task); 0 when the frame waited rather than worked. */
  blocking: number;
  render: number;
  styleLayout: number;
  scripts: { url: string; at: number; invoker: string; duration: number; fn: string; forced: number }[];
}

/** What the observers saw since `since`: long frames that ran the app's scripts, each interaction's INP (taps apart), drag frame rates. */
async function observed(slowed: Slowed): Promise<{
  appFrames: LongFrame[];
  inp: number[];
  taps: number[];
  drags: number[];
  fps: number[];
  phases: Phases[];
  byPress: Map<string, number[]>;
  /** Interactions over 100 ms, each with its parts and the long frames it overlapped. */
  slowest: string[];
  /** The app's worker at work: how many requests, and their time in all (ms). */
  workerRequests: number;
  workerMs: number;
  /** The garbage collector's pauses on the main thread, ms each (traced under --frames only). */
  collections: number[];
  /** The full collections among them. */
  full: FullCollection[];
}> {
  await pause(1000); // let the last frames and events reach the observers
  const { frames, events, drags, slid, pressed, busy } = (await slowed.page.evaluate('window.smooth')) as {
    frames: LongFrame[];
    events: TimedEvent[];
    drags: number[];
    slid: number[];
    pressed: [number, string][];
    busy: [number, number][];
  };
  const sinceStart = busy.filter(([from]) => from >= slowed.since);
  const collections = (await slowed.gc?.end()) ?? [];
  const appFrames = frames
    .filter((f) => f.start >= slowed.since && f.duration > 50 && f.scripts.some((s) => s.url.startsWith(slowed.origin)))
    .map((f) => ({
      ...f,
      workerBusy: busy.some(([from, to]) => f.start < to && f.start + f.duration > from),
      gc: collectorMsWithin(collections, f.start, f.start + f.duration),
      when: whenInPlay(f.start, slowed.since, pressed),
    }));
  const longest = new Map<number, TimedEvent>();
  const dragIds = new Set<number>();
  for (const e of events) {
    if (e.start < slowed.since) continue;
    if (e.duration > (longest.get(e.id)?.duration ?? -1)) longest.set(e.id, e);
    if (slid.some((at) => Math.abs(at - e.start) < 1)) dragIds.add(e.id);
  }
  const kind = (tap: boolean) => [...longest].filter(([id]) => dragIds.has(id) !== tap).map(([, e]) => e.duration);
  const phases = [...longest].map(([id, e]) => ({
    tap: !dragIds.has(id),
    delay: e.processingStart - e.start,
    processing: e.processingEnd - e.processingStart,
    presentation: e.start + e.duration - e.processingEnd,
  }));
  // Each interaction under what its press was on (the last press before its longest event began).
  const pressOf = (id: number, e: TimedEvent) => {
    const press = lastPressBefore(pressed, e.start + 1)?.[1] ?? 'no press';
    return dragIds.has(id) ? `${press}, dragged` : press;
  };
  const byPress = new Map<string, number[]>();
  for (const [id, e] of longest) {
    const name = pressOf(id, e);
    byPress.set(name, (byPress.get(name) ?? []).concat(e.duration));
  }
  const slowest = [...longest]
    .filter(([, e]) => e.duration > 100)
    .map(([id, e]) => {
      const overlapped = frames
        .filter((f) => f.start < e.start + e.duration && f.start + f.duration > e.start)
        .map((f) => {
          const app = f.scripts.some((s) => s.url.startsWith(slowed.origin)) ? 'app' : 'no app script';
          return `${f.duration.toFixed(0)} ms frame from ${(f.start - e.start).toFixed(0)} (render ${f.render.toFixed(0)}, ${app})`;
        });
      const parts = `delay ${(e.processingStart - e.start).toFixed(0)}, handlers ${(e.processingEnd - e.processingStart).toFixed(0)}, to the paint ${(e.start + e.duration - e.processingEnd).toFixed(0)}`;
      const gc = collectorMsWithin(collections, e.start, e.start + e.duration);
      const gcPart = gc >= 1 ? `; GC ${gc.toFixed(0)} ms` : '';
      return `  ${e.duration.toFixed(0)} ms ${e.name} on ${pressOf(id, e)}: ${parts}; ${overlapped.join('; ') || 'no long frame'}${gcPart}`;
    });
  return {
    appFrames,
    slowest,
    inp: [...longest.values()].map((e) => e.duration),
    taps: kind(true),
    drags: kind(false),
    fps: drags,
    phases,
    byPress,
    workerRequests: sinceStart.length,
    workerMs: sum(sinceStart.map(([from, to]) => to - from)),
    collections: collections.map(([from, to]) => to - from),
    full: slowed.gc ? fullCollections(slowed.gc.events) : [],
  };
}

/** Full collections' last pauses, as a list in ms. */
const fullPauses = (collections: FullCollection[]) =>
  collections.length === 0 ? 'none' : `${collections.map((c) => c.pause.toFixed(0)).join(', ')} ms`;

/** An Event Timing entry of an interaction, as the page collected it. */
interface TimedEvent {
  id: number;
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/**
 * An interaction's longest event in its three parts: the wait before its handlers ran (the main thread
 * busy), the handlers, and from their end to the next paint (rendering, then the compositor).
 */
interface Phases {
  tap: boolean;
  delay: number;
  processing: number;
  presentation: number;
}

/** Each part's median over the taps, then over the drags and drops. */
function phaseLines(phases: Phases[]): string[] {
  const line = (tap: boolean) => {
    const of = phases.filter((p) => p.tap === tap);
    const part = (name: keyof Omit<Phases, 'tap'>) => median(of.map((p) => p[name])).toFixed(0);
    return `  ${tap ? 'taps' : 'drags'}: input delay ${part('delay')} ms, handlers ${part('processing')} ms, to the paint ${part('presentation')} ms`;
  };
  return ["Where an interaction's time goes (its longest event; medians):", line(true), line(false)];
}

/** The last press (its time, what it was on) at or before `at`. */
const lastPressBefore = (pressed: [number, string][], at: number) => pressed.findLast(([pressAt]) => pressAt <= at);

/** `at` as seconds into play, and the last press before it: "12.3 s, 640 ms after a press on cell". */
function whenInPlay(at: number, since: number, pressed: [number, string][]): string {
  const press = lastPressBefore(pressed, at);
  const after = press ? `, ${(at - press[0]).toFixed(0)} ms after a press on ${press[1]}` : '';
  return `${((at - since) / 1000).toFixed(1)} s${after}`;
}

/** Each long frame: its rendering time and the scripts that ran in it, with their forced style and layout. */
function frameLines(appFrames: LongFrame[]): string[] {
  return [
    'Long frames (> 50 ms, running the app): duration, blocking time (its tasks past 50 ms each, with the rendering:',
    '0 when no task held the main thread that long), the rendering at its end (of which style and layout),',
    'then every script that ran in it (invoker, function and where it is, ms, of which forced style and layout),',
    "and [worker busy] when the app's worker was working meanwhile, [GC n ms] the garbage collector's pauses in it,",
    "[CPU n ms, collectors m] under --work, the main thread's CPU time in it (a frame far longer than its CPU time waited);",
    'then when it began: seconds into play, and the last press before it',
    ...appFrames.map((f) => {
      const scripts = f.scripts
        .map((s) => {
          const where = `${s.url.split('/').pop()}:${s.at}`;
          return `${s.invoker} ${s.fn || ''} ${where} ${s.duration.toFixed(0)}${s.forced ? ` (forced ${s.forced.toFixed(0)})` : ''}`;
        })
        .join(', ');
      const busy = f.workerBusy ? '  [worker busy]' : '';
      const gc = f.gc && f.gc >= 1 ? `  [GC ${f.gc.toFixed(0)} ms]` : '';
      const cpu = f.cpu ? `  [CPU ${f.cpu.all.toFixed(0)} ms, collectors ${f.cpu.collectors.toFixed(0)}]` : '';
      return `${f.duration.toFixed(0).padStart(5)} ms  blocking ${f.blocking.toFixed(0)}  render ${f.render.toFixed(0)} (style+layout ${f.styleLayout.toFixed(0)})  ${scripts}${busy}${gc}${cpu}\n        at ${f.when}`;
    }),
  ];
}

const worst = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);
const sum = (xs: number[]) => xs.reduce((total, x) => total + x, 0);

async function playOne(url: string, seed: number): Promise<GameFigures> {
  const slowed = await slowedPage(url, seed, PHONE, GAME === '24-7' ? setUpTwentyFourSeven : setUpSeptJours);
  const { page, cdp, origin } = slowed;
  try {
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const moves = await (GAME === '24-7' ? playTwentyFourSeven(cdp) : playSeptJours(cdp));
    const seen = await observed(slowed);
    const slowdown: [number, number] = [slowed.slowdownAtStart, (await checkMs(page)) / slowed.checkMs];
    let profile: string[] | undefined;
    if (PROFILE) {
      profile = [
        `Main-thread JavaScript by function (self time, CPU ${RATE}× slower):`,
        ...topFunctions((await cdp.send('Profiler.stop')).profile as never, origin),
      ];
      profile.push('', 'Main-thread work by kind (trace, top-level events):', ...mainThreadWork(slowed.gc?.events ?? []));
    }
    if (WORK && slowed.gc) {
      const frames = framesWork(slowed.gc.events, slowed.gc.toPage, origin);
      // The kernel's throttle delays the thread without spinning it: its CPU time is what full speed takes.
      const cpuRate = THROTTLE === 'kernel' ? 1 : RATE;
      profile = [...(profile ?? []), ...workLines(frames, slowed.since, cpuRate, PHONE_SLOWDOWN)];
      for (const long of seen.appFrames) {
        const traced = tracedFrame(frames, long.start);
        if (traced) long.cpu = { all: traced.cpu, collectors: traced.collector };
      }
    }
    if (FRAMES) {
      const line = (name: string, xs: number[]) =>
        `  ${name}: ${xs.length}, median ${median(xs).toFixed(0)} ms, worst ${worst(xs).toFixed(0)} ms`;
      profile = [
        ...(profile ?? []),
        '',
        ...frameLines(seen.appFrames),
        `The app's worker answered ${seen.workerRequests} requests, working ${(seen.workerMs / 1000).toFixed(1)} s in all.`,
        `The garbage collector paused the main thread ${seen.collections.length} times, ${sum(seen.collections).toFixed(0)} ms in all, the longest ${worst(seen.collections).toFixed(0)} ms.`,
        `Full collections' last pauses: ${fullPauses(seen.full.filter((c) => c.reducingMemory))} reducing memory, ${fullPauses(seen.full.filter((c) => !c.reducingMemory))} others.`,
        '',
        'Interactions by kind (a tap lifts where it pressed; a drag or drop travels):',
        line('taps', seen.taps),
        line('drags', seen.drags),
        'By what was pressed:',
        ...[...seen.byPress].map(([press, xs]) => line(press, xs)),
        '',
        ...phaseLines(seen.phases),
        'Interactions over 100 ms (their longest event; the long frames they overlapped, from its start; the garbage collector in it):',
        ...seen.slowest,
      ];
    }
    return {
      profile,
      moves,
      longFrames: seen.appFrames.map((f) => f.duration),
      longWhileBusy: seen.appFrames.filter((f) => f.workerBusy).length,
      inp: seen.inp,
      fps: seen.fps,
      slowdown,
    };
  } finally {
    await slowed.close();
  }
}

/** 24/7 between two people on one phone: the first hand-off accepted. */
async function setUpPassAndPlay(page: Page, cdp: CDPSession): Promise<void> {
  await page.locator('[data-game="24-7"]').click();
  await page.locator('[data-seat-editor="1"] label', { hasText: 'Human' }).click();
  await page.locator('[data-action="start"]').click();
  await page.locator('.handoff__button').click();
  await waitInPage(cdp, 'turn247');
}

/** Four pass-and-play moves by taps (a rack tile, a cell, Place), each followed by the next player's hand-off. */
async function playHandOffs(cdp: CDPSession): Promise<void> {
  for (let move = 0; move < 4; move++) {
    const placement = await myNextPlacement(cdp);
    if (!placement) throw new Error('the game ended in its first moves');
    await tap(cdp, `.rack button[aria-label="Tile ${placement.v}"]`);
    await tap(cdp, `[data-cell="${placement.at}"]`);
    await tapPlace(cdp);
    await waitInPage(cdp, 'present', '.handoff__button');
    await pause(300); // a person looks up and passes the phone
    await tap(cdp, '.handoff__button');
    await waitInPage(cdp, 'absent', '.handoff');
  }
}

/** The moves sheet of a small phone, opened and closed four times (two moves in its log). */
async function openAndCloseMoves(cdp: CDPSession): Promise<void> {
  for (let time = 0; time < 4; time++) {
    await tap(cdp, '.topbar__log');
    await waitInPage(cdp, 'present', '.log--open');
    await pause(500);
    await tap(cdp, '.log__close');
    await waitInPage(cdp, 'absent', '.log--open');
    await pause(500);
  }
}

const SMALL_PHONE: BrowserContextOptions = { ...PHONE, viewport: { width: 360, height: 640 } };

/** `--screens`: the other screens met during play, each on its own page: taps' INP and long frames. */
async function measureScreens(url: string, name: string): Promise<void> {
  const screens = [
    {
      name: 'moves sheet, 360×640, opened and closed 4 times',
      device: SMALL_PHONE,
      setUp: async (page: Page, cdp: CDPSession) => {
        await setUpTwentyFourSeven(page);
        await playTwentyFourSeven(cdp, 2);
        // At rest before measuring: the AI's reply played and shown.
        await waitInPage(cdp, 'turn247');
        await pause(1500);
      },
      play: openAndCloseMoves,
    },
    { name: 'pass-and-play, 4 moves by taps with their hand-offs', device: PHONE, setUp: setUpPassAndPlay, play: playHandOffs },
  ];
  console.log(`${name ? `${name}: ` : ''}The screens met during play, on a phone (touch), CPU ${RATE}× slower (${THROTTLED_BY})`);
  console.log('| screen | taps | INP median | INP worst | frames > 50 ms (app) | longest |');
  console.log('|---|--:|--:|--:|--:|--:|');
  const details: string[] = [];
  for (const screen of screens) {
    const slowed = await slowedPage(url, SEED, screen.device, screen.setUp);
    try {
      await screen.play(slowed.cdp);
      const seen = await observed(slowed);
      const frames = seen.appFrames.map((f) => f.duration);
      console.log(
        `| ${screen.name} | ${seen.taps.length} | ${median(seen.taps).toFixed(0)} ms | ${worst(seen.taps).toFixed(0)} ms | ` +
          `${frames.length} | ${worst(frames).toFixed(0)} ms |`,
      );
      if (FRAMES) details.push('', `${screen.name}:`, ...frameLines(seen.appFrames));
    } finally {
      await slowed.close();
    }
  }
  if (details.length) console.log(details.join('\n'));
}

/** The frame rate of a game's slowest drag (0 without drags). */
const slowestDrag = (g: GameFigures) => (g.fps.length ? Math.min(...g.fps) : 0);

/** One build under test: a name (empty when there is only one) and where it is served. */
interface Build {
  name: string;
  url: string;
}

/** A whole game (or `--runs N`) by touch: long frames, INP and drag frame rates, a row each. */
async function measureGames(builds: Build[]): Promise<void> {
  const against = GAME === '24-7' ? '24/7 against Medium' : '7 Jours against three Medium AIs';
  console.log(`${against} on a phone (390×844, touch), CPU ${RATE}× slower (${THROTTLED_BY}), from the first move to the end`);
  console.log(
    '| game | moves | frames > 50 ms (app) | longest | INP median | INP worst | interactions | drag fps median | drag fps worst | slowdown measured |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  const played = new Map<string, GameFigures[]>(builds.map((b) => [b.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const build of builds) {
      const g = await playOne(build.url, SEED + run);
      played.get(build.name)!.push(g);
      console.log(
        `| ${run + 1}${build.name} | ${g.moves} | ${g.longFrames.length} | ${worst(g.longFrames).toFixed(0)} ms | ${median(g.inp).toFixed(0)} ms | ` +
          `${worst(g.inp).toFixed(0)} ms | ${g.inp.length} | ${median(g.fps).toFixed(1)} | ${slowestDrag(g).toFixed(1)} | ` +
          `${g.slowdown.map((x) => `${x.toFixed(1)}×`).join(', ')} |`,
      );
      if (g.profile) console.log(`\n${g.profile.join('\n')}\n`);
    }
  }
  if (builds.length > 1) {
    console.log('\nEach build over its games (alternated):');
    for (const build of builds) {
      const games = played.get(build.name)!;
      const list = (f: (g: GameFigures) => number) => games.map((g) => f(g).toFixed(0)).join(', ');
      console.log(
        `  ${build.name}: long frames ${list((g) => g.longFrames.length)} (the worker busy in ${list((g) => g.longWhileBusy)}); INP median ${list((g) => median(g.inp))} ms; ` +
          `INP worst ${list((g) => worst(g.inp))} ms; drag fps worst ${games.map((g) => slowestDrag(g).toFixed(1)).join(', ')}; ` +
          `slowdown measured ${games.map((g) => g.slowdown.map((x) => x.toFixed(1)).join('–')).join(', ')}`,
      );
    }
  }
}

const dist = optionGiven('dist');
const againstDist = optionGiven('against');
if (againstDist && !dist) throw new Error('--against DIR2 compares with the build in --dist DIR');
const outDir = dist ?? mkdtempSync(join(tmpdir(), 'smooth-'));
const servers: PreviewServer[] = [];
try {
  process.env.NODE_ENV = 'production';
  if (!dist) await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true, minify: !PROFILE } });
  const builds: Build[] = [];
  const dirs: [string, string][] = againstDist
    ? [
        ['A', outDir],
        ['B', againstDist],
      ]
    : [['', outDir]];
  for (const [name, dir] of dirs) {
    const server = await preview({ root: ROOT, logLevel: 'warn', build: { outDir: dir }, preview: { host: '127.0.0.1', port: 0 } });
    servers.push(server);
    const { port } = server.httpServer.address() as AddressInfo;
    builds.push({ name, url: `http://127.0.0.1:${port}/` });
    if (name) console.log(`${name}: ${dir}`);
  }
  if (SCREENS) for (const b of builds) await measureScreens(b.url, b.name);
  else await measureGames(builds);
} finally {
  for (const server of servers) await server.close();
  if (!dist) rmSync(outDir, { recursive: true, force: true });
}
