/**
 * The players' languages in real Chromium: a first start follows the browser's language, a switch in
 * Settings mid-game keeps the game and redraws it at once, and the game screen, How to play and Game
 * over in French and Japanese at phone sizes (screenshots listed in the README).
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/app/i18n/en.js';
import { fr } from '../../src/app/i18n/fr.js';
import { ja } from '../../src/app/i18n/ja.js';
import { Game, legalMoves, recordOf, shuffledDeck, type GameRecord } from '../../src/engine/twentyfourseven/index.js';
import { PHONE, screenshot, TABLET, useAppInChromium, watchProblems } from './harness';
import { movesPlayed, playOneMove, startGame } from './play';

const META = { seats: ['human', 'medium'], names: ['Ada', 'Bo'], options: { openHands: false }, seed: 5 };

function recordAfter(moves: number): GameRecord {
  const game = new Game(2, shuffledDeck(5));
  while (!game.over && game.history.length < moves) {
    const legal = legalMoves(game.state);
    game.play(legal[(game.history.length * 5) % legal.length]!);
  }
  return recordOf(game, META);
}
const inProgress = recordAfter(10);
const finished = recordAfter(1000);

const SIZES: [string, BrowserContextOptions][] = [
  ['phone', PHONE],
  ['small', { ...PHONE, viewport: { width: 360, height: 640 } }],
  ['tablet', TABLET],
];

type Hook = { open(record: unknown): Promise<string | null>; record(): GameRecord | null; ready(): Promise<void> };
async function open(page: Page, record: GameRecord): Promise<void> {
  const error = await page.evaluate((r) => (window as unknown as { __247: Hook }).__247.open(r), record);
  expect(error).toBe(null);
  await expect.poll(() => page.locator('[role="grid"]').count()).toBe(1);
}

/** Elements whose text is wider than their box (cut or overflowing), as "tag.class: text". */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, h1, h2, .status__text, .player__name, .topbar__title'))
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.trim()}`),
  );
}

describe('languages', () => {
  const app = useAppInChromium();

  it.each([
    ['fr-FR', 'fr', fr.home.rules],
    ['ja-JP', 'ja', ja.home.rules],
  ] as const)('a first start with a %s browser speaks its language', async (browserLocale, lang, howToPlay) => {
    const context = await app.browser.newContext({ ...PHONE, locale: browserLocale });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(app.server.url);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await expect.poll(() => page.getByRole('button', { name: howToPlay }).count()).toBe(1);
      expect(problems.consoleErrors).toEqual([]);
      // Remembered: the next visit starts in it at once (the prebuilt English Home is not shown).
      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
    } finally {
      await context.close();
    }
  });

  it('a switch to French in Settings mid-game keeps the game and redraws it', async () => {
    const context = await app.browser.newContext({ ...PHONE, locale: 'en-GB', reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await startGame(page, app.server.url, 21, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
      await playOneMove(page);
      await expect.poll(() => movesPlayed(page)).toBe(2);
      const before = await page.evaluate(() => (window as unknown as { __247: Hook }).__247.record());
      await page.getByRole('button', { name: en.common.settings }).click();
      await page.getByRole('radio', { name: 'Français' }).check();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
      await page.getByRole('button', { name: fr.common.back }).click();
      await expect.poll(() => page.locator('[role="grid"]').getAttribute('aria-label')).toBe(fr.game.board);
      expect(await page.evaluate(() => (window as unknown as { __247: Hook }).__247.record())).toEqual(before);
      // The cells' names and the rack are French too (the memoized cells redraw on a switch).
      const label = await page.locator('[data-cell="3,3"]').getAttribute('aria-label');
      expect(label).toContain(fr.cells.name({ r: 4, c: 4 }));
      // And play goes on, in French: a cell named as fitting a rack tile takes it.
      const fits = new RegExp(fr.cells.fits({ v: 99 }).replace('99', '(\\d+)'));
      await expect
        .poll(() =>
          page
            .locator('[data-cell]')
            .evaluateAll((cells, source) => cells.some((c) => new RegExp(source).test(c.getAttribute('aria-label') ?? '')), fits.source),
        )
        .toBe(true);
      const rack = await page.locator('.rack button').evaluateAll((tiles) => tiles.map((t) => Number(t.textContent)));
      const target = await page.locator('[data-cell]').evaluateAll(
        (cells, [source, values]) => {
          for (const cell of cells) {
            const fit = Number(new RegExp(source as string).exec(cell.getAttribute('aria-label') ?? '')?.[1] ?? 0);
            const v = (values as number[]).find((x) => x <= fit);
            if (v !== undefined) return { at: (cell as HTMLElement).dataset.cell!, v };
          }
          return null;
        },
        [fits.source, rack] as const,
      );
      expect(target).not.toBe(null);
      await page.locator(`.rack button:text-is("${target!.v}")`).first().tap();
      await page.locator(`[data-cell="${target!.at}"]`).tap();
      await page.locator('[data-action="confirm"]').tap();
      await expect.poll(() => movesPlayed(page)).toBeGreaterThan(2);
    } finally {
      await context.close();
    }
  });

  for (const [lang, browserLocale] of [
    ['fr', 'fr-FR'],
    ['ja', 'ja-JP'],
  ] as const) {
    it.each(SIZES)(`the game, How to play and Game over in ${lang} (%s)`, async (size, options) => {
      const context = await app.browser.newContext({ ...options, locale: browserLocale, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        const problems = watchProblems(page);
        await page.goto(app.server.url);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
        await open(page, inProgress);
        await page.locator('.rack button').first().tap();
        await screenshot(page, `lang-${lang}-game-${size}`);
        expect(await overflowing(page)).toEqual([]);
        await open(page, finished);
        await expect.poll(() => page.locator('.gameover').count()).toBe(1);
        await screenshot(page, `lang-${lang}-gameover-${size}`);
        expect(await overflowing(page)).toEqual([]);
        await page.goto(`${app.server.url}`);
        await page.getByRole('button', { name: (lang === 'fr' ? fr : ja).home.rules }).click();
        await expect.poll(() => page.locator('.rules').count()).toBe(1);
        await screenshot(page, `lang-${lang}-rules-${size}`, true);
        expect(await overflowing(page)).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
