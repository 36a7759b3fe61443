// The manifest's screenshots, taken from the real app in Chromium: a phone in portrait (narrow,
// 780×1688) and a tablet in landscape (wide, 1280×800), each showing a game in progress.
// Run: `npm run screenshots` (builds into a temporary folder, so dist/ is left alone).
// The game is built with the engine (greedy moves from a fixed deck) and opened through window.__247.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { Game, cellAt, legalMoves, recordOf, scoreBreakdown, shuffledDeck } from '../src/engine/index.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'public', 'screenshots');
const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SHOTS = [
  { file: 'phone.png', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { file: 'tablet.png', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: true },
];

/** Sixteen moves into a 2-player game, each the placement that scores most; the player to move next. */
function midGame() {
  const game = new Game(2, shuffledDeck(11));
  while (!game.over && (game.history.length < 16 || game.state.toMove !== 0)) {
    const moves = legalMoves(game.state);
    const score = (m) => scoreBreakdown(game.state, cellAt(m.r, m.c), m.v).total;
    game.play(moves.reduce((a, b) => (score(b) > score(a) ? b : a)));
  }
  return recordOf(game, { seats: ['human', 'medium'], names: ['You', 'Medium AI'], options: { openHands: false }, seed: 11 });
}

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get update && apt-get install -y chromium\``);
  process.exit(1);
}

const outDir = mkdtempSync(join(tmpdir(), '247-shots-'));
// Mode 'test' keeps the test hook (window.__247), which opens the games to photograph.
await build({ root: ROOT, logLevel: 'warn', mode: 'test', build: { outDir, emptyOutDir: true } });
const server = await preview({ root: ROOT, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, open: false } });
const url = `http://127.0.0.1:${server.httpServer.address().port}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
const record = midGame();
try {
  await mkdir(OUT, { recursive: true });
  for (const { file, ...options } of SHOTS) {
    const context = await browser.newContext({ ...options, colorScheme: 'light', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(url);
    const error = await page.evaluate((r) => window.__247.open(r), record);
    if (error) throw new Error(`the app refused the game: ${error}`);
    await page.locator('.status--yours').waitFor();
    await page.locator('.cell__fits').first().waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: join(OUT, file) });
    console.log(`public/screenshots/${file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
