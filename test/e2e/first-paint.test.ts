/**
 * The first paint: index.html holds Home as plain HTML (written at build time), so it shows before the
 * app's script has arrived. A tap in that moment is held and replayed, and a player with a game in
 * play never sees that newcomer's Home (it has no Continue).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext, watchProblems, useAppInChromium, homeMenu, HOME_TITLE } from './harness';
import { playOneMove, startGame } from './play';

/** Holds the app's entry script until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const menu = homeMenu;

/**
 * Serves the app from `origin` through a server that sends index.html in two pieces, the second
 * `pause` ms after the first: a slow network or a slow phone's parser, made certain.
 */
async function servedInPieces(origin: string, cutBefore: string, pause: number): Promise<Server & { url: string }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, origin));
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
    const body = Buffer.from(await upstream.arrayBuffer());
    const cut = request.url === '/' ? body.indexOf(cutBefore) : -1;
    if (cut < 0) return void response.end(body);
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), pause);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(server, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
}

describe('first paint', () => {
  const app = useAppInChromium();

  it('shows Home before the script runs, and a tap made then still opens its screen', async () => {
    // No service worker, so every request passes the route that holds the script.
    const context = await phoneContext(app.browser, { serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      const release = await holdEntryScript(page);
      await page.goto(app.server.url, { waitUntil: 'commit' });
      await expect.poll(() => menu(page)).toEqual(['24-7', '7-jours', 'daily', 'Games', 'How to play', 'Settings']);
      expect(await page.evaluate(() => typeof (window as unknown as { appLive?: unknown }).appLive)).toBe('function');
      expect(await page.locator('.mini-board > .cell').count()).toBe(49);

      await page.getByRole('button', { name: 'How to play' }).click();
      // Held: nothing can open it yet.
      expect(await page.locator('main h1').textContent()).toBe(HOME_TITLE);
      release();
      await expect.poll(() => page.locator('h1').textContent()).toBe('How to play');
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws Home whole in its first frame, even when the page arrives in pieces', async () => {
    // The second game's tile arrives half a second after the first: no frame may show Home without it.
    const server = await servedInPieces(app.server.url, 'data-game="7-jours"', 500);
    const context = await phoneContext(app.browser, { serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.addInitScript(`{
        const frames = (window.framesSeen = []);
        window.shifted = 0;
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.shifted += e.value; })
          .observe({ type: 'layout-shift', buffered: true });
        const look = () => {
          frames.push(document.querySelectorAll('#app [data-game]').length);
          if (frames.length < 5) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }`);
      await page.goto(server.url);
      await expect.poll(() => page.evaluate(() => (window as unknown as { framesSeen: number[] }).framesSeen.length)).toBe(5);
      const { framesSeen, shifted } = await page.evaluate(() => {
        const seen = window as unknown as { framesSeen: number[]; shifted: number };
        return { framesSeen: seen.framesSeen, shifted: seen.shifted };
      });
      expect(framesSeen).toEqual([2, 2, 2, 2, 2]);
      expect(shifted).toBe(0);
    } finally {
      await context.close();
      server.close();
    }
  });

  it('hides the newcomer Home while a game in play loads, then shows Continue', async () => {
    const context = await phoneContext(app.browser, { serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await startGame(page, app.server.url, 7, [{ kind: 'Human' }, { kind: 'Medium AI' }]);
      await playOneMove(page);
      await page.evaluate(() => (window as unknown as { __247: { saved(): Promise<void> } }).__247.saved());

      const release = await holdEntryScript(page);
      await page.goto(app.server.url, { waitUntil: 'commit' });
      await page.locator('.home').waitFor({ state: 'attached' });
      expect(await page.locator('#app').evaluate((app) => getComputedStyle(app).visibility)).toBe('hidden');
      release();
      await expect
        .poll(() => menu(page))
        .toEqual([expect.stringMatching(/Continue/), '24-7', '7-jours', 'daily', 'Games', 'How to play', 'Settings']);
      expect(await page.locator('#app').evaluate((app) => getComputedStyle(app).visibility)).toBe('visible');
    } finally {
      await context.close();
    }
  });
});
