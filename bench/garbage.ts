/**
 * `npm run bench:garbage`: the JavaScript garbage a move makes, and which of the app's functions make
 * it. Garbage is what the collector pauses the main thread for, and on a slow phone its pauses
 * were what still made frames and taps late (bench:smooth --frames). Plays 24/7 move pairs by taps (a
 * rack tile, a cell, Place, then the AI's reply), or with `--game 7-jours` the player's moves (a deal
 * cut into packets, or the best packet taken, then the three AIs' moves), at full speed under V8's
 * sampling heap profiler, objects already collected included, and prints the bytes allocated a move
 * (pair), by function and by call path, and how often the collector ran on the main thread meanwhile.
 * The app is built unminified (names readable), unless --dist DIR gives a build. Options: --pairs N
 * (moves measured, default 5, after one unmeasured; fewer if the game ends), --seed S (default 44),
 * --top N (lines of each list, default 15).
 * The DOM's own heap (style, layout, events: Blink's collected heap), which V8's profiler does not see,
 * is weighed apart: what it grew by in each move measured; nothing of it is freed until the next full
 * collection, so its growth in a move without one is what it allocated. (A collection forced first
 * would make the next come sooner: the heap's limit follows what survived the last.) At the end, both
 * heaps' use after a forced full collection: what lives on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { build, preview } from 'vite';
import { launchChromium, PHONE, ROOT } from '../test/e2e/harness.js';
import { choosePlacement } from '../test/e2e/reading.js';
import { pause, setUpSeptJours, setUpTwentyFourSeven } from './drive.js';
import { pageMainThread, traceGarbageCollection } from './gcTrace.js';
import { centreInPage, IN_PAGE, touchTap, waitInPage } from './inPage.js';
import { median } from './measure.js';
import { gameOption, option, optionGiven } from './options.js';

const GAME = gameOption();
const PAIRS = Number(option('pairs', '5'));
const SEED = option('seed', '44');
const TOP = Number(option('top', '15'));
const dist = optionGiven('dist');

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

/**
 * Bytes in use in the DOM's heap (Blink's collected heap, where style, layout and events live). Its
 * count moves in steps of a couple of hundred KB (it grows that much after any task at all), so it
 * weighs several moves, not one.
 */
async function domHeapUsed(cdp: CDPSession): Promise<number> {
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { embedderHeapUsedSize?: number };
  if (usage.embedderHeapUsedSize === undefined) throw new Error('this Chromium does not report its DOM heap (Runtime.getHeapUsage)');
  return usage.embedderHeapUsedSize;
}

