/**
 * Helpers for browser tests: build the app once, serve it with Vite's preview server, and drive
 * Debian's Chromium with playwright-core. See ../shared/design/TOOLCHAIN.md (beside this repository).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import type { GameRecord } from '../../src/engine/twentyfourseven/index.js';
import { build, preview, type InlineConfig } from 'vite';
import { afterAll, beforeAll } from 'vitest';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST = join(ROOT, 'dist');
export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');
/** Home's title, as the page holds it (a no-break space keeps "7 Jours" together). */
export const HOME_TITLE = '24/7 & 7\u00a0Jours';
/** Home's menu, a game tile by its game, the daily deal's card as 'daily', any other button by its words. */
export const homeMenu = (page: Page): Promise<string[]> =>
  page
    .locator('.home__actions button')
    .evaluateAll((buttons) =>
      buttons.map((b) => (b as HTMLElement).dataset['game'] ?? (b as HTMLElement).dataset['menu'] ?? b.textContent!.trim()),
    );
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
export const TABLET: BrowserContextOptions = {
  viewport: { width: 1024, height: 768 },
  hasTouch: true,
};

let built: Promise<void> | undefined;

/** The browser tests' build: production code plus the test hook, window.__247 (mode 'test', see vite.config.ts). */
export function testBuild(outDir: string, extra: InlineConfig = {}): InlineConfig {
  return { root: ROOT, logLevel: 'warn', mode: 'test', ...extra, build: { ...extra.build, outDir, emptyOutDir: true } };
}

/**
 * Builds the app into dist/ with Vite's build() API, once per test run: the e2e project's global setup
 * builds before any file runs; a file run some other way builds once itself.
 */
export function buildApp(): Promise<void> {
  if (process.env.BUILT_FOR_E2E === '1') return Promise.resolve();
  process.env.NODE_ENV = 'production'; // as in global-setup.ts
  built ??= build(testBuild(DIST)).then(() => undefined);
  return built;
}

export interface Preview {
  url: string;
  close(): Promise<void>;
}

/** Serves dist/ with Vite's preview() on 127.0.0.1 and a free port; close it with the handle. */
export async function startPreview(): Promise<Preview> {
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: DIST },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** Launches headless Chromium from /usr/bin/chromium; fails (never skips) when it is not installed. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get update && apt-get install -y chromium\``);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A phone-sized touch context: 390×844 at 3x, mobile viewport, touch. */
export function phoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, ...options });
}

/** A landscape tablet-sized touch context: 1024×768. */
export function tabletContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...TABLET, ...options });
}

/**
 * Saves a PNG of the page to test-results/screenshots/NAME.png and returns its path, once the
 * animations that end (not spinners) have ended, so the picture shows the screen at rest.
 */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/**
 * Watches, from before the app starts, the AI's thinking marks (on the status line, on the player's
 * place): returns what reads the most animations seen running on one mark in any frame. An animated
 * element is restyled in every frame the page draws, on the compositor or not, so a mark runs one.
 */
export async function watchThinkingMarks(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { thinkingAnimations: number };
    w.thinkingAnimations = 0;
    const frame = () => {
      const marks = Array.from(document.querySelectorAll('.dots, .player__thinking'));
      const running = marks.length > 0 ? document.getAnimations().filter((a) => a.playState === 'running') : [];
      for (const mark of marks) {
        const on = running.filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return target instanceof Element && mark.contains(target);
        });
        w.thinkingAnimations = Math.max(w.thinkingAnimations, on.length);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as { thinkingAnimations: number }).thinkingAnimations);
}

/**
 * The properties animated by the endless animations running on the page (spinners, a breathing hint).
 * Those besides opacity and the transforms make the main thread restyle and repaint at every frame
 * for as long as the screen waits, where the compositor alone could run them.
 */
export function endlessAnimatedProperties(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const endless = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity);
    const properties = endless.flatMap((a) => (a.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame)));
    return [...new Set(properties)].filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)).sort();
  });
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/**
 * Records what should never happen on a healthy page: console errors, uncaught exceptions, requests
 * that fail or answer 4xx/5xx. Attach it before the first navigation.
 */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    // A navigation cancels the screens still being fetched in idle time: the page did not fail, it left.
    if (error === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.url()}: ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return problems;
}

/**
 * For the enclosing describe block: builds the app (once per run), serves it and launches Chromium
 * before its tests, and closes both after them. Read `server` and `browser` inside the tests.
 */
export function useAppInChromium(): { readonly server: Preview; readonly browser: Browser } {
  const app = {} as { server: Preview; browser: Browser };
  beforeAll(async () => {
    await buildApp();
    app.server = await startPreview();
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}

/** The browser tests' hook on the app (`window.__247`, in test builds only: see the README). */
interface TestHook {
  record(): GameRecord | null;
  open(record: unknown): Promise<string | null>;
  ready(): Promise<void>;
  saved(): Promise<void>;
}

/** Calls into the test hook of the page: the game in progress as a record, opening one, waiting for start-up and saves. */
export function appHook(page: Page) {
  type Hooked = { __247: TestHook };
  return {
    record: () => page.evaluate(() => (window as unknown as Hooked).__247.record()),
    open: (record: unknown) => page.evaluate((r) => (window as unknown as Hooked).__247.open(r), record),
    ready: () => page.evaluate(() => (window as unknown as Hooked).__247.ready()),
    saved: () => page.evaluate(() => (window as unknown as Hooked).__247.saved()),
  };
}
