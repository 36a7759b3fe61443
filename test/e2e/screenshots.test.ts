/**
 * The product as players see it: Home, a game in progress (a tile being dragged), scoring feedback,
 * and Game over, on a phone (390×844, light and dark), a small phone (360×640) and a tablet in
 * landscape (1024×768, light and dark). Games are opened from records built here with the engine.
 * Also checks what must hold at every size: touch targets of 44 px, the board inside the screen.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  Game,
  cellAt,
  legalMoves,
  recordOf,
  scoreBreakdown,
  shuffledDeck,
  type GameRecord,
  type Move,
} from '../../src/engine/twentyfourseven/index.js';
import { PHONE, screenshot, TABLET, watchProblems, useAppInChromium, HOME_TITLE } from './harness';
import { cell, centre, choosePlacement, rackTile, readCells, readRack, touchDrag, touchRelease } from './play';

const META = { seats: ['human', 'medium'], names: ['You', 'Medium AI'], options: { openHands: false }, seed: 3 };

/** A deterministic game: each move the one that scores most (first found), as far as `stop` allows. */
function playUntil(stop: (game: Game) => boolean): Game {
  const game = new Game(2, shuffledDeck(3));
  while (!game.over && !stop(game)) {
    const moves = legalMoves(game.state);
    const score = (m: Move) => scoreBreakdown(game.state, cellAt(m.r, m.c), m.v).total;
    const pick =
      game.history.length % 3 === 2
        ? moves[(game.history.length * 7) % moves.length]!
        : moves.reduce((a, b) => (score(b) > score(a) ? b : a));
    game.play(pick);
  }
  return game;
}

/** The human (seat 0) to move, with a placement on a 2x cell that scores two or more combinations. */
function scoringPosition(): { record: GameRecord; move: Move } {
  for (let n = 6; n < 30; n++) {
    const game = playUntil((g) => g.history.length >= n);
    if (game.over || game.state.toMove !== 0) continue;
    const rich = legalMoves(game.state).find((m) => {
      const breakdown = scoreBreakdown(game.state, cellAt(m.r, m.c), m.v);
      return breakdown.combos.length >= 2 && breakdown.doubled;
    });
    if (rich) return { record: recordOf(game, META), move: rich };
  }
  throw new Error('no position with a doubled double combination');
}

const inProgress = recordOf(
  playUntil((g) => g.history.length >= 12 && g.state.toMove === 0),
  META,
);
const finished = recordOf(
  playUntil(() => false),
  META,
);
const scoring = scoringPosition();

const SIZES: [string, BrowserContextOptions][] = [
  ['phone', PHONE],
  ['phone-dark', { ...PHONE, colorScheme: 'dark' }],
  ['small', { ...PHONE, viewport: { width: 360, height: 640 } }],
  ['phone-landscape', { ...PHONE, viewport: { width: 844, height: 390 } }],
  ['tablet', TABLET],
  ['tablet-dark', { ...TABLET, colorScheme: 'dark' }],
];

async function openRecord(page: Page, record: GameRecord): Promise<void> {
  const error = await page.evaluate(
    (r) => (window as unknown as { __247: { open(r: unknown): Promise<string | null> } }).__247.open(r),
    record,
  );
  expect(error).toBe(null);
  await expect.poll(() => page.locator('[role="grid"]').count()).toBe(1);
}

describe('screenshots', () => {
  const app = useAppInChromium();

  for (const [name, options] of SIZES) {
    it(`Home, a game in progress, scoring feedback and Game over (${name})`, async () => {
      const context = await app.browser.newContext({ ...options, colorScheme: options.colorScheme ?? 'light' });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        const problems = watchProblems(page);
        await page.goto(app.server.url);
        await expect.poll(() => page.locator('main h1').textContent()).toBe(HOME_TITLE);
        await screenshot(page, `home-${name}`);

        // A game in progress, with a tile in the air.
        await openRecord(page, inProgress);
        await expect.poll(() => page.locator('.status--yours').count()).toBe(1);
        await expect.poll(() => page.locator('.cell__fits').count()).toBeGreaterThan(0);
        const { width, height } = page.viewportSize()!;
        const board = (await page.locator('.board').boundingBox())!;
        expect(board.x).toBeGreaterThanOrEqual(0);
        expect(board.y + board.height).toBeLessThanOrEqual(height);
        expect(board.x + board.width).toBeLessThanOrEqual(width);
        const small = await page.locator('.game button:visible').evaluateAll((buttons) =>
          buttons
            .map((b) => b.getBoundingClientRect())
            .filter((r) => r.width < 43.5 || r.height < 43.5)
            .map((r) => `${r.width}x${r.height}`),
        );
        // Board cells are the only buttons allowed under 44 px (7 across a 360 px screen), and not by much.
        const cellSize = (await cell(page, 0, 0).boundingBox())!;
        expect(cellSize.width).toBeGreaterThanOrEqual(40);
        expect(small.length).toBeLessThanOrEqual(49);
        const placement = choosePlacement(await readCells(page), await readRack(page))!;
        const cdp = await context.newCDPSession(page);
        const from = await centre(rackTile(page, placement.v));
        const to = await centre(cell(page, placement.r, placement.c));
        await touchDrag(cdp, from, { x: to.x + 6, y: to.y + 4 }, { release: false });
        await expect.poll(() => page.locator('.tile--floating').count()).toBe(1);
        await expect.poll(() => page.locator(".cell[data-hover='ok']").count()).toBe(1);
        await screenshot(page, `game-${name}`);
        await touchRelease(cdp);
        await expect.poll(() => page.locator('[data-action="confirm"]').count()).toBe(1);

        // Scoring feedback.
        await page.goto(app.server.url);
        await openRecord(page, scoring.record);
        await expect.poll(() => page.locator('.status--yours').count()).toBe(1);
        const { r, c, v } = scoring.move;
        await rackTile(page, v).click();
        await cell(page, r, c).click();
        await expect.poll(() => page.locator('[data-action="confirm"]').count()).toBe(1);
        await screenshot(page, `confirm-${name}`);
        await page.locator('[data-action="confirm"]').click();
        await expect.poll(() => page.locator('.feedback__label--combo').count()).toBe(1);
        await expect.poll(() => page.locator('.cell[data-lit]').count()).toBeGreaterThan(1);
        await screenshot(page, `feedback-${name}`);
        // The move log: a panel beside the board on a tablet, under it on a tall phone, a sheet on a small
        // phone or a phone on its side.
        if (name !== 'small' && name !== 'phone-landscape') {
          expect(await page.locator('.log__move').first().isVisible()).toBe(true);
          expect(await page.getByRole('button', { name: 'Moves', exact: true }).isVisible()).toBe(false);
        } else {
          expect(await page.locator('.log__move').first().isVisible()).toBe(false);
          await page.getByRole('button', { name: 'Moves', exact: true }).click();
          await expect.poll(() => page.locator('.log').evaluate((log) => getComputedStyle(log).transform)).toBe('none');
          await screenshot(page, `log-${name}`);
        }

        // Game over.
        await page.goto(app.server.url);
        await openRecord(page, finished);
        await expect.poll(() => page.locator('.gameover').count()).toBe(1);
        await screenshot(page, `gameover-${name}`);
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
