/**
 * `npm run bench:frames`: what one change on the game screen costs the frame that draws it, phase by
 * phase (style, layout, pre-paint, paint, layerize, commit, visibility checks), from a Chromium trace.
 * A whole game (bench:smooth) swings with a busy machine; one change repeated in many frames does not,
 * so this is where a style change is weighed before and after.
 * - 24/7, a game four moves in (by taps, at full speed; `--moves N` for N): each kind of change made
 *   and undone in turn, one per frame: `status` (the status line's words), `cell` (a tile put in an
 *   empty cell), `rack` (a rack tile taken out), `log` (a move added at the top of the log, as a move
 *   does), `score` (a score's figure), `press` (a pill's press: its transform), `lit` (three tiles lit
 *   as a combination of the scoring feedback), `hover` (a drag's mark moving to the next cell), `none`
 *   (a frame that changes nothing).
 * - `--game 7-jours`: the player's first deal; `cut1` and `cut5` tap a gap (cut, then take it back),
 *   the app's own code, one tap every half second so each cut's transitions end before the next.
 * Options: --dist DIR (a build to measure; default: built into a temporary folder), --rate R (CPU
 * slowdown, default 1), --frames N (changes per kind and round, default 40), --rounds N (default 3),
 * --css FILE: a JSON object of variant names to CSS text added to the page; the variants are measured
 * in turn, round after round, on the same page (to weigh a style change without a build).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { build, preview } from 'vite';
import { launchChromium, PHONE, ROOT } from '../test/e2e/harness.js';
import { myNextPlacement, pause, poll, setUpSeptJours, setUpTwentyFourSeven, turn } from './drive.js';
import type { TraceEvent } from './gcTrace.js';
import { gameOption, option, optionGiven } from './options.js';

const GAME = gameOption();
const RATE = Number(option('rate', '1'));
const FRAMES = Number(option('frames', GAME === '24-7' ? '40' : '10'));
const ROUNDS = Number(option('rounds', '3'));
/** 24/7: the player's moves made before measuring (the log's length, the board's fill). */
const MOVES = Number(option('moves', '4'));
const cssFile = option('css', '');
const VARIANTS: Record<string, string> = cssFile ? JSON.parse(readFileSync(cssFile, 'utf8')) : { app: '' };
const KINDS = GAME === '24-7' ? ['status', 'cell', 'rack', 'log', 'score', 'press', 'lit', 'hover', 'none'] : ['cut1', 'cut5'];
const PHASES = [
  ['style', 'UpdateLayoutTree'],
  ['layout', 'Layout'],
  ['prepaint', 'PrePaint'],
  ['paint', 'Paint'],
  ['layerize', 'Layerize'],
  ['commit', 'Commit'],
  ['visibility', 'IntersectionObserverController::computeIntersections'],
] as const;

/** 24/7 against the Medium AI, MOVES moves by taps (the biggest tile that fits, on the first cell it fits). */
async function movesIn(page: Page): Promise<void> {
  await setUpTwentyFourSeven(page);
  for (let move = 0; move < MOVES; move++) {
    const placement = await myNextPlacement(page);
    await page.locator(`.rack button[aria-label="Tile ${placement.v}"]`).first().click();
    await page.locator(`[data-cell="${placement.at}"]`).click();
    await page.locator('[data-action="confirm"]').click();
  }
  await poll(
    () => turn(page),
    (t) => t === 'mine',
  );
}

/** 7 Jours against three AIs, at the player's first deal (seed 8: the player deals first). */
async function firstDeal(page: Page): Promise<void> {
  await setUpSeptJours(page);
  await page.locator('[data-action="deal"]').waitFor({ timeout: 60_000 });
}

/**
 * Installed in the page: `lab(kind, n, tag)` makes the change of that kind n times, one per frame
 * (undoing it every other time), between two user timing marks named after `tag`. Plain JavaScript
 * text, as the page runs it.
 */
