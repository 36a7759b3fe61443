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
  if (touching === 0) return NO_TARGET;
  const room = MAX_LINE_SUM - worst;
  return room >= MAX_TILE ? MAX_TILE : room > 0 ? room : 0;
}

function setTarget(state: GameState, cell: number, value: number): void {
  const old = state.target[cell]!;
  if (old === value) return;
  if (old >= 0) state.targetCount[old]!--;
  if (value >= 0) state.targetCount[value]!++;
  state.target[cell] = value;
}

/** Puts tile v on an empty cell and updates the line caches and targets. No legality check. */
export function placeTile(state: GameState, cell: number, v: number): void {
  const { board, lines } = state;
  board[cell] = v;
  setTarget(state, cell, NO_TARGET);
  const base = cell * LINE_STRIDE;
  for (let d = 0; d < 4; d++) {
    const o = base + d * 4;
    const runSum = lines[o]! + v + lines[o + 2]!;
    const runLen = lines[o + 1]! + 1 + lines[o + 3]!;
    const off = DIRECTIONS[d]!;
    const before = cell - off * (lines[o + 1]! + 1);
    if (board[before] === EMPTY) {
      const e = before * LINE_STRIDE + d * 4 + 2; // the run lies on that cell's positive side
      lines[e] = runSum;
      lines[e + 1] = runLen;
      setTarget(state, before, computeTarget(lines, before));
    }
    const after = cell + off * (lines[o + 3]! + 1);
    if (board[after] === EMPTY) {
      const e = after * LINE_STRIDE + d * 4; // and on this one's negative side
      lines[e] = runSum;
      lines[e + 1] = runLen;
      setTarget(state, after, computeTarget(lines, after));
    }
  }
}

/** Recomputes every cache from the board alone (setup, or a state built from a seat's view). */
export function rebuildLines(state: GameState): void {
  const { board, lines } = state;
  lines.fill(0);
  state.target.fill(NO_TARGET);
  state.targetCount.fill(0);
  for (const cell of BOARD_CELLS) {
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
    setTarget(state, cell, computeTarget(lines, cell));
  }
}

/** The sum the line in direction d through an empty cell would have with tile v on it. */
export function lineSumWith(state: GameState, cell: number, d: number, v: number): number {
  const o = cell * LINE_STRIDE + d * 4;
  return state.lines[o]! + v + state.lines[o + 2]!;
}
