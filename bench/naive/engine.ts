// Naive reference implementation of the rules of "24/7" (see ../shared/rules/24-7.md, beside this repository).
// Deliberately plain and unoptimised: a 7×7 number[][] board (0 = empty), everything recomputed from
// scratch on every call. It is an independent reading of the spec, used as a test oracle and as a
// benchmark baseline, so clarity beats speed everywhere.

export interface NaiveState {
  players: number;
  board: number[][];
  hands: number[][];
  pile: number[];
  scores: number[];
  toMove: number /* -1 when over */;
}

const SIZE = 7;
const MAX_LINE_SUM = 24;

// The four line directions: horizontal, vertical, and the two diagonals. Each line is walked both
// ways from the cell, so only one sense of each direction is listed.
const DIRECTIONS: [number, number][] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

const DOUBLE_CELLS: [number, number][] = [
  [0, 2],
  [1, 4],
  [2, 1],
  [2, 6],
  [4, 0],
  [4, 5],
  [5, 2],
  [6, 4],
];

function inBounds(r: number, c: number): boolean {
  return r >= 0 && r < SIZE && c >= 0 && c < SIZE;
}

function isDoubleCell(r: number, c: number): boolean {
  return DOUBLE_CELLS.some(([dr, dc]) => dr === r && dc === c);
}

function emptyBoard(): number[][] {
  const board: number[][] = [];
  for (let r = 0; r < SIZE; r++) board.push(new Array<number>(SIZE).fill(0));
  return board;
}

// The line through (r,c) in direction (dr,dc) if `v` were placed there: the tiles of the unbroken run
// on the negative side (in board order), then v, then the unbroken run on the positive side.
// Returns the values in order along the direction and the index of the placed tile.
function lineThrough(board: number[][], r: number, c: number, dr: number, dc: number, v: number): { values: number[]; index: number } {
  const before: number[] = [];
  let rr = r - dr;
  let cc = c - dc;
  while (inBounds(rr, cc) && board[rr]![cc]! !== 0) {
    before.unshift(board[rr]![cc]!);
    rr -= dr;
    cc -= dc;
  }
  const after: number[] = [];
  rr = r + dr;
  cc = c + dc;
  while (inBounds(rr, cc) && board[rr]![cc]! !== 0) {
    after.push(board[rr]![cc]!);
    rr += dr;
    cc += dc;
  }
  return { values: [...before, v, ...after], index: before.length };
}

function sum(values: number[]): number {
  let total = 0;
  for (const x of values) total += x;
  return total;
}

// True when some of the 8 neighbours of (r,c) holds a tile.
function touchesTile(board: number[][], r: number, c: number): boolean {
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const rr = r + dr;
      const cc = c + dc;
      if (inBounds(rr, cc) && board[rr]![cc]! !== 0) return true;
    }
  }
  return false;
}

// Whether v may be placed at (r,c): the cell is empty, touches a tile, and all 4 lines stay <= 24.
function fits(board: number[][], r: number, c: number, v: number): boolean {
  if (!inBounds(r, c) || board[r]![c]! !== 0) return false;
  if (!touchesTile(board, r, c)) return false;
  for (const [dr, dc] of DIRECTIONS) {
    if (sum(lineThrough(board, r, c, dr, dc, v).values) > MAX_LINE_SUM) return false;
  }
  return true;
}

function checkDeck(players: number, deck: number[]): void {
  if (players !== 2 && players !== 3 && players !== 4) throw new Error(`players must be 2, 3 or 4, got ${players}`);
  if (deck.length !== 40) throw new Error(`deck must hold 40 tiles, got ${deck.length}`);
  for (let v = 1; v <= 10; v++) {
    const count = deck.filter((x) => x === v).length;
    if (count !== 4) throw new Error(`deck must hold each value 1-10 four times; ${v} appears ${count} times`);
  }
}

export function naiveSetup(players: number, deck: number[]): NaiveState {
  checkDeck(players, deck);
  const board = emptyBoard();
  board[3]![3] = deck[0]!;
  // deck[1..3] are removed face down and never used.
  const handSize = players === 2 ? 6 : 5;
  const hands: number[][] = [];
  let next = 4;
  for (let seat = 0; seat < players; seat++) {
    hands.push(deck.slice(next, next + handSize));
    next += handSize;
  }
  return {
    players,
    board,
    hands,
    pile: deck.slice(next),
    scores: new Array<number>(players).fill(0),
    toMove: 0,
  };
}

export function naiveTargetMap(board: number[][]): number[][] {
  const map = emptyBoard();
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      // Try values from the largest down; the first that fits is the answer (0 if none, or if the
      // cell is occupied / touches nothing, which `fits` rejects for every v).
      for (let v = 10; v >= 1; v--) {
        if (fits(board, r, c, v)) {
          map[r]![c] = v;
          break;
        }
      }
    }
  }
  return map;
}

