/**
 * The game review in real Chromium: from Game over, the moves are judged in the worker with the
 * progress shown and a Stop that keeps what was judged; the finished review shows each player's
 * figures and their costliest moves, and is kept with the game, so opening it again from the games
 * list is instant, offline or not.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Game, legalMoves, recordOf, shuffledDeck, type GameRecord } from '../../src/engine/twentyfourseven/index.js';
import { appHook, phoneContext, screenshot, tabletContext, useAppInChromium, watchProblems } from './harness';

const hook = appHook;

/** A finished 2-player game: Ada plays the first legal move more often than not, against Hard. */
function finishedRecord(seed: number, id: string): GameRecord {
  const game = new Game(2, shuffledDeck(seed));
  for (let i = 0; !game.over; i++) {
    const moves = legalMoves(game.state);
    game.play(moves[(i * 7) % moves.length]!);
  }
  return recordOf(game, { seats: ['human', 'hard'], names: ['Ada', 'Hard AI'], seed, id, started: 1_700_000_000_000 });
}

const accuracy = (page: Page, seat: number) => page.locator(`[data-review-seat="${seat}"] [data-accuracy]`);

describe('game review', () => {
  const app = useAppInChromium();

  it('reviews a finished game from Game over with its progress, and keeps it for next time', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const problems = watchProblems(page);
      await page.goto(app.server.url);
      await hook(page).ready();
      const record = finishedRecord(41, 'review-41');
      expect(await hook(page).open(record)).toBeNull();
      await hook(page).saved();
      await page.locator('[data-action="review"]').tap();
      const bar = page.getByRole('progressbar');
      await expect.poll(() => bar.count()).toBe(1);
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
      await screenshot(page, 'review-progress-phone');
      // Ada's moves are judged first: her figures come while the AI's moves are still being judged.
      await expect.poll(() => accuracy(page, 0).count(), { timeout: 120_000 }).toBe(1);
      await expect.poll(() => bar.count(), { timeout: 120_000 }).toBe(0);
      const figure = Number(await accuracy(page, 0).getAttribute('data-accuracy'));
      expect(figure).toBeGreaterThanOrEqual(0);
      expect(figure).toBeLessThanOrEqual(100);
      expect(await page.locator('[data-review-move]').count()).toBe(Math.ceil(record.moves.length / 2));
      await screenshot(page, 'review-phone', true);
      // The AI's moves are reviewed too.
      await page.locator('[data-review-seat="1"]').tap();
      await expect.poll(() => page.locator('[data-review-move]').count()).toBe(Math.floor(record.moves.length / 2));

      // Kept: after a reload, the games list opens it at once, with no worker at work.
      await page.reload();
      await hook(page).ready();
      await page.getByRole('button', { name: 'Games' }).tap();
      await page.locator('[data-review-game="review-41"]').tap();
      await expect.poll(() => accuracy(page, 0).getAttribute('data-accuracy')).toBe(figure.toFixed(1));
      expect(await page.getByRole('progressbar').count()).toBe(0);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stops when asked, keeps what was judged, and goes on from there', async () => {
    const context = await tabletContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.goto(app.server.url);
      await hook(page).ready();
      expect(await hook(page).open(finishedRecord(43, 'review-43'))).toBeNull();
      await page.locator('[data-action="review"]').tap();
      const bar = page.getByRole('progressbar');
      await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0)).toBeGreaterThan(1);
      await page.locator('[data-action="stop-review"]').tap();
      await expect.poll(() => page.locator('.review__progress').textContent()).toMatch(/Review stopped after \d+ of \d+ moves/);
      const stoppedAt = Number(/after (\d+)/.exec((await page.locator('.review__progress').textContent())!)![1]);
      expect(stoppedAt).toBeGreaterThan(1);
      await page.locator('[data-action="resume-review"]').tap();
      await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0)).toBeGreaterThanOrEqual(stoppedAt);
      await expect.poll(() => bar.count(), { timeout: 120_000 }).toBe(0);
      expect(await accuracy(page, 0).count()).toBe(1);
      await screenshot(page, 'review-tablet', true);
    } finally {
      await context.close();
    }
  });
});
