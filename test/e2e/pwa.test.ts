/**
 * The installable offline app in real Chromium: the manifest passes Chromium's installability check
 * and the Install button appears; the iOS hint; after the first visit the app starts and plays with the
 * network off (reload and new tab, the AI worker included) and nothing leaves the page; a new version
 * is offered, and taking it keeps the game in progress. See TOOLCHAIN.md.
 */
import * as SeptJours from '../../src/engine/septjours/index.js';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build, preview, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/engine/twentyfourseven/index.js';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  PHONE,
  ROOT,
  testBuild,
  launchChromium,
  phoneContext,
  screenshot,
  useAppInChromium,
  watchProblems,
  HOME_TITLE,
} from './harness';
import { movesPlayed, playOneMove, startGame, waitForTurn } from './play';

interface Hook {
  record(): GameRecord | SeptJours.GameRecord | null;
  ready(): Promise<void>;
  open(record: unknown): Promise<string | null>;
}
const record = (page: Page) => page.evaluate(() => (window as unknown as { __247: Hook }).__247.record());
/** Waits for the app's script to install the hook (the HTML may be in before it), then for the saved game to load. */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __247?: Hook }).__247 !== undefined);
  await page.evaluate(() => (window as unknown as { __247: Hook }).__247.ready());
}

/** Resolves once a service worker is active and controls the page (the precache is then complete). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 }).toBe('activated');
}

const title = (page: Page) => page.locator('main h1').textContent();

describe('installable', () => {
  const app = useAppInChromium();

  it('passes Chromium installability with a complete manifest, and offers an Install button', async () => {
    // Only a persistent profile can install; an ordinary context always reports "in-incognito".
    const profile = mkdtempSync(join(tmpdir(), '247-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      ...PHONE,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: number };
        w.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.shifted += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(app.server.url);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      const { errors, url } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);

      const manifest = await (await page.request.get(url)).json();
      expect(manifest).toMatchObject({
        id: '/',
        name: '24/7 & 7 Jours',
        short_name: '24/7·7 Jours',
        start_url: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: expect.stringMatching(/^#/),
        background_color: expect.stringMatching(/^#/),
        description: expect.stringMatching(/7s and 24s.*four elements/),
      });
      const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
        '192x192 any',
        '192x192 maskable',
        '512x512 any',
        '512x512 maskable',
      ]);
      const shots = manifest.screenshots as { src: string; sizes: string; form_factor: string }[];
      expect(shots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
      // Every image is served, is a PNG, and has the size the manifest says.
      for (const image of [...icons, ...shots]) {
        const body = await (await page.request.get(new URL(image.src, url).href)).body();
        expect(body.subarray(1, 4).toString()).toBe('PNG');
        expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(image.sizes);
      }

      // Chromium offers installation: the Install button shows on Home, and opens the browser's dialog.
      const button = page.getByRole('button', { name: 'Install app' });
      await expect.poll(() => button.count()).toBe(1);
      // It arrives after the first paint without moving anything.
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
      await screenshot(page, 'install-phone');

      // It covers nothing at any size: not the title's letters, the board or the menu (a page per size).
      const sizes = [
        ['phone', PHONE.viewport!],
        ['small', { width: 360, height: 640 }],
        ['phone-landscape', { width: 844, height: 390 }],
        ['tablet', { width: 1024, height: 768 }],
      ] as const;
      for (const [name, size] of sizes) {
        const sized = await context.newPage();
        await sized.setViewportSize(size);
        await sized.goto(app.server.url);
        const install = sized.getByRole('button', { name: 'Install app' });
        await expect.poll(() => install.count()).toBe(1);
        if (name !== 'phone') await screenshot(sized, `install-${name}`);
        const box = (await install.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
        const others = await sized.evaluate(() => {
          const title = document.createRange();
          title.selectNodeContents(document.querySelector('.home h1')!);
          const rects = [{ what: 'title', rect: title.getBoundingClientRect() }];
          for (const e of Array.from(document.querySelectorAll('.home__actions button')))
            rects.push({ what: e.className, rect: e.getBoundingClientRect() });
          return rects.map(({ what, rect }) => ({ what, x: rect.x, y: rect.y, width: rect.width, height: rect.height }));
        });
        for (const o of others) {
          const overlaps = box.x < o.x + o.width && o.x < box.x + box.width && box.y < o.y + o.height && o.y < box.y + box.height;
          expect(overlaps, `Install overlaps ${o.what} (${name})`).toBe(false);
        }
        await sized.close();
      }
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('tells iOS Safari how to add the app to the home screen, and no one else', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const context = await phoneContext(app.browser, { userAgent: iphone });
    try {
      const page = await context.newPage();
      await page.goto(app.server.url);
      await expect
        .poll(() => page.locator('.install-hint').textContent())
        .toBe(' To install, tap Share (the square with an arrow), then Add to Home Screen.');
      expect(await page.locator('.install-hint svg[aria-hidden="true"]').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
      await screenshot(page, 'install-hint-phone');
    } finally {
      await context.close();
    }
    const chrome = await phoneContext(app.browser);
    try {
      const page = await chrome.newPage();
      await page.goto(app.server.url);
      await expect.poll(() => title(page)).toBe(HOME_TITLE);
      await controlled(page);
      expect(await page.locator('.install-hint').count()).toBe(0);
    } finally {
      await chrome.close();
    }
  });
});

describe('offline', () => {
  const app = useAppInChromium();

  it('starts and plays with the network off after the first visit: reload, a new tab, a move and the AI reply', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(app.server.url);
      await expect.poll(() => title(page)).toBe(HOME_TITLE);
      await controlled(page);

      // From here on, every answer must come from the service worker; nothing may reach the network.
      const answered: string[] = [];
      const fromNetwork: string[] = [];
      const failed: string[] = [];
      context.on('response', (response) => {
        answered.push(response.url());
        if (!response.fromServiceWorker()) fromNetwork.push(response.url());
      });
      context.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
      await context.setOffline(true);

      await page.reload();
      await expect.poll(() => title(page)).toBe(HOME_TITLE);
      expect(await page.locator('.home__actions button').count()).toBeGreaterThan(0);

      // A new tab, and a game against the AI: its worker chunk must come from the precache too.
      const tab = await context.newPage();
      tab.setDefaultTimeout(15_000);
      const problems = watchProblems(tab);
      await startGame(tab, app.server.url, 4242, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
      await playOneMove(tab);
      await expect.poll(() => movesPlayed(tab), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      expect(await waitForTurn(tab)).toBe('mine');
      await playOneMove(tab);

      expect(failed).toEqual([]);
      expect(fromNetwork).toEqual([]);
      expect(answered.some((url) => /\/assets\/ai\.worker-[^/]+\.js$/.test(url))).toBe(true);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('languages offline', () => {
  const app = useAppInChromium();

  it('keeps the language of the first visit for offline play; one never loaded says it needs a connection', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce', locale: 'ja-JP' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      await page.goto(app.server.url);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja');
      await controlled(page);
      // Not in the precache: the worker keeps the chunk once the page is under its control.
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open('languages')).keys()).map((r) => new URL(r.url).pathname)))
        .toEqual([expect.stringMatching(/^\/assets\/ja-[\w-]+\.js$/)]);

      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja');
      await page.getByRole('button', { name: '設定' }).tap();
      await page.locator('[data-setting="language"] label', { hasText: 'Français' }).tap();
      await expect.poll(() => page.locator('[data-language-offline="fr"]').textContent()).toContain('Français');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
      await screenshot(page, 'language-offline-phone');
      // The one thing that failed is French's chunk, asked for offline (the browser logs that too).
      expect(problems.failedRequests).toEqual([expect.stringMatching(/\/assets\/fr-[\w-]+\.js: net::/)]);
      expect(problems.consoleErrors).toEqual(['Failed to load resource: net::ERR_FAILED']);
    } finally {
      await context.close();
    }
  });
});

describe('update', () => {
  // Its own builds, folder and server: dist/ is shared with the other browser tests.
  const outDir = mkdtempSync(join(tmpdir(), '247-update-'));
  let browser: Browser;
  let url: string;
  let close: () => Promise<void>;

  /** v1 and v2 differ by a meta tag in index.html, which also changes the service worker's precache list. */
  const mark = (version: string): Plugin => ({
    name: 'test-version-mark',
    transformIndexHtml: (html) => html.replace('</head>', `<meta name="test-version" content="${version}" /></head>`),
  });
  const buildVersion = (version: string) => build(testBuild(outDir, { plugins: [mark(version)] }));
  const version = (page: Page) =>
    page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="test-version"]')?.content ?? null).catch(() => 'navigating');

  beforeAll(async () => {
    await buildVersion('v1');
    const server = await preview({
      root: ROOT,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    });
    url = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}/`;
    close = () => server.close();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await close?.();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('offers a new version with a prompt, and applying it keeps the game in progress', async () => {
    if (!existsSync(join(outDir, 'sw.js'))) throw new Error('the v1 build has no service worker');
    const context: BrowserContext = await phoneContext(browser, { reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      await startGame(page, url, 2407, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
      await controlled(page);
      expect(await version(page)).toBe('v1');
      for (let i = 0; i < 3; i++) await playOneMove(page);
      expect(await waitForTurn(page)).toBe('mine');
      const before = await record(page);
      expect(before!.moves.length).toBeGreaterThanOrEqual(6);

      await buildVersion('v2');
      await page.reload();
      await ready(page);
      // The old version still runs; the new one waits for the player.
      const prompt = page.locator('[data-update-prompt]');
      await expect.poll(() => prompt.count(), { timeout: 60_000 }).toBe(1);
      expect(await version(page)).toBe('v1');
      expect(await page.locator('.update-region[role="status"]').textContent()).toContain('A new version is ready');
      expect(await record(page)).toEqual(before);
      await screenshot(page, 'update-phone');
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, 'update-phone-dark');
      await page.emulateMedia({ colorScheme: 'light' });
      // The toast covers the bottom of Home, but the page scrolls far enough to bring every button above it.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const lowest = Math.max(
        ...(await page.locator('.home__actions button').evaluateAll((b) => b.map((x) => x.getBoundingClientRect().bottom))),
      );
      expect(lowest).toBeLessThanOrEqual((await prompt.boundingBox())!.y);
      await screenshot(page, 'update-phone-scrolled');
      await page.evaluate(() => scrollTo(0, 0));

      // Out of sight while a game is being played; back on Home. A move just before Update survives.
      await page.locator('.home__actions button', { hasText: 'Continue' }).click();
      await playOneMove(page);
      await expect.poll(() => prompt.count()).toBe(0);
      await expect.poll(() => movesPlayed(page), { timeout: 30_000 }).toBeGreaterThan(before!.moves.length + 1);
      await playOneMove(page);
      expect(await waitForTurn(page)).toBe('mine');
      const last = await record(page);
      await page.getByRole('button', { name: 'Home' }).click();
      await expect.poll(() => prompt.count()).toBe(1);
      await prompt.getByRole('button', { name: 'Update' }).click();

      await expect.poll(() => version(page), { timeout: 30_000 }).toBe('v2');
      await ready(page);
      expect(await record(page)).toEqual(last);
      await expect.poll(() => title(page)).toBe(HOME_TITLE);
      expect(await prompt.count()).toBe(0);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBe(null);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('applying a new version keeps a 7 Jours game in play, at its move', async () => {
    const context: BrowserContext = await phoneContext(browser, { reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      await page.goto(url);
      await ready(page);
      await controlled(page);
      const running = await version(page);
      // A 4-player game one round in: the AIs have dealt and picked, the human is the next dealer.
      const game = new SeptJours.Game(4, SeptJours.shuffledDeck(31), 2);
      for (const move of [{ shift: 1, packets: [2, 1, 3, 1] }, { pick: 0 }, { pick: 1 }, { pick: 2 }, { pick: 3 }]) game.play(move);
      const meta = { seats: ['medium', 'easy', 'hard', 'human'], names: ['Ann', 'Bea', 'Cy', 'You'] };
      expect(await page.evaluate((r) => (window as unknown as { __247: Hook }).__247.open(r), SeptJours.recordOf(game, meta))).toBe(null);
      await expect.poll(() => page.locator('[data-action="deal"]').count()).toBe(1);
      const before = await record(page);
      expect(before!.moves).toHaveLength(5);

      await buildVersion(`${running}-next`);
      await page.getByRole('button', { name: 'Home' }).click();
      await page.reload();
      await ready(page);
      const prompt = page.locator('[data-update-prompt]');
      await expect.poll(() => prompt.count(), { timeout: 60_000 }).toBe(1);
      await prompt.getByRole('button', { name: 'Update' }).click();
      await expect.poll(() => version(page), { timeout: 30_000 }).toBe(`${running}-next`);
      await ready(page);
      expect(await record(page)).toEqual(before);
      await page.locator('.home__actions button', { hasText: 'Continue' }).click();
      await expect.poll(() => page.locator('main.sept [data-action="deal"]').count()).toBe(1);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
