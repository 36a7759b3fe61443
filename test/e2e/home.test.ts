import { describe, expect, it } from 'vitest';
import { HOME_TITLE, homeMenu, phoneContext, screenshot, tabletContext, watchProblems, useAppInChromium } from './harness';

describe('home and menu screens', () => {
  const app = useAppInChromium();

  it('shows the title and the menu; How to play, Settings and a one-tap game against a Medium AI work', async () => {
    const context = await phoneContext(app.browser);
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));

      await page.goto(app.server.url);
      await expect.poll(() => page.locator('main h1').textContent()).toBe(HOME_TITLE);
      expect(await page.locator('main p').first().textContent()).toBe('Two table games to play anywhere, even offline');
      // Each game's tile: its picture, its name and its line.
      expect(await page.locator('[data-game="24-7"] .mini-board > .cell').count()).toBe(49);
      expect(await page.locator('[data-game="24-7"] .mini-board .cell--double').count()).toBe(8);
      expect(await page.locator('[data-game="24-7"] .mini-board .cell--start').textContent()).toBe('24/7');
      expect(await page.locator('[data-game="7-jours"] .card-fan .sj-card').count()).toBe(3);
      expect(await page.locator('.game-tile__name').allTextContents()).toEqual(['24/7', '7 Jours 4 Éléments']);
      expect(await page.locator('.game-tile__line').allTextContents()).toEqual([
        'Place tiles, make 7s and 24s, gather the most minutes',
        'Cut seven cards into packets, pick yours, rule the four elements',
      ]);
      expect(await homeMenu(page)).toEqual(['24-7', '7-jours', 'daily', 'Games', 'How to play', 'Settings']);
      for (const box of await page.locator('.home__actions button').evaluateAll((b) => b.map((x) => x.getBoundingClientRect().height))) {
        expect(box).toBeGreaterThanOrEqual(44);
      }
      await screenshot(page, 'home-phone');

      // How to play: the rules, the scoring table, a picture of each combination; Back returns.
      await page.getByRole('button', { name: 'How to play' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('How to play');
      expect(await page.locator('.combo-pic').count()).toBe(7);
      const names = await page.locator('.combo__name > span:first-child').allTextContents();
      expect(names).toEqual(['Sum of 7', 'Sum of 24', 'Run of 3 to 6', 'Set of 3 or 4', '24 in 7', '24/7 bonus', 'Double cell']);
      await screenshot(page, 'rules-phone', true);
      // The switch at the top shows 7 Jours' rules: the 28 cards, the worked deal, the scoring.
      await page.locator('.rules [data-game="7-jours"]').click();
      await expect.poll(() => page.locator('.rules .sept-rules__deck .sj-card').count()).toBe(28);
      // …and, for both games, how the game review judges a move.
      expect(await page.locator('.rules h2').allTextContents()).toEqual(['The cards', 'A round', 'Scoring', 'The game review']);
      await screenshot(page, 'rules-sept-phone', true);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => page.locator('main h1').textContent()).toBe(HOME_TITLE);

      // Settings are remembered.
      await page.getByRole('button', { name: 'Settings' }).click();
      const confirm = page.getByRole('switch', { name: /Confirm each placement/ });
      expect(await confirm.isChecked()).toBe(true);
      await confirm.click();
      await screenshot(page, 'settings-phone');
      await page.evaluate(() => (window as unknown as { __247: { saved(): Promise<void> } }).__247.saved());
      await page.reload();
      await page.evaluate(() => (window as unknown as { __247: { ready(): Promise<void> } }).__247.ready());
      await page.getByRole('button', { name: 'Settings' }).click();
      expect(await page.getByRole('switch', { name: /Confirm each placement/ }).isChecked()).toBe(false);
      await page.getByRole('button', { name: 'Back' }).click();

      // A game's tile opens its New game: the defaults are you against a Medium AI; one tap starts.
      await page.locator('[data-game="24-7"]').click();
      expect(await page.locator('.new-game input[name="game"]:checked').evaluate((i) => i.closest('label')!.dataset['game'])).toBe('24-7');
      expect(
        await page.locator('[data-seat-editor] input[type="text"]').evaluateAll((i) => i.map((x) => (x as HTMLInputElement).value)),
      ).toEqual(['You', 'Medium AI']);
      await screenshot(page, 'new-game-phone');
      await page.locator('[data-action="start"]').click();
      await expect.poll(() => page.locator('[role="grid"] [data-cell]').count()).toBe(49);
      const names2 = await page.locator('.player__name').allTextContents();
      expect(names2.sort()).toEqual(['Medium AI', 'You']);

      // Back home, Continue returns to the game in progress.
      await page.getByRole('button', { name: 'Home' }).click();
      await expect.poll(() => page.locator('.home__actions button').first().textContent()).toMatch(/^ ?Continue/);
      await page.locator('.home__actions button').first().click();
      await expect.poll(() => page.locator('[role="grid"]').count()).toBe(1);

      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
      expect(requested.filter((url) => !url.startsWith(app.server.url))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lays out How to play and New game on a tablet', async () => {
    const context = await tabletContext(app.browser, { colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      await page.goto(app.server.url);
      await screenshot(page, 'home-tablet-dark');
      await page.getByRole('button', { name: 'How to play' }).click();
      await expect.poll(() => page.locator('.combo-pic').count()).toBe(7);
      await screenshot(page, 'rules-tablet-dark');
      await page.locator('.rules [data-game="7-jours"]').click();
      await expect.poll(() => page.locator('.rules .sept-rules__deck .sj-card').count()).toBe(28);
      await screenshot(page, 'rules-sept-tablet-dark');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.locator('[data-game="24-7"]').click();
      await page.getByRole('button', { name: 'Add a player' }).click();
      expect(await page.locator('[data-seat-editor]').count()).toBe(3);
      await screenshot(page, 'new-game-tablet-dark');
    } finally {
      await context.close();
    }
  });
});
