/**
 * Keeps each empty cell's view of its four lines up to date. A placement only changes the cells just
 * beyond both ends of the four runs through it (at most 8 cells), so a move costs O(1), not a rescan.
 */
import { DIRECTIONS, EMPTY, MAX_LINE_SUM, MAX_TILE, BOARD_CELLS } from './board.js';
import { GameState, LINE_STRIDE, NO_TARGET } from './state.js';

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
  return touching === 0 ? NO_TARGET : roomFor(worst);
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

/**
 * Bit v set for each tile value v that could score on a line of two or more tiles whose other tiles
 * sum to `beside`, with tiles `prev` and `next` (0 or WALL when none) on either side of the cell.
 */
function interestMask(beside: number, prev: number, next: number): number {
  let mask = 0;
  if (beside < 7) mask |= 1 << (7 - beside); // completes a sum of 7
  if (beside >= 14 && beside < 24) mask |= 1 << (24 - beside); // completes a sum of 24
  if (prev > 0) mask |= 7 << (prev - 1); // prev − 1, prev, prev + 1 may start a run or a set
  if (next > 0) mask |= 7 << (next - 1);
  return mask & INTEREST_VALUES;
}
const INTEREST_VALUES = 0b111_1111_1110; // bits 1..10

/** The interest mask of the line through the empty cell in direction d, from the caches. */
function interestOf(state: GameState, cell: number, d: number): number {
  const o = cell * LINE_STRIDE + d * 4;
  const { lines, board } = state;
  if (lines[o + 1]! + lines[o + 3]! === 0) return 0;
  const off = DIRECTIONS[d]!;
  return interestMask(lines[o]! + lines[o + 2]!, board[cell - off]!, board[cell + off]!);
}

/** The union of the cell's four line masks (see GameState.interest). */
export function interestAt(state: GameState, cell: number): number {
  const i = cell * 4;
  const interest = state.interest;
  return interest[i]! | interest[i + 1]! | interest[i + 2]! | interest[i + 3]!;
}

/** Largest tile that fits beside a line of `sum` (0 when not even a 1 does). */
function roomFor(sum: number): number {
  const room = MAX_LINE_SUM - sum;
  return room >= MAX_TILE ? MAX_TILE : room > 0 ? room : 0;
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
  const beside = runSum + lines[o + (1 - side) * 2]!;
  const off = DIRECTIONS[d]!;
  state.interest[cell * 4 + d] = interestMask(beside, state.board[cell - off]!, state.board[cell + off]!);
  const old = state.target[cell]!;
  const bound = roomFor(beside);
  setTarget(state, cell, old >= 0 && old < bound ? old : bound);
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
  state.interest.fill(0);
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
    for (let d = 0; d < 4; d++) state.interest[cell * 4 + d] = interestOf(state, cell, d);
    setTarget(state, cell, computeTarget(lines, cell));
  }
}

/** The sum the line in direction d through an empty cell would have with tile v on it. */
export function lineSumWith(state: GameState, cell: number, d: number, v: number): number {
  const o = cell * LINE_STRIDE + d * 4;
  return state.lines[o]! + v + state.lines[o + 2]!;
}
