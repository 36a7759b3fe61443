/**
 * Keeps each empty cell's view of its four lines up to date. A placement only changes the cells just
 * beyond both ends of the four runs through it (at most 8 cells), so a move costs O(1), not a rescan:
 * playUnchecked (rules.ts) walks the four lines and calls extendBeside for those cells. The hot paths
 * read and write the state through its one byte view `data` (see state.ts).
 */
import * as geometry from './board.js';
import * as layout from './state.js';
import type { GameState } from './state.js';

/**
 * Local copies of shared constants: V8 reads an imported (or exported) binding through a live cell,
 * with a check, on every use, where a module's own constant compiles into the code. The loops in
 * this file are the engine's hottest.
 */
const { DIRECTIONS, EMPTY, MAX_LINE_SUM, MAX_TILE, BOARD_CELLS } = geometry;
const { BOARD_MARGIN, LINE_STRIDE, NO_TARGET, LINES_AT, TARGET_AT, STALE_AT, OPEN_AT, OPEN_INDEX_AT } = layout;

/** Largest tile that fits on the empty cell from its cached lines, or NO_TARGET if it touches no tile. */
function computeTarget(lines: Uint8Array, cell: number): number {
  const base = cell * LINE_STRIDE;
  let worst = 0;
  for (let d = 0; d < 4; d++) {
    const sum = lines[base + d * 4]! + lines[base + d * 4 + 2]!;
    if (sum > worst) worst = sum;
  }
  return worst === 0 ? NO_TARGET : ROOM[worst]!; // tiles are 1 to 10: a sum of 0 means no tile beside
}

const isTile = (v: number) => v >= 1 && v <= MAX_TILE;
/** Bit of value v when it is a tile value (1..10), else 0. */
const bitOf = (v: number) => (isTile(v) ? 1 << v : 0);

/**
 * The interest mask of a line is looked up, not worked out: SUM_INTEREST[beside] holds the value that
 * completes a sum of 7 or 24; WINDOW_INTEREST the values that make a run or a set of 3 with the two
 * cells each side of the empty one. Longer runs and sets contain one of these, so the union is exactly
 * the values that score on the line. Each cell's content + 1 is a base-12 digit of the window's index
 * (see maskOfLine), so WALL (−1) and EMPTY (0) index too, and give nothing. One lookup for the four
 * cells instead of one per pair: this runs four times a placement.
 */
const SUM_INTEREST = new Uint16Array(2 * MAX_LINE_SUM + 1);
const WINDOW_INTEREST = new Uint16Array(12 ** 4);
/** ROOM[sum]: largest tile that fits beside a line of that sum, 0 when not even a 1 does. */
const ROOM = new Int8Array(2 * MAX_LINE_SUM + 1);
for (let beside = 0; beside <= 2 * MAX_LINE_SUM; beside++) {
  SUM_INTEREST[beside] = (beside >= 1 ? bitOf(7 - beside) : 0) | (beside >= 14 ? bitOf(24 - beside) : 0);
  ROOM[beside] = Math.max(0, Math.min(MAX_TILE, MAX_LINE_SUM - beside));
}

/** Values v for which b, a, v (reading toward the empty cell, a its neighbour) is a run or a set. */
function nearInterest(a: number, b: number): number {
  if (!isTile(a) || !isTile(b)) return 0;
  return (b === a - 1 ? bitOf(a + 1) : 0) | (b === a + 1 ? bitOf(a - 1) : 0) | (b === a ? bitOf(a) : 0);
}
/** Values v for which a, v, b is a run (a and b differ by 2) or a set (a = b). */
function acrossInterest(a: number, b: number): number {
  if (!isTile(a) || !isTile(b)) return 0;
  return (Math.abs(a - b) === 2 ? bitOf((a + b) / 2) : 0) | (a === b ? bitOf(a) : 0);
}
// The window table from the pair tables (indexed (a + 1) * 12 + b + 1): 20,736 entries built at
// module load, in the app too, so a lookup each rather than three function calls.
const NEAR = new Uint16Array(12 * 12);
const ACROSS = new Uint16Array(12 * 12);
for (let a = -1; a <= MAX_TILE; a++) {
  for (let b = -1; b <= MAX_TILE; b++) {
    NEAR[(a + 1) * 12 + b + 1] = nearInterest(a, b);
    ACROSS[(a + 1) * 12 + b + 1] = acrossInterest(a, b);
  }
}
for (let before = 0; before < 12 * 12; before++) {
  const prev = (before / 12) | 0; // the neighbour; before % 12 is the cell beyond it
  for (let next = 0; next < 12; next++) {
    const inner = NEAR[before]! | ACROSS[prev * 12 + next]!;
    for (let afterNext = 0; afterNext < 12; afterNext++) {
      WINDOW_INTEREST[(before * 12 + next) * 12 + afterNext] = inner | NEAR[next * 12 + afterNext]!;
    }
  }
}

/**
 * The interest mask of the line through the empty cell along `off`, whose other tiles sum to `beside`.
 * No branch (they mispredict often here): the tiles two steps away are read whatever the first ones
 * hold, inside the margin of walls.
 */
