/**
 * A turn: checking a placement (and saying why it is refused), playing it, drawing, and passing the
 * turn to the next seat that can place — or ending the game when none can.
 */
import { BOARD_CELLS, LINE_NAMES, MAX_TILE, SIZE, cellAt, colOf, onBoard, rowOf, type LineName } from './board.js';
import { extendBeside, leaveOpen, lineSumWith, maskOfLine } from './lines.js';
import { rememberedPoints, scorePlacement } from './scoring.js';
import * as geometry from './board.js';
import * as layout from './state.js';
import type { GameState } from './state.js';

/** Local copies: V8 reads an imported binding through a live cell on every use (see lines.ts). */
const { BOARD_AT, HAND_STRIDE, LINES_AT, LINE_STRIDE, MARGINED_AT, NO_TARGET, OPEN_AT, TARGET_AT } = layout;
const { DIRECTIONS, EMPTY } = geometry;

/** A placement as data: tile value v on cell (r, c), 0-based. */
export interface Move {
  r: number;
  c: number;
  v: number;
}

/**
 * A placement as one small integer for the search's hot loops, which pass moves around without
 * allocating: the frame cell times 16 plus the value.
 */
export function encodePlacement(cell: number, v: number): number {
  return cell * 16 + v;
}
export function placementCell(code: number): number {
  return code >> 4;
}
export function placementValue(code: number): number {
  return code & 15;
}
/** The placement a code stands for, as data. */
export function decodePlacement(code: number): Move {
  const cell = placementCell(code);
  return { r: rowOf(cell), c: colOf(cell), v: placementValue(code) };
}

export type Refusal =
  | { code: 'game-over'; message: string }
  | { code: 'bad-move'; message: string }
  | { code: 'not-in-hand'; message: string; v: number }
  | { code: 'occupied'; message: string; held: number }
  | { code: 'not-touching'; message: string }
  | { code: 'too-big'; message: string; v: number; line: LineName; sum: number };

/** Why the seat to move may not make this placement, or null when it may. */
export function refusalOf(state: GameState, move: Move): Refusal | null {
  if (state.over) return { code: 'game-over', message: 'the game is already over' };
  const { r, c, v } = move;
  if (!Number.isInteger(v) || v < 1 || v > MAX_TILE) {
    return { code: 'bad-move', message: `${String(v)} is not a tile value (tiles are 1 to ${MAX_TILE})` };
  }
  if (!onBoard(r, c)) {
    return { code: 'bad-move', message: `(${String(r)},${String(c)}) is not on the board (rows and columns are 0 to ${SIZE - 1})` };
  }
  const seat = state.toMove;
  if (state.hands[seat * HAND_STRIDE + v] === 0) {
    return { code: 'not-in-hand', v, message: `player ${seat + 1} has no ${v} in hand` };
  }
  const cell = cellAt(r, c);
  const held = state.board[cell]!;
  if (held !== EMPTY) return { code: 'occupied', held, message: `(${r},${c}) already holds a ${held}` };
  if (state.target[cell]! < 0) {
    return { code: 'not-touching', message: `(${r},${c}) touches no tile (a tile must go next to one, diagonals count)` };
  }
  if (state.target[cell]! < v) {
    let worst = 0;
    for (let d = 1; d < 4; d++) if (lineSumWith(state, cell, d, v) > lineSumWith(state, cell, worst, v)) worst = d;
    const sum = lineSumWith(state, cell, worst, v);
    const line = LINE_NAMES[worst]!;
    return { code: 'too-big', v, line, sum, message: `${v} does not fit at (${r},${c}): the ${line} would sum to ${sum}` };
  }
  return null;
}

/**
 * Plays a placement that is known to be legal for the seat to move and returns its minutes: puts the
 * tile down and updates the line caches, scores it, draws, and passes the turn to the next seat that
 * can place (possibly the same one again), or ends the game. The search's hot path: no checks, no
 * allocation.
 *
 * Written as one function on purpose. V8 inlines the functions a function calls only up to a total
 * size, and a placement split into a few functions left two calls a move outside it. The line masks
 * stay in registers rather than stored for the scoring to read back. The hot loops' other helpers
 * give the compiler the same range hints (`& 63` on the open count).
 */
