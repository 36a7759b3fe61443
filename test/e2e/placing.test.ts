/** Placing a tile on a phone: refused drops say why and send the tile back; confirm and take back; tap then tap. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, refusalOf, scoreBreakdown, cellAt, shuffledDeck } from '../../src/engine/twentyfourseven/index.js';
import {
  buildApp,
  launchChromium,
  phoneContext,
  screenshot,
  startPreview,
  watchProblems,
  type PageProblems,
  type Preview,
} from './harness';
import {
  cell,
  centre,
  choosePlacement,
  loggedMoves,
  mouseDrag,
  movesPlayed,
  rackTile,
  readCells,
  readRack,
  startGame,
  touchDrag,
  touchRelease,
  waitForTurn,
} from './play';

const SEED = 77;

/**
 * Reads the page in every frame's animation callbacks (before the frame is painted): whether a tile is
 * in the air, the ghost it leaves in the rack, and how many cells light up where it fits.
 */
const WATCH_FRAMES = `
  window.frames = [];
  const read = () => {
    window.frames.push({
      floating: document.querySelectorAll('.tile--floating').length,
      ghost: document.querySelectorAll('.tile--ghost').length,
      lit: document.querySelectorAll('.board--picking .cell[data-reach]').length,
      landing: document.querySelectorAll('.tile--landing').length,
      down: document.querySelectorAll('.tile--pending').length,
    });
    requestAnimationFrame(read);
  };
  requestAnimationFrame(read);
`;

