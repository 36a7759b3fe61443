/** Two humans on one phone: the hand-off screen covers the board and the next hand is not even in the page until tapped. */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../src/engine/twentyfourseven/index.js';
import { endlessAnimatedProperties, phoneContext, screenshot, watchProblems, useAppInChromium } from './harness';
import { cell, centre, choosePlacement, movesPlayed, rackTile, readCells, readRack, startGame, touchDrag } from './play';

const SEED = 31;

describe('pass-and-play', () => {
  const app = useAppInChromium();

  it('hides each hand behind a hand-off screen between two human turns', async () => {
    const context = await phoneContext(app.browser);
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      await startGame(
        page,
        app.server.url,
        SEED,
        [
          { kind: 'Human', name: 'Ada' },
          { kind: 'Human', name: 'Bo' },
        ],
        0,
      );
      const deck = shuffledDeck(SEED);
      const adaHand = deck.slice(4, 10).sort((a, b) => a - b);
      const boHand = deck.slice(10, 16).sort((a, b) => a - b);

      // Before the first turn: Ada is asked for, and no tile of any hand is in the page.
      const handoff = page.locator('.handoff');
      await expect.poll(() => handoff.locator('.handoff__title').textContent()).toBe('Pass to Ada');
      expect(await handoff.textContent()).toContain('Tap when ready');
      expect(await page.locator('.rack button').count()).toBe(0);
      await screenshot(page, 'handoff-phone');
      // While it waits, its hint breathes on the compositor alone (no restyle or repaint per frame).
      expect(await endlessAnimatedProperties(page)).toEqual(['opacity']);
      await handoff.locator('button').tap();
      await expect.poll(() => readRack(page)).toEqual(adaHand);

      const cdp = await context.newCDPSession(page);
      const { v, r, c } = choosePlacement(await readCells(page), adaHand)!;
      await touchDrag(cdp, await centre(rackTile(page, v)), await centre(cell(page, r, c)));
      await page.locator('[data-action="confirm"]').tap();
      await expect.poll(() => movesPlayed(page)).toBe(1);
      // Ada's hand leaves at once; then Bo is asked for, still without any tile showing.
      expect(await page.locator('.rack button').count()).toBe(0);
      await expect.poll(() => handoff.locator('.handoff__title').textContent()).toBe('Pass to Bo');
      expect(await page.locator('.rack button').count()).toBe(0);
      expect(await page.getByRole('dialog').getAttribute('aria-labelledby')).toBe('handoff-title');
      // The tap's frame shows the press only (the hand-off still up, no tile, the button no longer
      // focused); Bo's hand is drawn in a later frame. Read in that frame's animation callbacks.
      await page.evaluate(() => {
        const w = window as unknown as { tapFrame?: { handoff: number; tiles: number; focused: boolean } };
        window.addEventListener(
          'click',
          () =>
            requestAnimationFrame(() => {
              w.tapFrame = {
                handoff: document.querySelectorAll('.handoff').length,
                tiles: document.querySelectorAll('.rack button').length,
                focused: document.activeElement?.classList.contains('handoff__button') ?? false,
              };
            }),
          { once: true },
        );
      });
      await handoff.locator('button').tap();
      await expect.poll(() => page.evaluate('window.tapFrame')).toEqual({ handoff: 1, tiles: 0, focused: false });
      await expect.poll(() => readRack(page)).toEqual(boHand);
      await expect.poll(() => page.locator('.status__text').textContent()).toContain('Bo, your turn');
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
