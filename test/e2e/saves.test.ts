/**
 * Saves in real Chromium with the real IndexedDB: a game resumes exactly after a reload and after the
 * page is closed and opened again; damaged, newer and missing storage each get their message while the
 * app still starts and plays; two tabs never both play one game; finished games reach the history
 * and the statistics.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Game, legalMoves, recordOf, shuffledDeck, type GameRecord } from '../../src/engine/twentyfourseven/index.js';
import { tallies } from '../../src/app/model/results.js';
import { DB_NAME, LEGACY_DB_NAME } from '../../src/app/store/schema.js';
import { phoneContext, screenshot, useAppInChromium, watchProblems } from './harness';
import { cell, choosePlacement, movesPlayed, playOneMove, rackTile, readCells, readRack, startGame, waitForTurn } from './play';

interface Hook {
  record(): GameRecord | null;
  open(record: unknown): Promise<string | null>;
  ready(): Promise<void>;
  saved(): Promise<void>;
}
const hook = (page: Page) => ({
  record: () => page.evaluate(() => (window as unknown as { __247: Hook }).__247.record()),
  ready: () => page.evaluate(() => (window as unknown as { __247: Hook }).__247.ready()),
  saved: () => page.evaluate(() => (window as unknown as { __247: Hook }).__247.saved()),
  open: (record: unknown) => page.evaluate((r) => (window as unknown as { __247: Hook }).__247.open(r), record),
});

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const continueButton = (page: Page) => page.locator('.home__actions button', { hasText: 'Continue' });

/** A finished 2-player game, the human seat playing greedily-ish against the Hard AI's seat. */
function finishedRecord(seed: number): GameRecord {
  const game = new Game(2, shuffledDeck(seed));
  for (let i = 0; !game.over; i++) {
    const moves = legalMoves(game.state);
    game.play(moves[(i * 5) % moves.length]!);
  }
  const meta = {
    seats: ['human', 'hard'],
    names: ['Ada', 'Hard AI'],
    options: { openHands: false },
    seed,
    id: `finished-${seed}`,
    started: 1_700_000_000_000,
  };
  return recordOf(game, meta);
}

