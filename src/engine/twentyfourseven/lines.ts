/**
 * Keeps each empty cell's view of its four lines up to date. A placement only changes the cells just
 * beyond both ends of the four runs through it (at most 8 cells), so a move costs O(1), not a rescan.
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
const { BOARD_MARGIN, LINE_STRIDE, NO_TARGET } = layout;

/** Largest tile that fits on the empty cell from its cached lines, or NO_TARGET if it touches no tile. */
function computeTarget(lines: Uint8Array, cell: number): number {
  const base = cell * LINE_STRIDE;
  let touching = 0;
  let worst = 0;
  for (let d = 0; d < 4; d++) {
    const o = base + d * 4;
    touching |= lines[o + 1]! | lines[o + 3]!;
    const sum = lines[o]! + lines[o + 2]!;
    if (sum > worst) worst = sum;
  }
  return touching === 0 ? NO_TARGET : ROOM[worst]!;
}

/** Sets a cell's target, keeping the per-value counts and the list of open cells (target ≥ 1) in step. */
function setTarget(state: GameState, cell: number, value: number): void {
  const old = state.target[cell]!;
  if (old === value) return;
  if (old >= 0) state.targetCount[old]!--;
  if (value >= 0) state.targetCount[value]!++;
  state.target[cell] = value;
  const { open, openIndex } = state;
  if (old >= 1 && value < 1) {
    const at = openIndex[cell]!;
    const last = open[--state.openCount]!;
    open[at] = last;
    openIndex[last] = at;
    openIndex[cell] = -1;
  } else if (old < 1 && value >= 1) {
    open[state.openCount] = cell;
    openIndex[cell] = state.openCount++;
  }
}

/** Bit of value v when it is a tile value (1..10), else 0. */
const bitOf = (v: number) => (v >= 1 && v <= MAX_TILE ? 1 << v : 0);

/**
 * The interest mask of a line is looked up, not worked out: SUM_INTEREST[beside] holds the value that
 * completes a sum of 7 or 24; NEAR_INTEREST[a][b] the values that make a run or set of 3 with the
 * neighbour a and the tile b beyond it on one side (the same table serves both sides, read outward);
 * ACROSS_INTEREST[prev][next] those that make one with a tile on each side. Longer runs and sets
 * contain one of these, so the union is exactly the values that score on the line.
 * Two-tile tables are indexed (a + 1) * 12 + (b + 1), so WALL (−1) and EMPTY (0) index too.
 */
const SUM_INTEREST = new Uint16Array(2 * MAX_LINE_SUM + 1);
const NEAR_INTEREST = new Uint16Array(12 * 12);
const ACROSS_INTEREST = new Uint16Array(12 * 12);
/** ROOM[sum]: largest tile that fits beside a line of that sum, 0 when not even a 1 does. */
const ROOM = new Int8Array(2 * MAX_LINE_SUM + 1);
for (let beside = 0; beside <= 2 * MAX_LINE_SUM; beside++) {
  SUM_INTEREST[beside] = (beside >= 1 ? bitOf(7 - beside) : 0) | (beside >= 14 ? bitOf(24 - beside) : 0);
  ROOM[beside] = Math.max(0, Math.min(MAX_TILE, MAX_LINE_SUM - beside));
}
for (let a = 1; a <= MAX_TILE; a++) {
  for (let b = 1; b <= MAX_TILE; b++) {
    // Near: b, a, v reading toward the cell is a run (b = a ∓ 1 gives v = a ± 1) or a set (b = a = v).
    NEAR_INTEREST[(a + 1) * 12 + b + 1] = (b === a - 1 ? bitOf(a + 1) : 0) | (b === a + 1 ? bitOf(a - 1) : 0) | (b === a ? bitOf(a) : 0);
    // Across: a, v, b is a run when a and b differ by 2, a set when a = b.
    ACROSS_INTEREST[(a + 1) * 12 + b + 1] = (Math.abs(a - b) === 2 ? bitOf((a + b) / 2) : 0) | (a === b ? bitOf(a) : 0);
  }
}

/**
 * The interest mask of the line through the empty cell along `off`, whose other tiles sum to `beside`.
 * No branch (they mispredict often here): the tile two steps away is read whatever the first one holds,
 * inside the margin of walls, and the tables give 0 beside a wall or an empty cell.
 */
function maskOfLine(margined: Int8Array, cell: number, off: number, beside: number): number {
  const at = cell + BOARD_MARGIN;
  const prev = margined[at - off]! + 1;
  const next = margined[at + off]! + 1;
  return (
    SUM_INTEREST[beside]! |
    NEAR_INTEREST[prev * 12 + margined[at - 2 * off]! + 1]! |
    NEAR_INTEREST[next * 12 + margined[at + 2 * off]! + 1]! |
    ACROSS_INTEREST[prev * 12 + next]!
  );
}

/** The interest mask of the line through the empty cell in direction d, from the caches. */
function interestOf(state: GameState, cell: number, d: number): number {
  const o = cell * LINE_STRIDE + d * 4;
  const lines = state.lines;
  return maskOfLine(state.margined, cell, DIRECTIONS[d]!, lines[o]! + lines[o + 2]!);
}