describe('placing a tile', () => {
  let server: Preview;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    await buildApp();
    server = await startPreview();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(): Promise<void> {
    context = await phoneContext(browser, { reducedMotion: 'reduce' });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    problems = watchProblems(page);
    await startGame(page, server.url, SEED, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
    expect(await waitForTurn(page)).toBe('mine');
  }

  /** The engine's game after the moves the log lists. */
  async function engineGame(): Promise<Game> {
    const game = new Game(2, shuffledDeck(SEED));
    for (const move of await loggedMoves(page)) game.play(move);
    return game;
  }

  it('refuses a drop where the tile does not fit, says why, and the tile goes back to the rack', async () => {
    await open();
    try {
      const cdp = await context.newCDPSession(page);
      const rack = await readRack(page);
      // Not touching any tile: by touch.
      await touchDrag(cdp, await centre(rackTile(page, rack[0]!)), await centre(cell(page, 0, 0)));
      await expect.poll(() => page.locator('[data-notice="error"]').textContent()).toBe('A tile must touch another tile (corners count)');
      expect(await readRack(page)).toEqual(rack);
      expect(await cell(page, 0, 0).getAttribute('aria-label')).toBe('Row 1, column 1, empty');
      await expect.poll(() => page.locator('.tile--floating').count()).toBe(0);

      // Play on until some tile is too big for some cell, then drop it there (by mouse, this time).
      for (let turn = 0; turn < 12; turn++) {
        const cells = await readCells(page);
        const hand = await readRack(page);
        const biggest = Math.max(...hand);
        const tight = cells.find((c) => c.tile === 0 && c.fits > 0 && c.fits < biggest);
        if (tight) {
          const game = await engineGame();
          const refusal = refusalOf(game.state, { r: tight.r, c: tight.c, v: biggest });
          if (refusal?.code !== 'too-big') throw new Error(`expected too-big, got ${refusal?.code}`);
          await mouseDrag(page, await centre(rackTile(page, biggest)), await centre(cell(page, tight.r, tight.c)));
          const reason = `${biggest} does not fit here: the ${refusal.line} would sum to ${refusal.sum}`;
          await expect.poll(() => page.locator('[data-notice="error"]').textContent()).toBe(reason);
          await screenshot(page, 'refused-drop-phone');
          expect(await readRack(page)).toEqual(hand);
          expect(await page.locator('[data-action="confirm"]').count()).toBe(0);
          expect(problems.consoleErrors).toEqual([]);
          return;
        }
        const placement = choosePlacement(cells, hand)!;
        const before = await movesPlayed(page);
        await touchDrag(cdp, await centre(rackTile(page, placement.v)), await centre(cell(page, placement.r, placement.c)));
        await page.locator('[data-action="confirm"]').tap();
        await expect.poll(() => movesPlayed(page)).toBeGreaterThan(before);
        expect(await waitForTurn(page)).toBe('mine');
      }
      throw new Error('no tile was ever too big for a cell');
    } finally {
      await context.close();
    }
  });

  it("draws only the tile in the air in the lift's frame, the ghost and the lit cells later; the drop's frame only the tile landing", async () => {
    await open();
    try {
      const cdp = await context.newCDPSession(page);
      const { v, r, c } = choosePlacement(await readCells(page), await readRack(page))!;
      await page.evaluate(WATCH_FRAMES);
      await touchDrag(cdp, await centre(rackTile(page, v)), await centre(cell(page, r, c)), { release: false });
      await expect.poll(() => page.evaluate('window.frames.at(-1)')).toMatchObject({ floating: 1, ghost: 1 });
      type Frame = { floating: number; ghost: number; lit: number; landing: number; down: number };
      const frames = (await page.evaluate('window.frames')) as Frame[];
      const lift = frames.findIndex((frame) => frame.floating === 1);
      expect(frames[lift], JSON.stringify(frames)).toEqual({ floating: 1, ghost: 0, lit: 0, landing: 0, down: 0 });
      expect(
        frames.slice(lift + 1).some((frame) => frame.ghost === 1 && frame.lit > 0),
        JSON.stringify(frames),
      ).toBe(true);
      const held = ((await page.evaluate('window.frames.length')) as number) - 1;
      await touchRelease(cdp);
      await expect.poll(() => cell(page, r, c).getAttribute('aria-label')).toContain(`tile ${v}, not placed yet`);
      await expect.poll(() => page.evaluate('window.frames.at(-1).lit')).toBe(0);
      const after = ((await page.evaluate('window.frames')) as Frame[]).slice(held);
      // The drop's frame: the copy in the air lands on its cell, and nothing else changes.
      const drop = after.findIndex((frame) => frame.landing === 1);
      expect(after[drop], JSON.stringify(after)).toMatchObject({ floating: 1, ghost: 1, down: 0 });
      expect(after[drop]!.lit, JSON.stringify(after)).toBeGreaterThan(0);
      // A frame later the tile is down on the board and the copy and the ghost gone; the cells still lit, they go out later.
      const down = after.findIndex((frame) => frame.down === 1);
      expect(down, JSON.stringify(after)).toBeGreaterThan(drop);
      expect(after[down], JSON.stringify(after)).toMatchObject({ floating: 0, ghost: 0, landing: 0 });
      expect(after[down]!.lit, JSON.stringify(after)).toBeGreaterThan(0);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a placement with its score, takes it back, then places it on confirm; tap-then-tap works too', async () => {
    await open();
    try {
      const cdp = await context.newCDPSession(page);
      const rack = await readRack(page);

      // A hint names a move in words and marks its cell and tile.
      await page.locator('[data-action="hint"]').tap();
      await expect.poll(() => page.locator('.status__text').textContent()).toMatch(/^Hint: (\d+) on row \d, column \d$/);
      const [, hinted, hr, hc] = /^Hint: (\d+) on row (\d), column (\d)$/.exec((await page.locator('.status__text').textContent())!)!;
      expect(await cell(page, Number(hr) - 1, Number(hc) - 1).getAttribute('aria-label')).toContain(`hint: ${hinted}`);
      expect(await page.locator('.tile--hinted').getAttribute('aria-label')).toBe(`Tile ${hinted}`);

      const { v, r, c } = choosePlacement(await readCells(page), rack)!;
      const game = await engineGame();
      const preview = scoreBreakdown(game.state, cellAt(r, c), v);

      await touchDrag(cdp, await centre(rackTile(page, v)), await centre(cell(page, r, c)));
      await expect
        .poll(() => cell(page, r, c).getAttribute('aria-label'))
        .toMatch(new RegExp(`^Row ${r + 1}, column ${c + 1}, tile ${v}, not placed yet, ${preview.total} minutes`));
      expect(await page.locator('.status__total').textContent()).toBe(`+${preview.total}`);
      expect((await readRack(page)).length).toBe(rack.length - 1);
      expect(await movesPlayed(page)).toBe(0);

      await page.locator('[data-action="take-back"]').tap();
      await expect.poll(() => readRack(page)).toEqual(rack);
      expect(await cell(page, r, c).getAttribute('aria-label')).toMatch(
        new RegExp(`^Row ${r + 1}, column ${c + 1}, empty, up to \\d+ fits`),
      );
      expect(await movesPlayed(page)).toBe(0);

      // Tap the tile, then tap the cell.
      await rackTile(page, v).tap();
      await expect.poll(() => rackTile(page, v).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.locator('.board--picking .cell[data-reach]').count()).toBeGreaterThan(0);
      await cell(page, r, c).tap();
      await expect.poll(() => cell(page, r, c).getAttribute('aria-label')).toContain(`tile ${v}, not placed yet`);
      await page.locator('[data-action="confirm"]').tap();
      await expect.poll(() => movesPlayed(page)).toBe(1);
      await expect.poll(() => cell(page, r, c).getAttribute('aria-label')).toContain(`tile ${v}`);
      expect(await loggedMoves(page)).toEqual([{ r, c, v, player: 0 }]);
      await expect.poll(() => page.locator('[data-score="0"]').textContent()).toBe(String(preview.total));
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
