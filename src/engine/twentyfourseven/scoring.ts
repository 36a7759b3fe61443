/**
 * Scoring a placement, in two forms: `placementPoints` (fast, a number, for play and search) and
 * `scoreBreakdown` (each combination with its cells, for the record, the log and the UI). Both read
 * the board before the tile is put down (playing a move scores it just after: see scorePlacement).
 * scoring.test.ts checks that they always agree.
 */
import * as geometry from './board.js';
import { LINE_NAMES, rowOf, colOf, type LineName } from './board.js';
import { interestAt } from './lines.js';
import * as layout from './state.js';
import type { GameState } from './state.js';

/** Local copies: V8 reads an imported binding through a live cell on every use (see lines.ts). */
const { DIRECTIONS, IS_DOUBLE } = geometry;
const { HAND_STRIDE, LINE_STRIDE } = layout;

export type ComboKey = 'sum7' | 'sum24' | 'run3' | 'run4' | 'run5' | 'run6' | 'set3' | 'set4' | 'bonus24in7' | 'bonus247';

export const COMBO_KEYS: readonly ComboKey[] = ['sum7', 'sum24', 'run3', 'run4', 'run5', 'run6', 'set3', 'set4', 'bonus24in7', 'bonus247'];

export const COMBO_MINUTES: Readonly<Record<ComboKey, number>> = {
  sum7: 20,
  sum24: 40,
  run3: 30,
  run4: 40,
  run5: 50,
  run6: 60,
  set3: 50,
  set4: 60,
  bonus24in7: 60,
  bonus247: 60,
};

/** How many tiles, from `from` outward by `step`, read expected, expected+delta, … (values ≥ 1). */
function stretch(board: Int8Array, from: number, step: number, expected: number, delta: number): number {
  let n = 0;
  while (expected > 0 && board[from] === expected) {
    n++;
    from += step;
    expected += delta;
  }
  return n;
}

// The hot loops' names for the table above.
const SUM7 = COMBO_MINUTES.sum7;
const SUM24 = COMBO_MINUTES.sum24;
const SUM24_IN_7 = COMBO_MINUTES.sum24 + COMBO_MINUTES.bonus24in7;
const BONUS247 = COMBO_MINUTES.bonus247;
const RUN_MINUTES = COMBO_MINUTES.run3 / 3; // per tile: a run of n scores n × this
const SET3 = COMBO_MINUTES.set3;
const SET4 = COMBO_MINUTES.set4;

/**
 * Minutes tile v would score on the empty, legal cell (doubling included). Allocates nothing. Lines
 * whose interest mask (see GameState.interest) lacks v score nothing and are skipped unread, and so
 * is the whole cell when none has it (most random placements).
 */
export function placementPoints(state: GameState, cell: number, v: number): number {
  return ((interestAt(state, cell) >> v) & 1) === 0 ? 0 : interestingPoints(state, cell, v);
}

/** placementPoints of a value the cell's interest mask, just read through interestAt, holds. */
export function interestingPoints(state: GameState, cell: number, v: number): number {
  const { scored } = state;
  const at = cell * HAND_STRIDE + v;
  if (((scored[cell]! >> v) & 1) === 1) return state.points[at]!;
  const masks = state.lineInterest;
  const i = cell * 4;
  const scoringLines =
    ((masks[i]! >> v) & 1) | (((masks[i + 1]! >> v) & 1) << 1) | (((masks[i + 2]! >> v) & 1) << 2) | (((masks[i + 3]! >> v) & 1) << 3);
  const points = scorePlacement(state, cell, v, scoringLines);
  state.points[at] = points;
  scored[cell]! |= 1 << v;
  return points;
}

/** The memo of placementPoints when greedy play scored the placement to choose it, else −1. */
export function rememberedPoints(state: GameState, cell: number, v: number): number {
  return state.stale[cell] === 0 && ((state.scored[cell]! >> v) & 1) === 1 ? state.points[cell * HAND_STRIDE + v]! : -1;
}

/**
 * placementPoints worked out from the board and the line caches, on the lines whose bit d is set in
 * `scoringLines` (the others score nothing with v: see GameState.interest). It never reads the cell's
 * own square, and playing a tile leaves the cell's own line caches as they were: so the tile may
 * already be down.
 */
export function scorePlacement(state: GameState, cell: number, v: number, scoringLines: number): number {
  const { board, lines } = state;
  const base = cell * LINE_STRIDE;
  let total = 0;
  let sevens = 0;
  let twentyFours = 0;
  for (let d = 0; d < 4; d++) {
    const o = base + d * 4;
    if (((scoringLines >> d) & 1) === 0) continue;
    const off = DIRECTIONS[d]!;
    const sum = lines[o]! + v + lines[o + 2]!;
    if (sum === 7) {
      total += SUM7;
      sevens++;
    } else if (sum === 24) {
      total += lines[o + 3]! - lines[o + 1]! === 8 * off ? SUM24_IN_7 : SUM24; // the ends 8 steps apart: 7 tiles
      twentyFours++;
    }
    total += runAndSetMinutes(board, cell, off, v);
  }
  total += BONUS247 * sevens * twentyFours;
  return IS_DOUBLE[cell] ? total * 2 : total;
}