const LAB = `
window.lab = async (kind, n, tag) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const status = document.querySelector('.status__text');
  const empty = [...document.querySelectorAll('.cell:not(.cell--filled)')];
  const cell = empty[Math.floor(empty.length / 2)];
  const rackTiles = document.querySelector('.rack__tiles');
  const log = document.querySelector('.log__move')?.parentElement;
  const score = document.querySelector('.player__score');
  const pill = document.querySelector('.status .pill') ?? document.querySelector('.pill');
  const tile = document.createElement('span');
  tile.className = 'tile tile--board';
  tile.textContent = '5';
  const gap = document.querySelector('[data-gap="' + (kind === 'cut1' ? 1 : 5) + '"]');
  const combo = [...document.querySelectorAll('.cell--filled')].slice(0, 3);
  const hovered = empty.slice(0, 2);
  let taken = null;
  await frame();
  performance.mark('lab:' + tag + ':start');
  for (let i = 0; i < n; i++) {
    const on = i % 2 === 0;
    if (kind === 'status') status.firstChild.textContent = on ? 'Your move: drag a tile to the board' : 'Medium AI is thinking about it';
    if (kind === 'cell') { cell.classList.toggle('cell--filled', on); if (on) cell.replaceChildren(tile); else cell.replaceChildren(); }
    if (kind === 'rack') { if (on) { taken = rackTiles.lastElementChild; taken.remove(); } else rackTiles.append(taken); }
    if (kind === 'log') { if (on) log.prepend(log.firstElementChild.cloneNode(true)); else log.firstElementChild.remove(); }
    if (kind === 'score') score.firstChild.textContent = on ? '123' : '45';
    if (kind === 'press') pill.style.transform = on ? 'scale(0.96)' : '';
    if (kind === 'lit') for (const c of combo) { if (on) c.dataset.lit = 'run'; else delete c.dataset.lit; }
    if (kind === 'hover') { hovered[i % 2].dataset.hover = 'ok'; delete hovered[(i + 1) % 2].dataset.hover; }
    if (kind === 'cut1' || kind === 'cut5') gap.click();
    await frame();
    if (kind === 'cut1' || kind === 'cut5') await new Promise((resolve) => setTimeout(resolve, 450));
  }
  performance.mark('lab:' + tag + ':end');
  for (const c of hovered) delete c.dataset.hover;
};`;

/** Runs every kind under every variant, round after round, and returns the trace. */
async function traceChanges(page: Page, cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await page.evaluate(LAB);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, css] of Object.entries(VARIANTS)) {
      await page.evaluate(`(() => {
        document.getElementById('bench-css')?.remove();
        const style = document.createElement('style');
        style.id = 'bench-css';
        style.textContent = ${JSON.stringify(css)};
        document.head.append(style);
      })()`);
      await pause(300);
      for (const kind of KINDS) await page.evaluate(`window.lab(${JSON.stringify(kind)}, ${FRAMES}, ${JSON.stringify(`${name}|${kind}`)})`);
    }
  }
  const ended = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await ended;
  return events;
}

/** Per variant and kind: each phase's main-thread time per change, summed over the change's windows. */
function perChange(events: TraceEvent[]): Map<string, Map<string, number>> {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mains
    .map((m) => ({ m, n: events.filter((e) => e.pid === m.pid && e.tid === m.tid).length }))
    .sort((a, b) => b.n - a.n)[0]!.m;
  const windows = new Map<string, [number, number][]>();
  const opened = new Map<string, number>();
  for (const mark of events.filter((e) => e.name.startsWith('lab:')).sort((a, b) => a.ts - b.ts)) {
    const tag = mark.name.slice(4, mark.name.lastIndexOf(':'));
    if (mark.name.endsWith(':start')) opened.set(tag, mark.ts);
    else windows.set(tag, [...(windows.get(tag) ?? []), [opened.get(tag)!, mark.ts]]);
  }
  const work = events.filter((e) => e.ph === 'X' && e.pid === busiest.pid && e.tid === busiest.tid);
  const result = new Map<string, Map<string, number>>();
  for (const [tag, spans] of windows) {
    const phases = new Map<string, number>();
    for (const [label, name] of PHASES) {
      const ms = work
        .filter((e) => e.name === name && spans.some(([from, to]) => e.ts >= from && e.ts <= to))
        .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
      phases.set(label, ms / (FRAMES * spans.length));
    }
    result.set(tag, phases);
  }
  return result;
}

const dist = optionGiven('dist');
const outDir = dist ?? mkdtempSync(join(tmpdir(), 'frames-'));
try {
  process.env.NODE_ENV = 'production';
  if (!dist) await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({ root: ROOT, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}/?seed=8`);
    await (GAME === '24-7' ? movesIn(page) : firstDeal(page));
    await pause(1500); // the last move's feedback and the pieces after it, drawn
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const results = perChange(await traceChanges(page, cdp));
    console.log(
      `${GAME === '24-7' ? `24/7, ${MOVES} moves in` : "7 Jours, the player's first deal"}: main-thread rendering per change, ms ` +
        `(CPU ${RATE}× slower; ${FRAMES} changes × ${ROUNDS} rounds)`,
    );
    console.log(`| change | variant | ${PHASES.map(([label]) => label).join(' | ')} | total |`);
    console.log(`|---|---|${PHASES.map(() => '--:|').join('')}--:|`);
    for (const kind of KINDS) {
      for (const variant of Object.keys(VARIANTS)) {
        const phases = results.get(`${variant}|${kind}`)!;
        const total = [...phases.values()].reduce((a, b) => a + b, 0);
        console.log(`| ${kind} | ${variant} | ${[...phases.values()].map((ms) => ms.toFixed(2)).join(' | ')} | ${total.toFixed(2)} |`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  if (!dist) rmSync(outDir, { recursive: true, force: true });
}
