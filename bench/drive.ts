/** Driving the app in Chromium for the benchmarks: waiting on the page, starting a game, choosing a move. */
import type { Page } from 'playwright-core';

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

/** The biggest rack tile that fits somewhere, and the first cell it fits (board order). */
export const choosePlacement = (page: Page) =>
  page.evaluate(() => {
    const rack = Array.from(document.querySelectorAll('.rack button[aria-label^="Tile "]'), (b) =>
      Number(b.getAttribute('aria-label')!.slice(5)),
    );
    const cells = Array.from(document.querySelectorAll('[data-cell]'), (b) => ({
      at: (b as HTMLElement).dataset.cell!,
      fits: Number(/up to (\d+) fits/.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? 0),
    }));
    for (const v of [...new Set(rack)].sort((a, b) => b - a)) {
      const target = cells.find((c) => c.fits >= v);
      if (target) return { v, at: target.at };
    }
    return null;
  });

/** Waits for the player's turn, then the move it would make (see choosePlacement). */
export async function myNextPlacement(page: Page): Promise<{ v: number; at: string }> {
  await poll(
    () => turn(page),
    (t) => t === 'mine',
  );
  const placement = await choosePlacement(page);
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
