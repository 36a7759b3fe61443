/**
 * Helpers for the game's browser tests: set up a game through the New game screen, read the board and
 * the rack from what the page shows (cells' and tiles' accessible names), drag tiles with real touch
 * events (CDP Input.dispatchTouchEvent) or the mouse, and wait for turns. See TOOLCHAIN.md.
 */
import type { CDPSession, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { choosePlacement, NEWEST_LOGGED, readCells, readRack } from './reading';

export { type CellInfo, choosePlacement, readCells, readRack } from './reading';

export interface SeatChoice {
  name?: string;
  kind: 'Human' | 'Easy AI' | 'Medium AI' | 'Hard AI';
}

/** Opens the app with a fixed deck seed and starts a game from the New game screen. */
export async function startGame(page: Page, url: string, seed: number, seats: SeatChoice[], starter = 0): Promise<void> {
  await page.goto(`${url}?seed=${seed}`);
  await page.locator('[data-game="24-7"]').click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('New game');
  while ((await page.locator('[data-seat-editor]').count()) < seats.length) {
    await page.getByRole('button', { name: 'Add a player' }).click();
  }
  for (const [i, seat] of seats.entries()) {
    const editor = page.locator(`[data-seat-editor="${i}"]`);
    await editor.locator('label', { hasText: seat.kind }).click();
    if (seat.name) await editor.getByRole('textbox').fill(seat.name);
  }
  const starterName = await page.locator(`[data-seat-editor="${starter}"] input[type="text"]`).inputValue();
  await page.locator('fieldset[aria-label="Who starts"] label', { hasText: starterName }).first().click();
  await page.locator('[data-action="start"]').click();
  await expect.poll(() => page.locator('[role="grid"]').count()).toBe(1);
}

export interface Point {
  x: number;
  y: number;
}

export async function centre(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box (not visible)');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real touch drag: touchStart, several touchMoves, touchEnd (pointer events with pointerType 'touch').
 * It lifts while still moving, a flick: Chromium reads that as a fling unless the page cancels the
 * touch moves, and the tap after a fling only stops it (no click) — the tests' taps on Place after a
 * drag guard against that.
 */
export async function touchDrag(
  cdp: CDPSession,
  from: Point,
  to: Point,
  options: { steps?: number; release?: boolean } = {},
): Promise<void> {
  const steps = options.steps ?? 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await pause(8);
  }
  if (options.release !== false) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

export async function touchRelease(cdp: CDPSession): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

export async function mouseDrag(page: Page, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

export const cell = (page: Page, r: number, c: number) => page.locator(`[data-cell="${r},${c}"]`);
export const rackTile = (page: Page, v: number) => page.locator(`.rack button[aria-label="Tile ${v}"]`).first();

/** What the screen shows of whose turn it is: read once per poll, and quoted if the turn never comes. */
interface TurnScreen {
  over: boolean;
  yours: boolean;
  handoff: boolean;
  /** Cells whose accessible name says a tile fits there. */
  fits: number;
  /** The board's last-move cell and the log's newest move, as "r,c". */
  lastCell: string | null;
  newestLogged: string | null;
  status: string;
}

const readTurnScreen = (page: Page): Promise<TurnScreen> =>
  page.evaluate(() => ({
    over: document.querySelector('.gameover') !== null,
    yours: document.querySelector('.status--yours') !== null,
    handoff: document.querySelector('.handoff') !== null,
    fits: document.querySelectorAll('[data-cell][aria-label*="fits"]').length,
    lastCell: document.querySelector('.cell--last')?.getAttribute('data-cell') ?? null,
    newestLogged: document.querySelector('.log__move')?.getAttribute('data-move')?.split(',').slice(0, 2).join(',') ?? null,
    status: document.querySelector('.status')?.textContent ?? '',
  }));

function turnOn(screen: TurnScreen): 'mine' | 'over' | 'wait' {
  // The log lists a move a frame or two after the board shows it: wait for it to catch up.
  if (screen.lastCell !== screen.newestLogged) return 'wait';
  if (screen.over) return 'over';
  return screen.yours && !screen.handoff && screen.fits > 0 ? 'mine' : 'wait';
}

/** Waits until the player at the device may move (targets loaded), or the game is over. */
export async function waitForTurn(page: Page, timeout = 20_000): Promise<'mine' | 'over'> {
  let screen: TurnScreen | null = null;
  await expect
    .poll(
      async () => {
        screen = await readTurnScreen(page);
        return turnOn(screen);
      },
      { timeout, interval: 50, message: 'the player at the device gets the turn' },
    )
    .not.toBe('wait')
    .catch((error: Error) => {
      // A turn that never came names its cause: what the screen showed last.
      throw new Error(`${error.message}; the screen showed ${JSON.stringify(screen)}`);
    });
  return turnOn(screen!) as 'mine' | 'over';
}

/** The moves the log lists: its newest entry's number (the log draws its newest moves only). */
export async function movesPlayed(page: Page): Promise<number> {
  return page.evaluate((newest) => Number(document.querySelector(newest)?.textContent ?? 0), NEWEST_LOGGED);
}

/** The moves as the log lists them, oldest first: all of them, its earlier moves drawn by its button. */
export async function loggedMoves(page: Page): Promise<{ r: number; c: number; v: number; player: number }[]> {
  await showWholeLog(page);
  const moves = await page.locator('.log__move').evaluateAll((items) =>
    items.map((li) => {
      const [r, c, v] = (li as HTMLElement).dataset.move!.split(',').map(Number) as [number, number, number];
      return { r, c, v, player: Number((li as HTMLElement).dataset.player) };
    }),
  );
  return moves.reverse();
}

/** Presses the log's "earlier moves" button until every move is drawn (by script: a closed log sheet hides it). */
async function showWholeLog(page: Page): Promise<void> {
  const earlier = page.locator('.log__earlier button');
  const entries = page.locator('.log__list > li:not(.log__earlier)');
  while ((await earlier.count()) > 0) {
    const before = await entries.count();
    await earlier.evaluate((button: HTMLButtonElement) => button.click());
    await expect.poll(() => entries.count()).toBeGreaterThan(before);
  }
}

export async function shownScores(page: Page): Promise<number[]> {
  return page.locator('[data-score]').evaluateAll((spans) => spans.map((s) => Number(s.textContent)));
}

/** One move by the player at the device, by taps (tile, cell, Place), with the confirm step on. */
export async function playOneMove(page: Page): Promise<void> {
  expect(await waitForTurn(page)).toBe('mine');
  const before = await movesPlayed(page);
  const placement = choosePlacement(await readCells(page), await readRack(page));
  if (!placement) throw new Error('my turn, but no tile fits anywhere');
  await rackTile(page, placement.v).tap();
  await cell(page, placement.r, placement.c).tap();
  await page.locator('[data-action="confirm"]').tap();
  await expect.poll(() => movesPlayed(page)).toBeGreaterThan(before);
}