/** Minutes of the runs and sets tile v would make through the empty cell along `off` (no doubling). */
function runAndSetMinutes(board: Int8Array, cell: number, off: number, v: number): number {
  // A run or set through the new tile starts next to it: a neighbour one less, one more or equal
  // decides which stretch each side can extend, so at most two walks are needed.
  const prev = board[cell - off]!;
  const next = board[cell + off]!;
  let up = 1;
  let down = 1;
  let same = 1;
  if (prev === v - 1) up += stretch(board, cell - off, -off, v - 1, -1);
  else if (prev === v + 1) down += stretch(board, cell - off, -off, v + 1, 1);
  else if (prev === v) same += stretch(board, cell - off, -off, v, 0);
  if (next === v + 1) up += stretch(board, cell + off, off, v + 1, 1);
  else if (next === v - 1) down += stretch(board, cell + off, off, v - 1, -1);
  else if (next === v) same += stretch(board, cell + off, off, v, 0);
  let total = 0;
  if (up >= 3) total += up * RUN_MINUTES;
  if (down >= 3) total += down * RUN_MINUTES;
  if (same >= 3) total += same === 3 ? SET3 : SET4;
  return total;
}

export interface Combo {
  key: ComboKey;
  /** Minutes before any doubling. */
  minutes: number;
  line: LineName;
  /** Board cells [r, c] the combination covers, in line order (the UI lights them). */
  cells: [number, number][];
}

export interface ScoreBreakdown {
  combos: Combo[];
  doubled: boolean;
  /** Minutes after doubling. */
  total: number;
}

function cellsOf(first: number, step: number, count: number): [number, number][] {
  const cells: [number, number][] = [];
  for (let k = 0, p = first; k < count; k++, p += step) cells.push([rowOf(p), colOf(p)]);
  return cells;
}

/** Every combination the placement makes, with its cells; the slow, explanatory twin of placementPoints. */
export function scoreBreakdown(state: GameState, cell: number, v: number): ScoreBreakdown {
  const { board, lines } = state;
  const combos: Combo[] = [];
  const sevenLines: Combo[] = [];
  const twentyFourLines: Combo[] = [];
  for (let d = 0; d < 4; d++) {
    const o = cell * LINE_STRIDE + d * 4;
    if (lines[o]! + lines[o + 2]! === 0) continue; // no tile beside (tiles are 1 to 10)
    const off = DIRECTIONS[d]!;
    const line = LINE_NAMES[d]!;
    const lineStart = lines[o + 1]! + off; // the first tile after the cell just past the run
    const lineLength = (lines[o + 3]! - lines[o + 1]!) / off - 1;
    const sum = lines[o]! + v + lines[o + 2]!;
    if (sum === 7) {
      const combo: Combo = { key: 'sum7', minutes: SUM7, line, cells: cellsOf(lineStart, off, lineLength) };
      combos.push(combo);
      sevenLines.push(combo);
    } else if (sum === 24) {
      const combo: Combo = { key: 'sum24', minutes: SUM24, line, cells: cellsOf(lineStart, off, lineLength) };
      combos.push(combo);
      twentyFourLines.push(combo);
      if (lineLength === 7) combos.push({ ...combo, key: 'bonus24in7', minutes: COMBO_MINUTES.bonus24in7 });
    }
    const stretches: [ComboKey, number, number][] = [];
    const upBefore = stretch(board, cell - off, -off, v - 1, -1);
    const upLen = 1 + upBefore + stretch(board, cell + off, off, v + 1, 1);
    const downBefore = stretch(board, cell - off, -off, v + 1, 1);
    const downLen = 1 + downBefore + stretch(board, cell + off, off, v - 1, -1);
    const sameBefore = stretch(board, cell - off, -off, v, 0);
    const sameLen = 1 + sameBefore + stretch(board, cell + off, off, v, 0);
    if (upLen >= 3) stretches.push([`run${upLen}` as ComboKey, upBefore, upLen]);
    if (downLen >= 3) stretches.push([`run${downLen}` as ComboKey, downBefore, downLen]);
    if (sameLen >= 3) stretches.push([sameLen === 3 ? 'set3' : 'set4', sameBefore, sameLen]);
    for (const [key, before, length] of stretches) {
      combos.push({ key, minutes: COMBO_MINUTES[key], line, cells: cellsOf(cell - off * before, off, length) });
    }
  }
  for (const seven of sevenLines) {
    for (const twentyFour of twentyFourLines) {
      combos.push({ key: 'bonus247', minutes: BONUS247, line: seven.line, cells: [...seven.cells, ...twentyFour.cells] });
    }
  }
  // A 2x cell doubles what the placement scores; a placement that scores nothing is not "doubled".
  const doubled = IS_DOUBLE[cell] === 1 && combos.length > 0;
  const sum = combos.reduce((acc, combo) => acc + combo.minutes, 0);
  return { combos, doubled, total: doubled ? sum * 2 : sum };
}
