/**
 * Each animation frame's main-thread work as CPU time, from a Chromium trace (bench:smooth --work).
 * Under Chromium's CPU throttling on Linux, a signal every 200 µs makes the main thread spin (rate − 1)
 * times the wall time since it last ran, descheduled time included: on a busy two-core machine a
 * frame's time swings with the machine, not with the page. The thread's CPU time at full speed does
 * not; times the slowdown of a phone, it is what that phone's frame would cost.
 */
import { pageMainThread, type TraceEvent } from './gcTrace.js';

/** The trace categories the figures need (top-level tasks with their CPU time; frames and scripts). */
export const WORK_CATEGORIES = ['toplevel', 'devtools.timeline'];

/** A trace event with the fields this module reads beyond gcTrace's. */
interface WorkEvent extends TraceEvent {
  tdur?: number;
  id?: string;
  id2?: { local?: string };
  args?: TraceEvent['args'] & { src_file?: string; data?: { url?: string; functionName?: string; lineNumber?: number } };
}

export interface FrameWork {
  /** Page time of the frame's start and end, ms. */
  start: number;
  end: number;
  /** Main-thread CPU time in the frame, ms: all of it, and the collectors' tasks (V8's and the DOM heap's). */
  cpu: number;
  collector: number;
  /** Whether the app's own scripts ran in it. */
  app: boolean;
  /** The frame's work by kind (scripts, style, layout, paint…), ms of wall time, largest first. */
  kinds: [string, number][];
  /** Its longest calls into the app's code: function, file and line (readable in an unminified build), ms. */
  calls: [string, number][];
}

const SCRIPTS = new Set(['FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks']);
const KINDS = new Set([...SCRIPTS, 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest']);
const isCollectorTask = (e: WorkEvent) => (e.args?.src_file ?? '').includes('/heap/');

/** The page's frames from its main thread's events: each frame's CPU time, its collector's share, its kinds of work. */
export function framesWork(all: TraceEvent[], toPage: (ts: number) => number, origin: string): FrameWork[] {
  const events = all as WorkEvent[];
  const main = pageMainThread(events);
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const opened = new Map<string, number>();
  const spans: [number, number][] = [];
  for (const e of mine) {
    if (e.name !== 'AnimationFrame' || (e.ph !== 'b' && e.ph !== 'e')) continue;
    const key = e.id2?.local ?? e.id ?? '';
    if (e.ph === 'b') opened.set(key, e.ts);
    else if (opened.has(key)) spans.push([opened.get(key)!, e.ts]), opened.delete(key);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const tasks = mine.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts);
  const inside = mine.filter((e) => e.ph === 'X' && KINDS.has(e.name)).sort((a, b) => a.ts - b.ts);
  let firstTask = 0;
  let firstEvent = 0;
  return spans.map(([from, to]) => {
    while (firstTask < tasks.length && tasks[firstTask]!.ts + tasks[firstTask]!.dur! < from) firstTask++;
    let cpu = 0;
    let collector = 0;
    for (let i = firstTask; i < tasks.length && tasks[i]!.ts < to; i++) {
      const task = tasks[i]!;
      const share = (Math.min(to, task.ts + task.dur!) - Math.max(from, task.ts)) / task.dur!;
      if (share <= 0) continue;
      const ms = ((task.tdur ?? task.dur!) * share) / 1000;
      cpu += ms;
      if (isCollectorTask(task)) collector += ms;
    }
    while (firstEvent < inside.length && inside[firstEvent]!.ts < from) firstEvent++;
    const kinds = new Map<string, number>();
    const calls: [string, number][] = [];
    for (let i = firstEvent; i < inside.length && inside[i]!.ts < to; i++) {
      const e = inside[i]!;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur! / 1000);
      const data = e.args?.data;
      if (!SCRIPTS.has(e.name) || !data?.url?.startsWith(origin)) continue;
      const file = data.url.slice(data.url.lastIndexOf('/') + 1);
      calls.push([`${data.functionName || '(anonymous)'} ${file}:${data.lineNumber ?? '?'}`, e.dur! / 1000]);
    }
    calls.sort((a, b) => b[1] - a[1]);
    return {
      start: toPage(from),
      end: toPage(to),
      cpu,
      collector,
      app: calls.length > 0,
      kinds: [...kinds].sort((a, b) => b[1] - a[1]),
      calls: calls.slice(0, 3),
    };
  });
}

/** The traced frame that a Long Animation Frame starting at `start` (page ms) is: the same frame, its start within a millisecond. */
export function tracedFrame(frames: FrameWork[], start: number): FrameWork | undefined {
  return frames.find((f) => Math.abs(f.start - start) < 1);
}

/**
 * The figures' lines: frames' CPU time (median, 99th percentile, most) and every frame that would pass
 * 50 ms on a phone `phone` times slower than the rate measured at, with what it held.
 */
export function workLines(frames: FrameWork[], since: number, rate: number, phone: number): string[] {
  const measured = frames.filter((f) => f.start >= since);
  const scale = phone / rate;
  const limit = 50 / scale;
  const sorted = measured.map((f) => f.cpu).sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
  const over = measured.filter((f) => f.cpu > limit);
  const own = (f: FrameWork) => f.cpu - f.collector;
  const heaviest = measured
    .filter((f) => f.app)
    .sort((a, b) => own(b) - own(a))
    .slice(0, 5);
  const ms = (x: number) => x.toFixed(1);
  return [
    `Main-thread CPU a frame (trace, ${rate}×; a phone ${phone}× slower would take ${scale}× as long): ${measured.length} frames, ` +
      `median ${ms(at(0.5))} ms, 99th percentile ${ms(at(0.99))}, most ${ms(sorted.at(-1) ?? 0)}; ` +
      `a frame running the app's scripts, the collectors' tasks left out: most ${ms(heaviest[0] ? own(heaviest[0]) : 0)}.`,
    `Frames over ${ms(limit)} ms (50 ms on that phone): ${over.length}, of which running the app's scripts ${over.filter((f) => f.app).length}, ` +
      `mostly the collectors' tasks ${over.filter((f) => f.collector > f.cpu / 2).length}:`,
    ...over.map(line),
    "The heaviest frames running the app's scripts (the collectors' tasks left out):",
    ...heaviest.map(line),
  ];
  function line(f: FrameWork): string {
    const kinds = f.kinds.slice(0, 6).map(([kind, t]) => `${kind} ${ms(t)}`);
    const calls = f.calls.map(([call, t]) => `${call} ${ms(t)}`);
    return (
      `  at ${(f.start - since).toFixed(0)} ms: ${ms(f.cpu)} ms of CPU (the collectors ${ms(f.collector)}): ${kinds.join(', ')}` +
      (calls.length ? `\n      the app's calls: ${calls.join(', ')}` : '')
    );
  }
}
