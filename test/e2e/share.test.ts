/**
 * Sharing games in real Chromium: export a game in progress as a file, as text and as a link, and
 * import each back (a fresh browser, so nothing comes from the saves) to the very same record; a
 * finished game opens in the replay viewer, which steps through the engine's positions; damaged input
 * says why in words and the app goes on. Screenshots of the Import screen, the viewer and the share
 * sheet at phone and tablet sizes.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  Game,
  boardRows,
  cellAt,
  legalMoves,
  replayRecord,
  scoreBreakdown,
  type GameRecord,
  type Move,
} from '../../src/engine/twentyfourseven/index.js';
import { GameSession } from '../../src/app/model/session.js';
import { PHONE, TABLET, screenshot, useAppInChromium, watchProblems, type PageProblems, HOME_TITLE } from './harness';
import { playOneMove, readRack, startGame, waitForTurn } from './play';

type Hooked = { __247: { record(): GameRecord | null; open(r: unknown): Promise<string | null>; saved(): Promise<void> } };

/** A finished game as the app records it: the move scoring most each turn (first found), every third a varied one. */
function finishedRecord(): GameRecord {
  const session = GameSession.start({
    seats: [
      { name: 'Ada', kind: 'human' },
      { name: 'Hard AI', kind: 'hard' },
    ],
    options: { openHands: false },
    seed: 31,
    started: Date.UTC(2026, 10, 29, 15),
  });
  const game = session.game;
  while (!game.over) {
    const moves = legalMoves(game.state);
    const score = (m: Move) => scoreBreakdown(game.state, cellAt(m.r, m.c), m.v).total;
    const n = game.history.length;
    session.play(n % 3 === 2 ? moves[(n * 7) % moves.length]! : moves.reduce((a, b) => (score(b) > score(a) ? b : a)));
  }
  return session.record();
}

const FINISHED = finishedRecord();

async function newPage(context: BrowserContext): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { page, problems: watchProblems(page) };
}

const record = (page: Page) => page.evaluate(() => (window as unknown as Hooked).__247.record());

/** Home → Games → Import a game. */
async function toImport(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Games' }).click();
  await page.getByRole('button', { name: 'Import a game' }).click();
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Import a game');
}

/** Plays `count` placements of the human seat (tile, cell, Place), waiting for the AI's replies. */
async function playMoves(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await playOneMove(page);
  expect(await waitForTurn(page)).toBe('mine');
}

async function openShareSheet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Share this game' }).click();
  await expect.poll(() => page.locator('.share').count()).toBe(1);
}

/** The replay viewer's board as values, row by row. */
async function replayBoard(page: Page): Promise<number[][]> {
  const tiles = await page
    .locator('[data-replay-cell]')
    .evaluateAll((cells) => cells.map((c) => Number((c as HTMLElement).dataset.tile ?? 0)));
  return Array.from({ length: 7 }, (_, r) => tiles.slice(r * 7, r * 7 + 7));
}

function positionAfter(rec: GameRecord, k: number): Game {
  const game = new Game(rec.players, rec.deck);
  for (const move of rec.moves.slice(0, k)) game.play(move);
  return game;
}

async function expectStep(page: Page, k: number): Promise<void> {
  const game = positionAfter(FINISHED, k);
  await expect.poll(() => page.locator('.replay__move').getAttribute('data-step')).toBe(String(k));
  expect(await replayBoard(page)).toEqual(boardRows(game.state));
  const scores = await page.locator('[data-replay-score]').allTextContents();
  expect(scores.map(Number)).toEqual(Array.from(game.state.scores));
  if (k > 0) {
    const move = game.history[k - 1]!;
    expect(Number(await page.locator('[data-replay-total]').getAttribute('data-replay-total'))).toBe(move.breakdown.total);
    expect(await page.locator('[data-combo]').evaluateAll((l) => l.map((x) => (x as HTMLElement).dataset.combo))).toEqual(
      move.breakdown.combos.map((c) => c.key),
    );
    expect(await page.locator('.cell--last').getAttribute('data-replay-cell')).toBe(`${move.r},${move.c}`);
  }
}