describe('saved games', () => {
  const app = useAppInChromium();

  it('resumes a game exactly after a reload, and after the page is closed and opened again', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await newPage(context);
      const problems = watchProblems(page);
      await startGame(page, app.server.url, 77, [{ kind: 'Human' }, { kind: 'Easy AI' }]);
      for (let i = 0; i < 3; i++) await playOneMove(page);
      expect(await waitForTurn(page)).toBe('mine');
      await hook(page).saved();
      const before = await hook(page).record();
      expect(before?.moves.length).toBeGreaterThanOrEqual(6);

      await page.reload();
      await hook(page).ready();
      await expect.poll(() => continueButton(page).count()).toBe(1);
      expect(await hook(page).record()).toEqual(before);
      await continueButton(page).tap();
      expect(await waitForTurn(page)).toBe('mine');
      expect(await movesPlayed(page)).toBe(before!.moves.length);
      await playOneMove(page);
      expect(await waitForTurn(page)).toBe('mine');
      await hook(page).saved();
      const later = await hook(page).record();
      expect(later!.moves.slice(0, before!.moves.length)).toEqual(before!.moves);
      await page.close();

      const reopened = await newPage(context);
      await reopened.goto(app.server.url);
      await hook(reopened).ready();
      expect(await hook(reopened).record()).toEqual(later);
      await continueButton(reopened).tap();
      await playOneMove(reopened);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('thinks again after a reload in the middle of an AI turn, and keeps the settings', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await newPage(context);
      await page.goto(app.server.url);
      await page.getByRole('button', { name: 'Settings' }).tap();
      const confirmSwitch = page.getByRole('switch', { name: /Confirm each placement/ });
      await confirmSwitch.tap();
      await expect.poll(() => confirmSwitch.isChecked()).toBe(false);
      await hook(page).saved();

      // The Hard AI moves first; reload while it thinks.
      await startGame(page, app.server.url, 21, [{ kind: 'Human' }, { kind: 'Hard AI' }], 1);
      await expect.poll(() => page.locator('.status').textContent()).toMatch(/thinking/);
      await hook(page).saved(); // the new game's first save, which a reload a moment sooner would beat
      await page.reload();
      await hook(page).ready();
      expect((await hook(page).record())?.moves).toEqual([]);
      await continueButton(page).tap();
      expect(await waitForTurn(page)).toBe('mine');
      expect(await movesPlayed(page)).toBe(1);

      // No confirm step now: a tap on a fitting cell plays at once.
      const placement = choosePlacement(await readCells(page), await readRack(page));
      await rackTile(page, placement!.v).tap();
      await cell(page, placement!.r, placement!.c).tap();
      await expect.poll(() => movesPlayed(page)).toBe(2);
      await page.getByRole('button', { name: 'Settings' }).tap();
      expect(await page.getByRole('switch', { name: /Confirm each placement/ }).isChecked()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('says a saved game is damaged, keeps it for export, and still starts and plays', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await newPage(context);
      await page.goto(app.server.url);
      await hook(page).ready();
      await page.evaluate(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open(name);
            open.onsuccess = () => {
              const tx = open.result.transaction('games', 'readwrite');
              tx.objectStore('games').put({
                id: 'broken',
                format: 1,
                status: 'playing',
                updated: Date.now(),
                record: { game: '24-7', version: 1, players: 2, deck: [1, 2, 3], moves: [] },
              });
              tx.oncomplete = () => (open.result.close(), resolve());
              tx.onerror = () => reject(tx.error);
            };
          }),
        DB_NAME,
      );
      await page.reload();
      await hook(page).ready();
      const banner = page.locator('[data-store-problem="damaged"]');
      await expect.poll(() => banner.textContent()).toContain('One saved game could not be opened');
      await screenshot(page, 'saves-damaged-banner');
      await banner.getByRole('button', { name: 'See it' }).tap();
      const damaged = page.locator('[data-damaged]');
      await expect.poll(() => damaged.textContent()).toMatch(/could not be opened\. Something is wrong with its “deck” field\./);
      await screenshot(page, 'saves-damaged-history');
      const download = page.waitForEvent('download');
      await damaged.getByRole('button', { name: 'Export it' }).tap();
      const file = await (await download).createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toMatchObject({ id: 'broken', record: { deck: [1, 2, 3] } });

      await startGame(page, app.server.url, 5, [{ kind: 'Human' }, { kind: 'Easy AI' }]);
      await playOneMove(page);
    } finally {
      await context.close();
    }
  });

  it('plays in memory with a plain message when the browser gives no storage', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      await context.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
      const page = await newPage(context);
      const problems = watchProblems(page);
      await page.goto(app.server.url);
      await hook(page).ready();
      await expect.poll(() => page.locator('[data-store-problem="unavailable"]').textContent()).toContain('not letting 24/7 save');
      await screenshot(page, 'saves-unavailable');
      await startGame(page, app.server.url, 6, [{ kind: 'Human' }, { kind: 'Easy AI' }]);
      await playOneMove(page);
      await playOneMove(page);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says when the device storage is full, plays on, and saves again once there is room', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      // Chromium cannot be made to run out of room on demand (with CDP's quota override at 0 it still
      // took 5 MB writes), so IndexedDB's put fails the way a full disk makes it fail while the flag is on.
      await context.addInitScript(() => {
        const put = IDBObjectStore.prototype.put;
        IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
          if ((window as unknown as { diskFull?: boolean }).diskFull)
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return put.apply(this, args);
        };
      });
      const page = await newPage(context);
      await startGame(page, app.server.url, 14, [{ kind: 'Human' }, { kind: 'Easy AI' }]);
      await playOneMove(page);
      await hook(page).saved();
      await page.evaluate(() => ((window as unknown as { diskFull: boolean }).diskFull = true));
      await playOneMove(page);
      const full = page.locator('[data-store-problem="full"]');
      await expect.poll(() => full.textContent()).toContain('storage is full');
      await screenshot(page, 'saves-storage-full');
      await page.evaluate(() => ((window as unknown as { diskFull: boolean }).diskFull = false));
      await playOneMove(page);
      await expect.poll(() => full.count()).toBe(0);
      expect(await waitForTurn(page)).toBe('mine');
      await hook(page).saved();
      const record = await hook(page).record();
      await page.reload();
      await hook(page).ready();
      expect(await hook(page).record()).toEqual(record);
    } finally {
      await context.close();
    }
  });

  it('steps aside for a newer version of the app, leaves its saves alone, and still plays', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await newPage(context);
      await startGame(page, app.server.url, 8, [{ kind: 'Human' }, { kind: 'Easy AI' }]);
      await playOneMove(page);
      await hook(page).saved();
      // A newer version (another tab) upgrades the database while this one is open.
      await page.evaluate(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open(name, 50);
            open.onsuccess = () => (open.result.close(), resolve());
            open.onerror = () => reject(open.error);
          }),
        DB_NAME,
      );
      await expect.poll(() => page.locator('[data-store-problem="newer"]').textContent()).toContain('newer version');
      await playOneMove(page);
      await page.reload();
      await hook(page).ready();
      await expect.poll(() => page.locator('[data-store-problem="newer"]').count()).toBe(1);
      await startGame(page, app.server.url, 9, [{ kind: 'Human' }, { kind: 'Easy AI' }]);
      await playOneMove(page);
    } finally {
      await context.close();
    }
  });

  it('lets one tab at a time play a game; the other is told, and may take it over', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const first = await newPage(context);
      await startGame(first, app.server.url, 12, [{ kind: 'Human' }, { kind: 'Easy AI' }]);
      await playOneMove(first);
      expect(await waitForTurn(first)).toBe('mine');
      await hook(first).saved();

      const second = await newPage(context);
      await second.goto(app.server.url);
      await hook(second).ready();
      await continueButton(second).tap();
      await expect.poll(() => second.locator('[data-open-elsewhere]').count()).toBe(1);
      await screenshot(second, 'saves-open-elsewhere');
      await second.getByRole('button', { name: 'Play it here' }).tap();
      await expect.poll(() => first.locator('[data-open-elsewhere]').count()).toBe(1);
      expect(await hook(second).record()).toEqual(await hook(first).record());
      await playOneMove(second);
      expect(await waitForTurn(second)).toBe('mine');
      await hook(second).saved();
      const moved = await hook(second).record();

      // The first tab saves nothing now: a reload there finds the second tab's game.
      await first.reload();
      await hook(first).ready();
      expect(await hook(first).record()).toEqual(moved);
    } finally {
      await context.close();
    }
  });

  it('keeps finished games in the history and counts them in the statistics', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await newPage(context);
      await page.goto(app.server.url);
      await hook(page).ready();
      const record = finishedRecord(31);
      expect(await hook(page).open(record)).toBeNull();
      await hook(page).saved();
      await page.reload();
      await hook(page).ready();
      await page.getByRole('button', { name: 'Games' }).tap();
      const line = page.locator('[data-game-id="finished-31"]');
      await expect.poll(() => line.textContent()).toMatch(/Ada.*Hard AI/);
      const game = new Game(2, record.deck);
      for (const move of record.moves) game.play(move);
      const humanWon = game.ranking()[0]!.includes(0);
      expect(await line.locator('.game-line__result').textContent()).toBe(humanWon ? 'Won' : 'Lost');
      await screenshot(page, 'saves-history');

      await page.getByRole('button', { name: 'Statistics' }).tap();
      const hard = page.locator('[data-opposition="hard"]');
      await expect.poll(() => hard.locator('[data-played]').textContent()).toBe('1');
      expect(await hard.locator('[data-won]').textContent()).toBe(humanWon ? '1' : '0');
      expect(await page.locator('[data-best]').textContent()).toBe(String(game.state.scores[0]));
      const made = tallies(2, game.history)[0]!;
      for (const tally of made) {
        expect(await page.locator(`[data-combo="${tally.key}"] b`).textContent()).toBe(String(tally.count));
      }
      await screenshot(page, 'saves-stats');

      // Back to the list: a finished game opens in the replay viewer, at its first move.
      await page.getByRole('button', { name: 'Back' }).tap();
      await line.tap();
      await expect.poll(() => page.locator('.replay__move').getAttribute('data-step')).toBe('0');
      await page.getByRole('button', { name: 'Last move' }).tap();
      await expect.poll(() => page.locator('.replay__move').getAttribute('data-step')).toBe(String(record.moves.length));
      expect(await page.locator('[data-replay-score]').allTextContents()).toEqual(Array.from(game.state.scores, String));
    } finally {
      await context.close();
    }
  });

  it('keeps the games and settings of the release that played 24/7 alone, from its own database', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await newPage(context);
      // The old release's database, written on the app's origin before the new app first runs there:
      // a same-origin page that is not the app (the manifest) writes it as the old release did.
      await page.goto(`${app.server.url}manifest.webmanifest`);
      const finished = finishedRecord(41);
      const inPlay = { ...finishedRecord(42), moves: finishedRecord(42).moves.slice(0, 6) };
      inPlay.meta = { ...inPlay.meta, id: 'in-play-42' };
      await page.evaluate(
        ({ name, games }) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open(name, 1);
            open.onupgradeneeded = () => {
              open.result.createObjectStore('games', { keyPath: 'id' }).createIndex('updated', 'updated');
              open.result.createObjectStore('prefs');
            };
            open.onsuccess = () => {
              const tx = open.result.transaction(['games', 'prefs'], 'readwrite');
              for (const game of games) tx.objectStore('games').put(game);
              tx.objectStore('prefs').put({ confirm: false, hints: true, motion: 'reduced', vibration: false }, 'settings');
              tx.oncomplete = () => (open.result.close(), resolve());
              tx.onerror = () => reject(tx.error);
            };
          }),
        {
          name: LEGACY_DB_NAME,
          games: [
            { format: 1, id: 'finished-41', status: 'finished', updated: 1_700_000_100_000, record: finished },
            { format: 1, id: 'in-play-42', status: 'playing', updated: 1_700_000_200_000, record: inPlay },
          ],
        },
      );

      await page.goto(app.server.url);
      await hook(page).ready();
      // The game in play comes back as Continue, at its move; the finished one is in the list.
      await expect.poll(() => continueButton(page).textContent()).toMatch(/6 moves played/);
      await continueButton(page).tap();
      await expect.poll(() => movesPlayed(page)).toBe(6);
      await page.getByRole('button', { name: 'Home' }).tap();
      await page.getByRole('button', { name: 'Games' }).tap();
      await expect.poll(() => page.locator('[data-game-id="finished-41"]').textContent()).toMatch(/Ada.*Hard AI/);
      expect(await page.locator('[data-game-id="in-play-42"]').count()).toBe(1);
      // Its settings too: placements were not confirmed there (the default asks).
      await page.getByRole('button', { name: 'Back' }).tap();
      await page.getByRole('button', { name: 'Settings' }).tap();
      await expect.poll(() => page.getByRole('switch', { name: /Confirm each placement/ }).isChecked()).toBe(false);
      // The old database is gone once copied.
      await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([DB_NAME]);
    } finally {
      await context.close();
    }
  });
});