export function playUnchecked(state: GameState, cell: number, v: number): number {
  // Range hints, no-ops on valid input (a frame cell is below 81, a value below 11, a seat below 4):
  // knowing every index below is small, the compiler leaves the overflow checks out of the index
  // arithmetic.
  cell &= 127;
  v &= 15;
  const seat = state.toMove & 3;
  const remembered = rememberedPoints(state, cell, v);
  const data = state.data;
  data[BOARD_AT + cell] = v;
  data[TARGET_AT + cell] = NO_TARGET;
  leaveOpen(state, data, cell);
  // Each line through the cell: whether v scores on it (bit d), and the cells just past the run it
  // now belongs to, whose caches change.
  const base = LINES_AT + cell * LINE_STRIDE;
  let scoringLines = 0;
  for (let d = 0; d < 4; d++) {
    const o = base + d * 4;
    const beside = data[o]! + data[o + 2]!;
    const mask = maskOfLine(data, cell + MARGINED_AT, DIRECTIONS[d]!, beside); // data read as `margined`
    scoringLines |= ((mask >> v) & 1) << d;
    const before = data[o + 1]!;
    const after = data[o + 3]!;
    const runSum = beside + v;
    if (data[BOARD_AT + before] === EMPTY) extendBeside(state, data, before, d, 2, runSum, after); // its "after" side
    if (data[BOARD_AT + after] === EMPTY) extendBeside(state, data, after, d, 0, runSum, before);
  }
  // Most placements score nothing and are never scored.
  const points = remembered >= 0 ? remembered : scoringLines === 0 ? 0 : scorePlacement(state, cell, v, scoringLines);
  state.scores[seat]! += points;
  const { hands, handBits, players } = state;
  const hand = seat * HAND_STRIDE;
  if (--hands[hand + v]! === 0) handBits[seat]! &= ~(1 << v);
  if (state.pileTop < state.pile.length) {
    const drawn = state.pile[state.pileTop++]!;
    hands[hand + drawn]!++;
    handBits[seat]! |= 1 << drawn;
  } else {
    state.handSizes[seat]!--;
  }
  state.placements++;
  // The next seat whose smallest tile fits on some open cell (GameState.canPlay, written out here).
  const openCount = state.openCount & 63; // at most 49: a range hint, as above
  let next = seat;
  for (let k = 0; k < players; k++) {
    next = next + 1 === players ? 0 : next + 1; // no modulo: integer division is slow
    const bits = handBits[next]!;
    if (bits === 0) continue;
    const smallest = 31 - Math.clz32(bits & -bits);
    for (let i = openCount - 1; i >= 0; i--) {
      if (data[TARGET_AT + data[OPEN_AT + i]!]! >= smallest) {
        state.toMove = next;
        return points;
      }
    }
  }
  state.toMove = -1;
  return points;
}

/** Seats skipped between two movers (they could not place), in turn order. */
export function skippedBetween(players: number, mover: number, next: number): number[] {
  const skipped: number[] = [];
  if (next < 0) return skipped;
  for (let seat = (mover + 1) % players; seat !== next; seat = (seat + 1) % players) skipped.push(seat);
  return skipped;
}

/** Every distinct legal placement (cell, value) for the seat to move, cells in board order. */
export function legalMoves(state: GameState): Move[] {
  const moves: Move[] = [];
  if (state.over) return moves;
  const hand = state.toMove * HAND_STRIDE;
  for (const cell of BOARD_CELLS) {
    const t = state.target[cell]!;
    for (let v = 1; v <= t; v++) {
      if (state.hands[hand + v]! > 0) moves.push({ r: rowOf(cell), c: colOf(cell), v });
    }
  }
  return moves;
}

/** Number of distinct legal placements for the seat to move, without listing them. */
export function countLegalMoves(state: GameState): number {
  if (state.over) return 0;
  const hand = state.toMove * HAND_STRIDE;
  let count = 0;
  for (let i = 0; i < state.openCount; i++) {
    const t = state.target[state.open[i]!]!;
    for (let v = 1; v <= t; v++) if (state.hands[hand + v]! > 0) count++;
  }
  return count;
}

/** The 7×7 legal-target map: the largest tile that fits on each empty cell, 0 where none fits. */
export function targetMap(state: GameState): number[][] {
  return rows((cell) => Math.max(0, state.target[cell]!));
}

/** The 7×7 map of out-of-time cells: empty, touching a tile, and not even a 1 fits. */
export function outOfTimeMap(state: GameState): boolean[][] {
  return rows((cell) => state.board[cell] === EMPTY && state.target[cell] === 0);
}

/** The 7×7 board as values, 0 for empty. */
export function boardRows(state: GameState): number[][] {
  return rows((cell) => state.board[cell]!);
}

function rows<T>(valueAt: (cell: number) => T): T[][] {
  const out: T[][] = [];
  for (let r = 0; r < SIZE; r++) {
    const row: T[] = [];
    for (let c = 0; c < SIZE; c++) row.push(valueAt(cellAt(r, c)));
    out.push(row);
  }
  return out;
}
