/**
 * Take-backs in real Chromium: two moves taken back against the AI, a reload shows the game as taken
 * back; a game with take-backs says so in its header, the games list, the replay viewer and the
 * statistics (counted apart); none are offered between two people.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Game, legalMoves, recordOf, shuffledDeck } from '../../src/engine/twentyfourseven/index.js';
import { appHook, phoneContext, screenshot, useAppInChromium, watchProblems } from './harness';
import { movesPlayed, playOneMove, startGame, waitForTurn } from './play';

const hook = appHook;

const takeBackButton = (page: Page) => page.getByRole('button', { name: 'Take back my last move' });

describe('take-backs', () => {
  const app = useAppInChromium();

  it('takes two moves back against the AI, and a reload shows the game as taken back', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await startGame(page, app.server.url, 77, [{ kind: 'Human' }, { kind: 'Easy AI' }]);
      expect(await takeBackButton(page).count()).toBe(0); // nothing played yet
      for (let i = 0; i < 3; i++) await playOneMove(page);
      expect(await waitForTurn(page)).toBe('mine');
      await hook(page).saved();
      const played = (await hook(page).record())!;
      expect(played.moves).toHaveLength(6);

      await takeBackButton(page).tap();
      await expect.poll(() => movesPlayed(page)).toBe(4);
      await expect.poll(() => page.locator('.notice').textContent()).toContain('Move taken back');
      await takeBackButton(page).tap();
      await expect.poll(() => movesPlayed(page)).toBe(2);
      expect(await waitForTurn(page)).toBe('mine');
      const mark = page.locator('.topbar .takeback-mark');
      expect(await mark.getAttribute('title')).toBe('2 moves taken back');
      await screenshot(page, 'takeback-phone');
      await hook(page).saved();
      const takenBack = (await hook(page).record())!;
      expect(takenBack.moves).toEqual(played.moves.slice(0, 2));
      expect(takenBack.meta?.['takebacks']).toBe(2);
      expect(takenBack.meta?.['id']).toBe(played.meta?.['id']);

      await page.reload();
      await hook(page).ready();
      expect(await hook(page).record()).toEqual(takenBack);
      await page.locator('.home__actions button', { hasText: 'Continue' }).tap();
      expect(await waitForTurn(page)).toBe('mine');
      expect(await movesPlayed(page)).toBe(2);
      expect(await mark.getAttribute('title')).toBe('2 moves taken back');
      // Played on from there: the same tiles come, and the game goes on as any other.
      await playOneMove(page);
      expect(await waitForTurn(page)).toBe('mine');
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('marks a finished game with take-backs in the games list and the replay, and counts it apart', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.goto(app.server.url);
      await hook(page).ready();
      const game = new Game(2, shuffledDeck(31));
      for (let i = 0; !game.over; i++) game.play(legalMoves(game.state)[(i * 5) % legalMoves(game.state).length]!);
      const meta = { seats: ['human', 'hard'], names: ['Ada', 'Hard AI'], seed: 31, id: 'taken-back-31', started: 1_700_000_000_000 };
      expect(await hook(page).open(recordOf(game, { ...meta, takebacks: 3 }))).toBeNull();
      await hook(page).saved();
      await page.goto(app.server.url);
      await hook(page).ready();
      await page.getByRole('button', { name: 'Games' }).tap();
      const line = page.locator('[data-game-id="taken-back-31"]');
      await expect.poll(() => line.locator('.takeback-mark').getAttribute('title')).toBe('3 moves taken back');
      await page.getByRole('button', { name: 'Statistics' }).tap();
      const apart = page.locator('[data-opposition="take-backs"]');
      await expect.poll(() => apart.locator('[data-played]').textContent()).toBe('1');
      expect(await page.locator('[data-opposition="hard"] [data-played]').textContent()).toBe('0');
      expect(await page.locator('[data-best]').count()).toBe(0); // a best score is for games played straight
      await screenshot(page, 'takeback-stats-phone');
      await page.getByRole('button', { name: 'Back' }).tap();
      await line.tap();
      await expect.poll(() => page.locator('.replay__bar .takeback-mark').getAttribute('title')).toBe('3 moves taken back');
    } finally {
      await context.close();
    }
  });

  it('offers no take-back between two people', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await startGame(page, app.server.url, 5, [
        { kind: 'Human', name: 'Ada' },
        { kind: 'Human', name: 'Bo' },
      ]);
      for (let turn = 0; turn < 2; turn++) {
        await page.locator('.handoff button').tap();
        await playOneMove(page);
      }
      await page.locator('.handoff button').tap();
      expect(await waitForTurn(page)).toBe('mine');
      expect(await takeBackButton(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