/** A profile's allocations summed by function, and by the app's last four calls on the way there. */
function byPlace(head: ProfileNode) {
  const byFunction = new Map<string, number>();
  const byPath = new Map<string, number>();
  let total = 0;
  const walk = (node: ProfileNode, path: string[]) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop();
    const name = file ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName || '(no script)';
    const here = url.includes('/assets/') ? [...path, name] : path;
    if (node.selfSize > 0) {
      total += node.selfSize;
      byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
      const key = here.length > 0 ? here.slice(-4).reverse().join(' < ') : '(no app function on the stack: the browser, the driver)';
      byPath.set(key, (byPath.get(key) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, here);
  };
  walk(head, []);
  const top = (sums: Map<string, number>) => [...sums].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return { total, functions: top(byFunction), paths: top(byPath) };
}

async function measure(url: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(IN_PAGE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${url}?seed=${SEED}`);
    await pause(2000);
    // The driver waits and reads inside the page (bench/inPage.ts): its polling would be garbage of
    // its own in the page's heap.
    const tap = async (selector: string) => touchTap(cdp, await centreInPage(cdp, selector));
    const twentyFourSevenPair = async () => {
      const now = await waitInPage(cdp, 'turn247');
      if (now.state === 'over') return false;
      const placement = choosePlacement(now.cells, now.rack);
      if (!placement) throw new Error('my turn, but no tile fits anywhere');
      await tap(`.rack button[aria-label="Tile ${placement.v}"]`);
      await tap(`[data-cell="${placement.r},${placement.c}"]`);
      await waitInPage(cdp, 'present', '[data-action="confirm"]');
      await tap('[data-action="confirm"]');
      await waitInPage(cdp, 'loggedAbove', now.logged + 1); // the player's move and the AI's reply
      return true;
    };
    const septJoursMove = async () => {
      const now = await waitInPage(cdp, 'septTurn');
      if (now.state === 'over') return false;
      if (now.state === 'deal') {
        const packets = now.players === 2 ? 4 : now.players;
        for (const gap of [1, 3, 5, 2, 4].slice(0, packets - 1)) await tap(`[data-gap="${gap}"]`);
        await tap('[data-action="deal"]');
        await waitInPage(cdp, 'absent', '[data-action="deal"]');
      } else {
        await tap(`[data-packet="${now.best}"]`);
        await tap('[data-action="take"]');
        await waitInPage(cdp, 'absent', '[data-action="take"]');
      }
      return true;
    };
    if (GAME === '24-7') await setUpTwentyFourSeven(page);
    else await setUpSeptJours(page);
    /** One move (pair), and the idle time after it; false if the game was over. */
    const movePair = async () => {
      if (!(await (GAME === '24-7' ? twentyFourSevenPair() : septJoursMove()))) return false;
      await pause(800); // the work that waits for idle time (the sound's recording, the type set ahead)
      return true;
    };
    await movePair(); // code compiled and caches filled, as a game some moves in
    const gc = await traceGarbageCollection(page, cdp);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.startSampling', {
      samplingInterval: 512,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    } as never);
    let moves = 0;
    /** Each move's span on the page's clock and the DOM heap's use at its start and end. */
    const spans: { from: number; to: number; before: number; after: number }[] = [];
    for (;;) {
      const from = (await page.evaluate('performance.now()')) as number;
      const before = await domHeapUsed(cdp);
      if (moves >= PAIRS || !(await movePair())) break;
      spans.push({ from, to: (await page.evaluate('performance.now()')) as number, before, after: await domHeapUsed(cdp) });
      moves++;
    }
    if (moves === 0) throw new Error('the game was over before a move was measured');
    const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode } };
    await gc.end();
    const { total, functions, paths } = byPlace(profile.head);
    const kb = (bytes: number) => `${(bytes / moves / 1024).toFixed(1).padStart(7)} KB`;
    const played =
      GAME === '24-7'
        ? `24/7 against Medium, seed ${SEED}, ${moves} move pairs by taps at full speed: JavaScript allocated a move pair`
        : `7 Jours against three Medium AIs, seed ${SEED}, ${moves} of the player's moves by taps at full speed: JavaScript allocated a move (the AIs' after it included)`;
    console.log(`${played} ${kb(total).trim()}`);
    const main = pageMainThread(gc.events);
    const pausesOf = (name: string) => gc.events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === name);
    const collections = (name: string) => {
      const pauses = pausesOf(name);
      const ms = pauses.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
      return `${(pauses.length / moves).toFixed(1)} (${(ms / moves).toFixed(1)} ms)`;
    };
    console.log(
      `The collector on the main thread a move (pair), at full speed: ${collections('V8.GC_SCAVENGER')} young collections, ${collections('V8.GC_MARK_COMPACTOR')} full ones' last pauses`,
    );
    // A move with a full collection in it freed some of what the DOM's heap allocated: left out.
    const fullAt = pausesOf('V8.GC_MARK_COMPACTOR').map((e) => gc.toPage(e.ts));
    const grown = spans.filter(({ from, to }) => !fullAt.some((at) => at >= from && at <= to)).map((m) => m.after - m.before);
    const domHeap =
      grown.length > 0
        ? `${(median(grown) / 1024).toFixed(0)} KB (median of ${grown.length} moves without a full collection)`
        : 'not known (a full collection in every move)';
    console.log(`The DOM's heap (Blink's, apart from the JavaScript above) allocated a move (pair): ${domHeap}`);
    console.log('By function (a built-in or the browser where no file is named):');
    for (const [name, bytes] of functions) console.log(`  ${kb(bytes)}  ${name}`);
    console.log("By the app's calls (innermost first):");
    for (const [path, bytes] of paths) console.log(`  ${kb(bytes)}  ${path}`);
    // What lives on: every full collection marks it, and one reducing memory moves it too.
    await cdp.send('HeapProfiler.collectGarbage');
    const live = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    console.log(
      `In use after a full collection, at the end: JavaScript ${(live.usedSize / 1024).toFixed(0)} KB, the DOM's heap ${((await domHeapUsed(cdp)) / 1024).toFixed(0)} KB`,
    );
  } finally {
    await browser.close();
  }
}

const outDir = dist ?? mkdtempSync(join(tmpdir(), 'garbage-'));
try {
  process.env.NODE_ENV = 'production';
  if (!dist) await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true, minify: false } });
  const server = await preview({ root: ROOT, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
  try {
    await measure(`http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}/`);
  } finally {
    await server.close();
  }
} finally {
  if (!dist) rmSync(outDir, { recursive: true, force: true });
}
