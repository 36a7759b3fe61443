/** Driving the app in Chromium for the benchmarks: waiting on the page, starting a game, choosing a move. */
import type { Page } from 'playwright-core';
import { choosePlacement, readCells, readRack } from '../test/e2e/reading.js';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeout = 60_000): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error('timed out waiting for the page');
    await pause(50);
  }
}

export type Turn = 'mine' | 'over' | 'wait';
export const turn = (page: Page) =>
  page.evaluate((): Turn => {
    if (document.querySelector('.gameover')) return 'over';
    const mine = document.querySelector('.status--yours') && !document.querySelector('.handoff');
    const fits = Array.from(document.querySelectorAll('[data-cell]')).some((b) => /fits/.test(b.getAttribute('aria-label') ?? ''));
    return mine && fits ? 'mine' : 'wait';
  });

/** The move the browser tests make too (test/e2e/reading.ts), with its cell as the page names it ("r,c"). */
async function placementNow(page: Page): Promise<{ v: number; at: string } | null> {
  const placement = choosePlacement(await readCells(page), await readRack(page));
  return placement && { v: placement.v, at: `${placement.r},${placement.c}` };
}

/** Waits for the player's turn, then the move it would make (see placementNow). */
export async function myNextPlacement(page: Page): Promise<{ v: number; at: string }> {
  await poll(
    () => turn(page),
    (t) => t === 'mine',
  );
  const placement = await placementNow(page);
  if (!placement) throw new Error('my turn, but no tile fits anywhere');
  return placement;
}

/** 24/7 from Home's tile, against the Medium AI. */
export async function setUpTwentyFourSeven(page: Page): Promise<void> {
  await page.locator('[data-game="24-7"]').click();
  await page.locator('[data-seat-editor="1"] label', { hasText: 'Medium AI' }).click();
  await page.locator('[data-action="start"]').click();
  await poll(
    () => page.locator('[role="grid"]').count(),
    (n) => n === 1,
  );
}

/** 7 Jours from Home's tile: the one-tap game, the player against three Medium AIs. */
export async function setUpSeptJours(page: Page): Promise<void> {
  await page.locator('[data-game="7-jours"]').click();
  await page.locator('[data-action="start"]').click();
  await poll(
    () => page.locator('main.sept').count(),
    (n) => n === 1,
  );
}