export function maskOfLine(margined: Int8Array, cell: number, off: number, beside: number): number {
  const at = cell + BOARD_MARGIN;
  const window =
    (((margined[at - off]! + 1) * 12 + margined[at - 2 * off]! + 1) * 12 + margined[at + off]! + 1) * 12 + margined[at + 2 * off]! + 1;
  return SUM_INTEREST[beside]! | WINDOW_INTEREST[window]!;
}

/** The interest mask of the line through the empty cell in direction d, from the caches. */
function interestOf(state: GameState, cell: number, d: number): number {
  const o = cell * LINE_STRIDE + d * 4;
  const lines = state.lines;
  return maskOfLine(state.margined, cell, DIRECTIONS[d]!, lines[o]! + lines[o + 2]!);
}

/** The cell's interest mask (see GameState.interest), its stale lines worked out again first. */
export function interestAt(state: GameState, cell: number): number {
  const stale = state.stale[cell]!;
  return stale === 0 ? state.interest[cell]! : refreshStaleLines(state, cell, stale);
}

function refreshStaleLines(state: GameState, cell: number, stale: number): number {
  const masks = state.lineInterest;
  const i = cell * 4;
  while (stale !== 0) {
    const d = 31 - Math.clz32(stale);
    stale ^= 1 << d;
    masks[i + d] = interestOf(state, cell, d);
  }
  state.stale[cell] = 0;
  state.scored[cell] = 0; // the memo went stale with the lines (see GameState.points)
  return (state.interest[cell] = masks[i]! | masks[i + 1]! | masks[i + 2]! | masks[i + 3]!);
}

/**
 * The run beside the empty cell along direction d, on the side whose cache is at `side` (0 before,
 * 2 after), changed: it now sums to `runSum` and ends at `beyond`. Lines only ever grow, so the
 * cell's target can only fall: the new line bounds it, the old target already holds the other
 * directions (or, if the cell touched nothing, they are all empty).
 */
export function extendBeside(
  state: GameState,
  data: Int8Array,
  cell: number,
  d: number,
  side: number,
  runSum: number,
  beyond: number,
): void {
  const o = LINES_AT + cell * LINE_STRIDE + d * 4;
  data[o + side] = runSum;
  data[o + side + 1] = beyond;
  data[STALE_AT + cell]! |= 1 << d;
  const old = data[TARGET_AT + cell]!;
  const bound = ROOM[runSum + data[o + (side ^ 2)]!]!;
  // The smaller of bound and old, NO_TARGET (−1) read as 255; arithmetic, as a branch here mispredicts.
  const over = bound - (old & 255);
  const target = bound - (over & ~(over >> 31));
  data[TARGET_AT + cell] = target;
  if (old === NO_TARGET) {
    const count = state.openCount++ & 63; // first touched: joins `open` (& 63: a range hint, see playUnchecked)
    data[OPEN_AT + count] = cell;
    data[OPEN_INDEX_AT + cell] = count;
  }
}

/**
 * Takes an out-of-time cell (target 0) out of `open`, where it stays until something notices: a
 * placement never has to test for it, and a random pick that lands on it or greedy play's scan of
 * `open` removes it.
 */
export function closeOutOfTime(state: GameState, cell: number): void {
  leaveOpen(state, state.data, cell);
}

/** Takes the cell out of `open` (it was in). */
export function leaveOpen(state: GameState, data: Int8Array, cell: number): void {
  const at = data[OPEN_INDEX_AT + cell]!;
  const last = data[OPEN_AT + (--state.openCount & 63)]!; // (a range hint, see playUnchecked)
  data[OPEN_AT + at] = last;
  data[OPEN_INDEX_AT + last] = at;
  data[OPEN_INDEX_AT + cell] = -1;
}

/** Recomputes every cache from the board alone (setup, or a state built from a seat's view). */
export function rebuildLines(state: GameState): void {
  const { board, lines, target, open, openIndex } = state;
  lines.fill(0);
  target.fill(NO_TARGET);
  state.scored.fill(0);
  openIndex.fill(-1);
  state.openCount = 0;
  for (let i = 0; i < BOARD_CELLS.length; i++) {
    const cell = BOARD_CELLS[i]!;
    if (board[cell] !== EMPTY) continue;
    for (let d = 0; d < 4; d++) {
      const off = DIRECTIONS[d]!;
      for (let side = 0; side < 2; side++) {
        const step = side === 0 ? -off : off;
        let sum = 0;
        let p = cell + step;
        for (; board[p]! > 0; p += step) sum += board[p]!;
        const o = cell * LINE_STRIDE + d * 4 + side * 2;
        lines[o] = sum;
        lines[o + 1] = p;
      }
    }
    state.stale[cell] = 0b1111; // its interest is worked out when first read
    target[cell] = computeTarget(lines, cell);
    if (target[cell]! >= 0) {
      open[state.openCount] = cell;
      openIndex[cell] = state.openCount++;
    }
  }
}

/** The sum the line in direction d through an empty cell would have with tile v on it. */
export function lineSumWith(state: GameState, cell: number, d: number, v: number): number {
  const o = cell * LINE_STRIDE + d * 4;
  return state.lines[o]! + v + state.lines[o + 2]!;
}
