/**
 * The benchmark driver's waits and readings, done inside the page as it changes. Each call a driver
 * makes into a page runs on the page's main thread, the thread being measured, and polling from
 * outside makes such calls many times a second, in the very frames of the app's own work (the
 * figures are in the README). Here a wait is one call, answered by a MutationObserver as the page
 * changes (a short check after the app's own mutations), and the centres a move needs come in one call.
 */
import type { CDPSession } from 'playwright-core';
import { type CellInfo, NEWEST_LOGGED } from '../test/e2e/reading.js';

/** What `waitInPage` can wait for: each check returns undefined until it holds, then its answer. */
export const IN_PAGE = `{
  const movesLogged = () => Number(document.querySelector(${JSON.stringify(NEWEST_LOGGED)})?.textContent ?? 0);
  const cellsAndRack = () => ({
    cells: Array.from(document.querySelectorAll('[data-cell]'), (b) => {
      const [r, c] = b.dataset.cell.split(',').map(Number);
      const label = b.getAttribute('aria-label') || '';
      return { r, c, label, tile: Number((/, tile (\\d+)/.exec(label) || [])[1] || 0), fits: Number((/up to (\\d+) fits/.exec(label) || [])[1] || 0) };
    }),
    rack: Array.from(document.querySelectorAll('.rack button[aria-label^="Tile "]'), (t) => Number(t.getAttribute('aria-label').slice(5))),
    logged: movesLogged(),
  });
  const bestPacket = () => {
    let best = { p: -1, gain: -Infinity };
    for (const packet of document.querySelectorAll('.packet--pickable')) {
      const gain = Number((packet.querySelector('.preview__gain')?.textContent ?? '0').replace('\\u2212', '-'));
      if (gain > best.gain) best = { p: Number(packet.dataset.packet), gain };
    }
    return best.p;
  };
  const checks = {
    // 24/7: the game over, or the player's turn with a tile that fits (and then the board and rack).
    turn247: () => {
      if (document.querySelector('.gameover')) return { state: 'over' };
      if (!document.querySelector('.status--yours') || document.querySelector('.handoff')) return undefined;
      const read = cellsAndRack();
      return read.cells.some((cell) => cell.fits > 0) ? { state: 'mine', ...read } : undefined;
    },
    // 7 Jours: the game over, the player's deal or pick (and then how many play and the best packet).
    septTurn: () => {
      if (document.querySelector('.gameover')) return { state: 'over' };
      if (document.querySelector('.strip--showing')) return undefined;
      const players = document.querySelectorAll('[data-seat-row]').length;
      if (document.querySelector('[data-action="deal"]')) return { state: 'deal', players };
      if (document.querySelector('.packet--pickable')) return { state: 'pick', players, best: bestPacket() };
      return undefined;
    },
    present: (selector) => (document.querySelector(selector) ? true : undefined),
    absent: (selector) => (document.querySelector(selector) ? undefined : true),
    loggedAbove: (n) => (movesLogged() > n ? true : undefined),
    allPresent: (selectors) => (selectors.every((selector) => document.querySelector(selector)) ? true : undefined),
  };
  window.smoothWait = (name, arg, ms) => new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => test());
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('timed out waiting for ' + name));
    }, ms);
    const test = () => {
      const answer = checks[name](arg);
      if (answer === undefined) return false;
      observer.disconnect();
      clearTimeout(timer);
      resolve(answer);
      return true;
    };
    if (!test()) observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  window.smoothCentres = async (selectors) => {
    await window.smoothWait('allPresent', selectors, 60000);
    return selectors.map((selector) => {
      const box = document.querySelector(selector).getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
  };
}`;

async function evaluate<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value as T;
}

export type Turn247 = { state: 'over' } | { state: 'mine'; cells: CellInfo[]; rack: number[]; logged: number };
export type SeptTurnNow = { state: 'over' } | { state: 'deal'; players: number } | { state: 'pick'; players: number; best: number };

interface Checks {
  turn247: [undefined, Turn247];
  septTurn: [undefined, SeptTurnNow];
  present: [string, true];
  absent: [string, true];
  loggedAbove: [number, true];
}

/** Waits in the page until `name`'s check holds (a minute at most), and returns its answer. */
export function waitInPage<K extends keyof Checks>(cdp: CDPSession, name: K, arg?: Checks[K][0]): Promise<Checks[K][1]> {
  return evaluate(cdp, `window.smoothWait(${JSON.stringify(name)}, ${JSON.stringify(arg ?? null)}, 60000)`);
}

export interface Point {
  x: number;
  y: number;
}

/** The centres of the first elements matching each selector, in one call, once they are all on the page. */
export function centresInPage(cdp: CDPSession, selectors: string[]): Promise<Point[]> {
  return evaluate(cdp, `window.smoothCentres(${JSON.stringify(selectors)})`);
}

/** The centre of the first element matching `selector`. */
export async function centreInPage(cdp: CDPSession, selector: string): Promise<Point> {
  const [centre] = await centresInPage(cdp, [selector]);
  return centre!;
}

/** A finger's tap at `at`: down, a moment, up (touch events, as a phone sends them). */
export async function touchTap(cdp: CDPSession, at: Point): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await new Promise((resolve) => setTimeout(resolve, 60));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