/**
 * Works out the empty cell's four line masks afresh into lineInterest and returns their union,
 * leaving `interest` as it is: for the placement about to be played, which fills the cell (all four
 * at once, with no branch to mispredict).
 */
export function freshInterest(state: GameState, cell: number): number {
  const { lineInterest: masks } = state;
  const i = cell * 4;
  masks[i] = interestOf(state, cell, 0);
  masks[i + 1] = interestOf(state, cell, 1);
  masks[i + 2] = interestOf(state, cell, 2);
  masks[i + 3] = interestOf(state, cell, 3);
  return masks[i]! | masks[i + 1]! | masks[i + 2]! | masks[i + 3]!;
}

/**
 * Bit 12 + d of a cell's `interest` marks its line mask in direction d stale: a run beside the cell
 * along d changed since the mask was worked out. (Values use bits 1..10.)
 */
const STALE_LINE = 1 << 12;
const ALL_LINES_STALE = 0b1111 * STALE_LINE;

/** The cell's interest mask (see GameState.interest), its stale lines worked out again first. */
export function interestAt(state: GameState, cell: number): number {
  const mask = state.interest[cell]!;
  return mask < STALE_LINE ? mask : refreshStaleLines(state, cell, mask >> 12);
}

function refreshStaleLines(state: GameState, cell: number, stale: number): number {
  const masks = state.lineInterest;
  const i = cell * 4;
  while (stale !== 0) {
    const d = 31 - Math.clz32(stale);
    stale ^= 1 << d;
    masks[i + d] = interestOf(state, cell, d);
  }
  return (state.interest[cell] = masks[i]! | masks[i + 1]! | masks[i + 2]! | masks[i + 3]!);
}

/**
 * A run beside the empty cell changed (direction d, the given side) to `runSum` over `runLen` tiles.
 * Lines only ever grow, so the cell's target can only fall: the new line bounds it, the old target
 * already holds the other directions (or, if the cell touched nothing, they are all empty).
 */
function extendBeside(state: GameState, cell: number, d: number, side: number, runSum: number, runLen: number): void {
  const lines = state.lines;
  const o = cell * LINE_STRIDE + d * 4;
  lines[o + side * 2] = runSum;
  lines[o + side * 2 + 1] = runLen;
  state.scored[cell] = 0; // its placements' points may have changed
  state.interest[cell]! |= STALE_LINE << d;
  const old = state.target[cell]!;
  const bound = ROOM[runSum + lines[o + (1 - side) * 2]!]!;
  if (old < 0 || bound < old) setTarget(state, cell, bound);
}

/** Puts tile v on an empty cell and updates the line caches and targets. No legality check. */
export function placeTile(state: GameState, cell: number, v: number): void {
  const { board, lines } = state;
  board[cell] = v;
  setTarget(state, cell, NO_TARGET);
  const base = cell * LINE_STRIDE;
  for (let d = 0; d < 4; d++) {
    const o = base + d * 4;
    const lenBefore = lines[o + 1]!;
    const lenAfter = lines[o + 3]!;
    const runSum = lines[o]! + v + lines[o + 2]!;
    const runLen = lenBefore + 1 + lenAfter;
    const off = DIRECTIONS[d]!;
    const before = cell - off * (lenBefore + 1);
    if (board[before] === EMPTY) extendBeside(state, before, d, 1, runSum, runLen); // the run is on its far side
    const after = cell + off * (lenAfter + 1);
    if (board[after] === EMPTY) extendBeside(state, after, d, 0, runSum, runLen);
  }
}

/** Recomputes every cache from the board alone (setup, or a state built from a seat's view). */
export function rebuildLines(state: GameState): void {
  const { board, lines } = state;
  lines.fill(0);
  state.target.fill(NO_TARGET);
  state.targetCount.fill(0);
  state.scored.fill(0);
  state.openIndex.fill(-1);
  state.openCount = 0;
  for (let i = 0; i < BOARD_CELLS.length; i++) {
    const cell = BOARD_CELLS[i]!;
    if (board[cell] !== EMPTY) continue;
    for (let d = 0; d < 4; d++) {
      const off = DIRECTIONS[d]!;
      for (let side = 0; side < 2; side++) {
        const step = side === 0 ? -off : off;
        let sum = 0;
        let len = 0;
        for (let p = cell + step; board[p]! > 0; p += step) {
          sum += board[p]!;
          len++;
        }
        const o = cell * LINE_STRIDE + d * 4 + side * 2;
        lines[o] = sum;
        lines[o + 1] = len;
      }
    }
    state.interest[cell] = ALL_LINES_STALE; // worked out when first read
    setTarget(state, cell, computeTarget(lines, cell));
  }
}

/** The sum the line in direction d through an empty cell would have with tile v on it. */
export function lineSumWith(state: GameState, cell: number, d: number, v: number): number {
  const o = cell * LINE_STRIDE + d * 4;
  return state.lines[o]! + v + state.lines[o + 2]!;
}
