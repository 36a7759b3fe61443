import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApp,
  launchChromium,
  phoneContext,
  screenshot,
  startPreview,
  tabletContext,
  watchProblems,
  type Preview,
} from './harness';

describe('home screen', () => {
  let server: Preview;
  let browser: Browser;

  beforeAll(async () => {
    await buildApp();
    server = await startPreview();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const sizes: [string, (b: Browser, o?: BrowserContextOptions) => Promise<BrowserContext>][] = [
    ['phone', phoneContext],
    ['tablet', tabletContext],
  ];

  for (const [size, newContext] of sizes) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`shows the title, the board and the rules on a ${size} (${colorScheme})`, async () => {
        const context = await newContext(browser, { colorScheme });
        try {
          const page = await context.newPage();
          page.setDefaultTimeout(15_000);
          const problems = watchProblems(page);
          const requested: string[] = [];
          page.on('request', (request) => requested.push(request.url()));

          await page.goto(server.url);
          await expect.poll(() => page.locator('main h1').textContent()).toBe('24/7');
          expect(await page.locator('main p').first().textContent()).toBe(
            'Place tiles, make 7s and 24s, gather the most minutes',
          );
          expect(await page.locator('.mini-board > .cell').count()).toBe(49);
          expect(await page.locator('.mini-board .cell--double').count()).toBe(8);
          expect(await page.locator('.mini-board .cell--start').textContent()).toBe('24/7');

          const suffix = colorScheme === 'light' ? '' : '-dark';
          await screenshot(page, `home-${size}${suffix}`);

          // The only button works: it opens and closes the rules summary.
          const button = page.locator('button[aria-controls="how-to-play"]');
          expect(await button.textContent()).toBe('How to play');
          const box = await button.boundingBox();
          expect(box?.height).toBeGreaterThanOrEqual(44);
          await button.click();
          await expect.poll(() => page.locator('#how-to-play').isVisible()).toBe(true);
          await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
          // It is scrolled into view, even when it opens below the fold on a phone.
          await expect
            .poll(() => page.locator('#how-to-play h2').evaluate((h2) => h2.getBoundingClientRect().bottom <= innerHeight))
            .toBe(true);
          await screenshot(page, `home-${size}${suffix}-rules`, true);
          expect(await button.textContent()).toBe('Hide the rules');
          await button.click();
          await expect.poll(() => page.locator('#how-to-play').isVisible()).toBe(false);

          expect(problems.consoleErrors).toEqual([]);
          expect(problems.failedRequests).toEqual([]);
          expect(requested.filter((url) => !url.startsWith(server.url))).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
