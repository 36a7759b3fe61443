/**
 * Reading the 24/7 board and rack from what the page shows (cells' and tiles' accessible names), and
 * the move the browser tests and the benchmarks make from them; how many moves either game's log lists.
 * No test runner here: the benchmarks use it too.
 */
import type { Page } from 'playwright-core';

/** The number of the log's newest entry (either game): the moves played, as the log draws its newest only. */
export const NEWEST_LOGGED = '.log__move .log__number';

export interface CellInfo {
  r: number;
  c: number;
  label: string;
  tile: number;
  fits: number;
}

/** Every cell as the page names it. */
export async function readCells(page: Page): Promise<CellInfo[]> {
  return page.locator('[data-cell]').evaluateAll((buttons) =>
    buttons.map((b) => {
      const [r, c] = (b as HTMLElement).dataset.cell!.split(',').map(Number) as [number, number];
      const label = b.getAttribute('aria-label') ?? '';
      const tile = Number(/, tile (\d+)/.exec(label)?.[1] ?? 0);
      const fits = Number(/up to (\d+) fits/.exec(label)?.[1] ?? 0);
      return { r, c, label, tile, fits };
    }),
  );
}

export async function readRack(page: Page): Promise<number[]> {
  const labels = await page
    .locator('.rack button[aria-label^="Tile "]')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label')!));
  return labels.map((label) => Number(label.slice(5)));
}

/** The biggest tile of the rack that fits somewhere, on the first cell it fits (board order). */
export function choosePlacement(cells: CellInfo[], rack: number[]): { v: number; r: number; c: number } | null {
  for (const v of [...new Set(rack)].sort((a, b) => b - a)) {
    const target = cells.find((cellInfo) => cellInfo.fits >= v);
    if (target) return { v, r: target.r, c: target.c };
  }
  return null;
}
