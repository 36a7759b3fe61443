/**
 * The page's garbage collections on its main thread, from a light Chromium trace (V8's collector
 * events only): when each pause ran, on the page's own clock (performance.now()). A long animation
 * frame holding a collection's pause was long partly by the collector, which the Long Animation
 * Frames API does not tell apart from rendering or waiting.
 */
import type { CDPSession, Page } from 'playwright-core';

/** The collector's pauses on the thread it collects: a full collection's atomic pause, a young one, and incremental marking's steps. */
const PAUSES = new Set(['V8.GC_MARK_COMPACTOR', 'V8.GC_SCAVENGER', 'V8.GC_MC_INCREMENTAL_START', 'V8.GC_MC_INCREMENTAL']);
const SYNC_MARK = 'smooth-trace-sync';

/** A Chromium trace event, as much of it as the benchmarks read. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  cat?: string;
  args?: { name?: string; value?: unknown };
}

/** A trace under way: `end()` stops it and returns the main thread's collector pauses, [start, end] in page ms. */
export interface GcTrace {
  events: TraceEvent[];
  end(): Promise<[number, number][]>;
  /** A trace timestamp (µs) on the page's clock (ms); once ended. */
  toPage(ts: number): number;
}

/** Starts tracing the collector (and `extraCategories`, for a profile); a mark in the page ties the trace's clock to the page's. */
export async function traceGarbageCollection(page: Page, cdp: CDPSession, extraCategories: string[] = []): Promise<GcTrace> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const categories = ['disabled-by-default-v8.gc', 'blink.user_timing', ...extraCategories].join(',');
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  const markAt = (await page.evaluate((name) => performance.mark(name).startTime, SYNC_MARK)) as number;
  let clock: ((ts: number) => number) | null = null;
  return {
    events,
    async end() {
      const ended = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await ended;
      return collectorPauses(events, markAt);
    },
    toPage: (ts) => (clock ??= pageClock(events, markAt))(ts),
  };
}

/** The trace's clock (µs) to the page's (ms), by the mark set in the page as the trace started. */
function pageClock(events: TraceEvent[], markAt: number): (ts: number) => number {
  const mark = syncMark(events);
  return (ts) => ts / 1000 - mark.ts / 1000 + markAt;
}

function syncMark(events: TraceEvent[]): TraceEvent {
  const mark = events.find((e) => e.name === SYNC_MARK && e.cat?.includes('blink.user_timing'));
  if (!mark) throw new Error('the trace lacks the page mark that ties its clock to the page');
  return mark;
}

/** The page's main thread: the renderer's main thread in the process where the page set its mark. */
export function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mark = syncMark(events);
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid);
  if (!main) throw new Error('the trace names no renderer main thread');
  return main;
}

function collectorPauses(events: TraceEvent[], markAt: number): [number, number][] {
  const main = pageMainThread(events);
  const toPage = pageClock(events, markAt);
  const pauses = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && PAUSES.has(e.name))
    .map((e): [number, number] => [toPage(e.ts), toPage(e.ts + e.dur!)])
    .sort((a, b) => a[0] - b[0]);
  // One span for pauses that nest or touch (a step inside a full collection counts once).
  const merged: [number, number][] = [];
  for (const p of pauses) {
    const last = merged.at(-1);
    if (last && p[0] <= last[1]) last[1] = Math.max(last[1], p[1]);
    else merged.push([...p]);
  }
  return merged;
}

/** A full collection on the page's main thread: its last pause (ms), and whether V8 ran it to reduce memory. */
export interface FullCollection {
  pause: number;
  reducingMemory: boolean;
}

/**
 * The page's full collections, from V8's own summary of each collection (`V8.GCTraceGCNVP`). V8's
 * memory reducer starts the ones that reduce memory (some seconds after a full collection, when
 * little is allocated); they also compact Blink's heap, and were the longest pauses in play.
 */
export function fullCollections(events: TraceEvent[]): FullCollection[] {
  const main = pageMainThread(events);
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'V8.GCTraceGCNVP' && typeof e.args?.value === 'string')
    .map((e) => JSON.parse(e.args!.value as string) as { gc: string; pause: number; reduce_memory: boolean })
    .filter((summary) => summary.gc === 'mc')
    .map((summary) => ({ pause: summary.pause, reducingMemory: summary.reduce_memory }));
}

/** How long the collector paused the main thread within [from, to] (page ms). */
export function collectorMsWithin(pauses: [number, number][], from: number, to: number): number {
  return pauses.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0);
}
