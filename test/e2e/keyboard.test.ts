/** Keyboard only: Tab to a rack tile, Enter picks it, Tab to the board, arrows to a cell, Enter places, Enter confirms. */
import { describe, expect, it } from 'vitest';
import { watchProblems, useAppInChromium } from './harness';
import { choosePlacement, loggedMoves, readCells, readRack, startGame, waitForTurn } from './play';

describe('keyboard', () => {
  const app = useAppInChromium();

  it('places a tile with the keyboard alone', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      await startGame(page, app.server.url, 5, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
      expect(await waitForTurn(page)).toBe('mine');
      const { v, r, c } = choosePlacement(await readCells(page), await readRack(page))!;
      const focused = () =>
        page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

      // Tab along until the rack tile has focus, then pick it.
      for (let i = 0; i < 30 && (await focused()) !== `Tile ${v}`; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe(`Tile ${v}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator(`.rack button[aria-label="Tile ${v}"][aria-pressed="true"]`).count()).toBe(1);

      // The board is one tab stop; the start cell has it first. Shift+Tab back from the rack reaches it.
      for (let i = 0; i < 30 && !(await focused()).startsWith('Row '); i++) await page.keyboard.press('Shift+Tab');
      expect(await focused()).toBe(`Row 4, column 4, tile ${(await readCells(page)).find((x) => x.r === 3 && x.c === 3)!.tile}, start`);
      for (let k = 3; k < r; k++) await page.keyboard.press('ArrowDown');
      for (let k = 3; k > r; k--) await page.keyboard.press('ArrowUp');
      for (let k = 3; k < c; k++) await page.keyboard.press('ArrowRight');
      for (let k = 3; k > c; k--) await page.keyboard.press('ArrowLeft');
      expect(await focused()).toMatch(new RegExp(`^Row ${r + 1}, column ${c + 1}, empty, up to \\d+ fits`));
      await page.keyboard.press('Enter');
      await expect.poll(focused).toBe('Place');
      await page.keyboard.press('Enter');
      await expect.poll(() => loggedMoves(page)).toEqual([{ r, c, v, player: 0 }]);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