describe('sharing and importing games', () => {
  const app = useAppInChromium();

  it('exports a game in progress as a file, as text and as a link; each imports back to the same record', async () => {
    const phone = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    await phone.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    try {
      const { page, problems } = await newPage(phone);
      await startGame(page, app.server.url, 4242, [{ name: 'Ada', kind: 'Human' }, { kind: 'Easy AI' }], 0);
      await playMoves(page, 3);
      const original = (await record(page))!;
      expect(original.moves.length).toBeGreaterThanOrEqual(6);

      // The share sheet from the game's top bar.
      await openShareSheet(page);
      await screenshot(page, 'share-sheet-phone');
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-share="file"]').click()]);
      const name = download.suggestedFilename();
      expect(name).toMatch(/^24-7-\d{4}-\d\d-\d\d-ada-vs-easy\.json$/);
      const fileText = await readFile((await download.path())!, 'utf8');
      expect(JSON.parse(fileText)).toEqual(original);
      await expect.poll(() => page.locator('[data-share-feedback="done"]').textContent()).toBe(`Saved as ${name}`);

      await page.locator('[data-share="text"]').click();
      await expect.poll(() => page.locator('[data-share-feedback="done"]').textContent()).toMatch(/^Game text copied/);
      const copiedText = await page.evaluate(() => navigator.clipboard.readText());
      expect(JSON.parse(copiedText)).toEqual(original);

      await page.locator('[data-share="link"]').click();
      await expect.poll(() => page.locator('[data-share-feedback="done"]').textContent()).toMatch(/^Link copied/);
      await screenshot(page, 'share-copied-phone');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${app.server.url.replace(/[./]/g, '\\$&')}#game=[A-Za-z0-9_-]+$`));
      expect(link.length).toBeLessThan(260);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.share').count()).toBe(0);
      expect(problems.consoleErrors).toEqual([]);

      // Each way back in, in a fresh browser (no saved games): the file, the text, the link pasted, the link opened.
      const ways: [string, (page: Page) => Promise<void>][] = [
        [
          'file',
          async (p) => {
            await toImport(p, app.server.url);
            await p.locator('[data-import-file]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(fileText) });
          },
        ],
        [
          'text',
          async (p) => {
            await toImport(p, app.server.url);
            await p.locator('[data-import-text]').fill(copiedText);
            await p.locator('[data-import-open]').click();
          },
        ],
        [
          'pasted link',
          async (p) => {
            await toImport(p, app.server.url);
            await p.locator('[data-import-text]').fill(`Our game: ${link} (your turn)`);
            await p.locator('[data-import-open]').click();
          },
        ],
        [
          'opened link',
          async (p) => {
            await p.goto(link);
          },
        ],
      ];
      for (const [way, importIt] of ways) {
        const fresh = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
        try {
          const { page: p, problems: pp } = await newPage(fresh);
          await importIt(p);
          await expect.poll(() => p.locator('[role="grid"] [data-cell]').count(), { message: way }).toBe(49);
          expect(await record(p), way).toEqual(original);
          expect(await readRack(p), way).toEqual(await readRack(page));
          expect(p.url(), way).not.toContain('#game=');
          expect(pp.consoleErrors, way).toEqual([]);
        } finally {
          await fresh.close();
        }
      }
    } finally {
      await phone.close();
    }
  });

  it('hands the game file to the system share sheet where the browser has one', async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      // Headless Chromium on Linux has no share sheet: record what the app hands to one.
      await context.addInitScript(() => {
        const shared: unknown[] = [];
        Object.assign(window, { __shared: shared });
        Object.assign(navigator, {
          canShare: (data: { files?: File[] }) => Array.isArray(data.files),
          share: async (data: { files?: File[]; title?: string; text?: string }) => {
            shared.push({ title: data.title, text: data.text, file: data.files?.[0]?.name, body: await data.files?.[0]?.text() });
          },
        });
      });
      const { page, problems } = await newPage(context);
      await page.goto(app.server.url);
      expect(await page.evaluate((r) => (window as unknown as Hooked).__247.open(r), FINISHED)).toBe(null);
      await expect.poll(() => page.locator('.gameover').count()).toBe(1);
      await page.locator('.gameover__share').click();
      await page.locator('[data-share="share"]').click();
      await expect.poll(() => page.locator('[data-share-feedback="done"]').textContent()).toBe('Shared.');
      const [shared] = await page.evaluate(
        () => (window as unknown as { __shared: { title: string; text: string; file: string; body: string }[] }).__shared,
      );
      expect(shared!.file).toBe('24-7-2026-11-29-ada-vs-hard.json');
      expect(shared!.title).toBe('A game of 24/7');
      expect(JSON.parse(shared!.body)).toEqual(FINISHED);
      expect(shared!.text).toMatch(/^Ada \d+, Hard AI \d+: .+\.\nhttp.+#game=/);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  const SIZES: [string, BrowserContextOptions][] = [
    ['phone', PHONE],
    ['phone-dark', { ...PHONE, colorScheme: 'dark' }],
    ['tablet', TABLET],
  ];
  for (const [size, options] of SIZES) {
    it(`a finished game imported opens the replay viewer, which steps through the game (${size})`, async () => {
      const context = await app.browser.newContext({ colorScheme: 'light', ...options, reducedMotion: 'reduce' });
      try {
        const { page, problems } = await newPage(context);
        await toImport(page, app.server.url);
        await screenshot(page, `import-${size}`);
        await page.locator('[data-import-file]').setInputFiles({
          name: 'finished.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(FINISHED)),
        });
        await expect.poll(() => page.locator('.replay').count()).toBe(1);
        expect(await page.locator('.replay__title').textContent()).toBe('Ada vs Hard AI');
        expect(await page.locator('.replay__kicker').textContent()).toBe('The deal');
        await expectStep(page, 0);
        const n = FINISHED.moves.length;

        // Buttons: next, next, previous; last; first.
        await page.getByRole('button', { name: 'Next move' }).click();
        await expectStep(page, 1);
        await page.getByRole('button', { name: 'Next move' }).click();
        await expectStep(page, 2);
        await page.getByRole('button', { name: 'Previous move' }).click();
        await expectStep(page, 1);
        // Arrow keys step too.
        for (let k = 2; k <= 8; k++) {
          await page.keyboard.press('ArrowRight');
          await expectStep(page, k);
        }
        await page.keyboard.press('ArrowLeft');
        await expectStep(page, 7);
        // The slider goes anywhere: to the first move that scored two combinations or more, for the picture.
        const rich = positionAfter(FINISHED, n).history.findIndex((m) => m.breakdown.combos.length >= 2) + 1;
        expect(rich).toBeGreaterThan(0);
        await page.locator('.replay__slider').fill(String(rich));
        await expectStep(page, rich);
        expect(await page.locator('.cell[data-lit]').count()).toBeGreaterThan(1);
        await screenshot(page, `replay-${size}`);

        await page.getByRole('button', { name: 'Last move' }).click();
        await expectStep(page, n);
        const final = replayRecord(FINISHED);
        if (!final.ok) throw new Error(final.error);
        const ranking = await page
          .locator('.replay__ranking .ranking__row')
          .evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.seat)));
        expect(ranking).toEqual(final.value.ranking().flat());
        expect(await page.getByRole('button', { name: 'Next move' }).isDisabled()).toBe(true);
        await screenshot(page, `replay-end-${size}`);
        await page.keyboard.press('Home');
        await expectStep(page, 0);
        await page.keyboard.press('End');
        await expectStep(page, n);

        // Everything fits the screen, and every control is thumb-sized.
        const { width, height } = page.viewportSize()!;
        const board = (await page.locator('.board--replay').boundingBox())!;
        expect(board.y + board.height).toBeLessThanOrEqual(height);
        expect(board.x + board.width).toBeLessThanOrEqual(width);
        expect(board.width).toBeGreaterThan(width < 600 ? 340 : 560);
        const small = await page.locator('.replay button:visible, .replay input:visible').evaluateAll((controls) =>
          controls
            .map((b) => b.getBoundingClientRect())
            .filter((r) => r.width < 44 || r.height < 44)
            .map((r) => `${r.width}x${r.height}`),
        );
        expect(small).toEqual([]);
        for (const control of await page.locator('.replay__controls').evaluateAll((c) => c.map((x) => x.getBoundingClientRect().bottom))) {
          expect(control).toBeLessThanOrEqual(height);
        }

        // Share from the viewer.
        await openShareSheet(page);
        const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-share="file"]').click()]);
        expect(JSON.parse(await readFile((await download.path())!, 'utf8'))).toEqual(FINISHED);
        await screenshot(page, `share-saved-${size}`);
        await page.getByRole('button', { name: 'Close' }).click();

        // Back to Import; a reload forgets the replay; forward to it then falls back to Home.
        await page.getByRole('button', { name: 'Back' }).click();
        await expect.poll(() => page.locator('main h1').textContent()).toBe('Import a game');
        await page.reload();
        await page.goForward();
        await expect.poll(() => page.locator('main h1').first().textContent()).toBe(HOME_TITLE);
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a damaged file, text or link says what is wrong in words; the app keeps working and nothing is lost', async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const { page, problems } = await newPage(context);
      await toImport(page, app.server.url);

      // Move 12 put where it cannot go: the engine's problem, in words (rows and columns from 1).
      const bad = { ...FINISHED, moves: FINISHED.moves.map((m, i) => (i === 11 ? { ...m, r: 3, c: 3 } : m)) };
      const why = replayRecord(bad);
      expect(why.ok).toBe(false);
      if (why.ok) return;
      await page
        .locator('[data-import-file]')
        .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
      expect(why.error).toBe(`move 12: (3,3) already holds a ${FINISHED.deck[0]}`);
      await expect
        .poll(() => page.locator('[data-import-error]').textContent())
        .toBe(
          `This game file could not be opened. Move 12 (tile ${bad.moves[11]!.v} on row 4, column 4) breaks the rules. ` +
            `That cell already holds the tile ${FINISHED.deck[0]}.`,
        );
      await screenshot(page, 'import-error-phone');

      // Not a game at all, then a link with a changed character: said, and the text stays.
      await page.locator('[data-import-text]').fill('hello, is this the game?');
      await page.locator('[data-import-open]').click();
      await expect.poll(() => page.locator('[data-import-error]').last().textContent()).toMatch(/^This is not a game of 24\/7 or 7 Jours/);
      const good = await page.evaluate(
        async (r) => {
          const hook = (window as unknown as Hooked).__247;
          return (await hook.open(r)) === null;
        },
        { ...FINISHED, moves: FINISHED.moves.slice(0, 10) },
      );
      expect(good).toBe(true);
      await expect.poll(() => page.locator('[role="grid"] [data-cell]').count()).toBe(49);
      await page.getByRole('button', { name: 'Share this game' }).click();
      await page.getByRole('button', { name: 'Close' }).click();
      await page.goBack();
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Import a game');
      expect(await page.locator('[data-import-text]').inputValue()).toBe('hello, is this the game?');

      // A link whose middle was changed, opened from the address: the Import screen says so and keeps the link.
      await page.goto(`${app.server.url}#game=AQhk2Gx0x-broken-link-of-a-game`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Import a game');
      await expect.poll(() => page.locator('[data-import-error]').textContent()).toMatch(/^This link is (damaged|incomplete)/);
      expect(await page.locator('[data-import-text]').inputValue()).toContain('#game=AQhk2Gx0x-broken-link-of-a-game');
      expect(page.url()).not.toContain('#game=');

      // The app still works: the good file opens.
      await page
        .locator('[data-import-file]')
        .setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(FINISHED)) });
      await expect.poll(() => page.locator('.replay').count()).toBe(1);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