// Length of the maximal stretch around `index` in which each value is the previous one plus `step`
// (step +1: ascending along the line, -1: descending, 0: identical values).
function stretchLength(values: number[], index: number, step: number): number {
  let start = index;
  while (start > 0 && values[start]! === values[start - 1]! + step) start--;
  let end = index;
  while (end < values.length - 1 && values[end + 1]! === values[end]! + step) end++;
  return end - start + 1;
}

const RUN_POINTS: Record<number, number> = { 3: 30, 4: 40, 5: 50, 6: 60 };
const SET_POINTS: Record<number, number> = { 3: 50, 4: 60 };

export function naiveScore(board: number[][], r: number, c: number, v: number): { points: number; combos: string[] } {
  const combos: string[] = [];
  let points = 0;
  let sevens = 0;
  let twentyFours = 0;
  for (const [dr, dc] of DIRECTIONS) {
    const { values, index } = lineThrough(board, r, c, dr, dc, v);
    if (values.length < 2) continue; // a lone tile scores nothing in that direction
    const total = sum(values);
    if (total === 7) {
      combos.push('sum7');
      points += 20;
      sevens++;
    }
    if (total === 24) {
      combos.push('sum24');
      points += 40;
      twentyFours++;
      // A line of 7 tiles necessarily spans the whole row, column or main diagonal.
      if (values.length === 7) {
        combos.push('bonus24in7');
        points += 60;
      }
    }
    // Ascending and descending runs are looked for separately (3,4,5,4,3 placing the 5: two runs).
    for (const step of [1, -1]) {
      const len = stretchLength(values, index, step);
      if (len >= 3) {
        const runPoints = RUN_POINTS[len];
        if (runPoints === undefined) throw new Error(`impossible run of ${len}`);
        combos.push(`run${len}`);
        points += runPoints;
      }
    }
    const setLen = stretchLength(values, index, 0);
    if (setLen >= 3) {
      const setPoints = SET_POINTS[setLen];
      if (setPoints === undefined) throw new Error(`impossible set of ${setLen}`);
      combos.push(`set${setLen}`);
      points += setPoints;
    }
  }
  // One bonus per (7-line, 24-line) pair.
  for (let i = 0; i < sevens * twentyFours; i++) {
    combos.push('bonus247');
    points += 60;
  }
  if (isDoubleCell(r, c)) points *= 2;
  return { points, combos };
}

function hasAnyMove(board: number[][], hand: number[]): boolean {
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      for (const v of hand) if (fits(board, r, c, v)) return true;
    }
  }
  return false;
}

export function naiveLegalMoves(state: NaiveState): { r: number; c: number; v: number }[] {
  if (state.toMove < 0) return [];
  const hand = state.hands[state.toMove]!;
  // Distinct values, ascending, so duplicate tiles in hand give one move each.
  const values = [...new Set(hand)].sort((a, b) => a - b);
  const moves: { r: number; c: number; v: number }[] = [];
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      for (const v of values) if (fits(state.board, r, c, v)) moves.push({ r, c, v });
    }
  }
  return moves;
}

export function naivePlay(state: NaiveState, move: { r: number; c: number; v: number }): number {
  const { r, c, v } = move;
  const mover = state.toMove;
  // Reject anything illegal loudly: as an oracle this must never silently accept a bad move.
  if (mover < 0) throw new Error('the game is over');
  const hand = state.hands[mover]!;
  const at = hand.indexOf(v);
  if (at < 0) throw new Error(`seat ${mover} holds no ${v}`);
  if (!fits(state.board, r, c, v)) throw new Error(`${v} does not fit at (${r},${c})`);

  const { points } = naiveScore(state.board, r, c, v);
  state.scores[mover] = state.scores[mover]! + points;
  state.board[r]![c] = v;
  hand.splice(at, 1);
  const drawn = state.pile.shift();
  if (drawn !== undefined) hand.push(drawn);

  // Next seat in order that can place; the mover is considered last. Nobody can: game over.
  state.toMove = -1;
  for (let k = 1; k <= state.players; k++) {
    const seat = (mover + k) % state.players;
    if (hasAnyMove(state.board, state.hands[seat]!)) {
      state.toMove = seat;
      break;
    }
  }
  return points;
}

// Both game drivers call random() exactly once per turn, so a given random stream gives one game.
export function naiveRandomGame(players: number, deck: number[], random: () => number): NaiveState {
  const state = naiveSetup(players, deck);
  while (state.toMove >= 0) {
    const moves = naiveLegalMoves(state);
    naivePlay(state, moves[Math.floor(random() * moves.length)]!);
  }
  return state;
}

export function naiveGreedyGame(players: number, deck: number[], random: () => number): NaiveState {
  const state = naiveSetup(players, deck);
  while (state.toMove >= 0) {
    const moves = naiveLegalMoves(state);
    let best: { r: number; c: number; v: number }[] = [];
    let bestPoints = -1;
    for (const m of moves) {
      const p = naiveScore(state.board, m.r, m.c, m.v).points;
      if (p > bestPoints) {
        bestPoints = p;
        best = [m];
      } else if (p === bestPoints) {
        best.push(m);
      }
    }
    naivePlay(state, best[Math.floor(random() * best.length)]!);
  }
  return state;
}
