/**
 * What one seat may know: the board, every score and hand size, the pile's size, and its own hand.
 * A view is a fresh plain object with no path back to the state, so code that is given a view (the AI,
 * the engine protocol) cannot reach another hand, the pile or the removed tiles.
 */
import { COPIES, EMPTY, MAX_LINE_SUM, MAX_TILE, REMOVED_COUNT, SIZE, TILE_COUNT, cellAt, handSizeFor, isPlayerCount } from './board.js';
import { rebuildLines } from './lines.js';
import { boardRows } from './rules.js';
import { GameState } from './state.js';

export interface SeatView {
  readonly players: number;
  /** The seat whose view this is. */
  readonly seat: number;
  /** The seat to move, or -1 when the game is over. */
  readonly toMove: number;
  /** 7 rows of 7 values, 0 = empty. */
  readonly board: readonly (readonly number[])[];
  /** This seat's own tiles, smallest first. */
  readonly hand: readonly number[];
  readonly handSizes: readonly number[];
  readonly pileSize: number;
  readonly scores: readonly number[];
}

export function viewFor(state: GameState, seat: number): SeatView {
  return {
    players: state.players,
    seat,
    toMove: state.toMove,
    board: boardRows(state),
    hand: state.handOf(seat),
    handSizes: Array.from(state.handSizes),
    pileSize: state.pileSize,
    scores: Array.from(state.scores),
  };
}

/** The tiles this seat cannot see (other hands, the pile, the 3 removed tiles), smallest first. */
export function unseenTiles(view: SeatView): number[] {
  const left = new Array<number>(MAX_TILE + 1).fill(COPIES);
  for (const row of view.board) for (const v of row) if (v > 0) left[v]!--;
  for (const v of view.hand) left[v]!--;
  const tiles: number[] = [];
  for (let v = 1; v <= MAX_TILE; v++) for (let k = 0; k < left[v]!; k++) tiles.push(v);
  return tiles;
}

/** Why a view could not arise in a real game, or null when it is consistent. */
export function viewProblem(view: SeatView): string | null {
  const { players, seat, board, hand, handSizes, pileSize, scores } = view;
  if (!isPlayerCount(players)) return 'players must be 2, 3 or 4';
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) return `seat must be 0 to ${players - 1}`;
  if (!Number.isInteger(view.toMove) || view.toMove < -1 || view.toMove >= players) {
    return `toMove must be a seat from 0 to ${players - 1}, or -1 when the game is over`;
  }
  if (!Array.isArray(board) || board.length !== SIZE || board.some((row) => !Array.isArray(row) || row.length !== SIZE)) {
    return 'board must be 7 rows of 7 values';
  }
  const counts = new Array<number>(MAX_TILE + 1).fill(0);
  let onBoardCount = 0;
  for (const row of board) {
    for (const v of row) {
      if (!Number.isInteger(v) || v < 0 || v > MAX_TILE) return 'board values must be 0 (empty) to 10';
      if (v > 0) {
        counts[v]!++;
        onBoardCount++;
      }
    }
  }
  if (board[3]![3] === 0) return 'the start cell (3,3) is empty';
  if (!Array.isArray(hand) || hand.some((v) => !Number.isInteger(v) || v < 1 || v > MAX_TILE)) {
    return 'hand must list tile values 1 to 10';
  }
  for (const v of hand) counts[v]!++;
  const over = counts.findIndex((n) => n > COPIES);
  if (over > 0) return `there are more than ${COPIES} tiles of value ${over} between the board and the hand`;
  if (!Array.isArray(handSizes) || handSizes.length !== players || handSizes.some((n) => !Number.isInteger(n) || n < 0)) {
    return `handSizes must hold ${players} whole numbers`;
  }
  if (handSizes[seat] !== hand.length) return `handSizes[${seat}] is ${String(handSizes[seat])} but the hand holds ${hand.length} tiles`;
  if (!Array.isArray(scores) || scores.length !== players || scores.some((n) => !Number.isInteger(n) || n < 0)) {
    return `scores must hold ${players} whole numbers of minutes`;
  }
  const dealt = handSizeFor(players);
  if (handSizes.some((n) => n > dealt)) return `no hand holds more than ${dealt} tiles with ${players} players`;
  if (!Number.isInteger(pileSize) || pileSize < 0) return 'pileSize must be a whole number';
  if (pileSize > 0 && handSizes.some((n) => n !== dealt)) return 'while the pile has tiles every hand is full';
  const accounted = onBoardCount + handSizes.reduce((a, b) => a + b, 0) + pileSize + REMOVED_COUNT;
  if (accounted !== TILE_COUNT) {
    return `the tiles do not add up to ${TILE_COUNT} (board ${onBoardCount}, hands, pile ${pileSize} and ${REMOVED_COUNT} removed make ${accounted})`;
  }
  return boardShapeProblem(board);
}

/** Every tile must be connected to the start tile, and no line may sum over MAX_LINE_SUM. */
function boardShapeProblem(board: readonly (readonly number[])[]): string | null {
  const at = (r: number, c: number) => (r >= 0 && r < SIZE && c >= 0 && c < SIZE ? board[r]![c]! : 0);
  const seen = new Set<number>([cellAt(3, 3)]);
  const stack: [number, number][] = [[3, 3]];
  while (stack.length > 0) {
    const [r, c] = stack.pop()!;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        if (at(r + dr, c + dc) > 0 && !seen.has(cellAt(r + dr, c + dc))) {
          seen.add(cellAt(r + dr, c + dc));
          stack.push([r + dr, c + dc]);
        }
      }
    }
  }
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      if (at(r, c) > 0 && !seen.has(cellAt(r, c))) return `the tile at (${r},${c}) touches no other tile`;
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [1, -1],
      ] as const) {
        if (at(r, c) === 0 || at(r - dr, c - dc) > 0) continue;
        let sum = 0;
        for (let k = 0; at(r + k * dr, c + k * dc) > 0; k++) sum += at(r + k * dr, c + k * dc);
        if (sum > MAX_LINE_SUM) return `the line from (${r},${c}) sums to ${sum}, over ${MAX_LINE_SUM}`;
      }
    }
  }
  return null;
}

/**
 * A full state consistent with the view, completed with a guess at what it hides: `hidden` is an
 * ordering of unseenTiles(view); the other seats' hands are filled from its front in seat order, then
 * the pile, and what is left stands for the removed tiles. The AI's determinization step.
 */
export function stateFromView(view: SeatView, hidden: ArrayLike<number>): GameState {
  const state = new GameState(view.players);
  for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) state.board[cellAt(r, c)] = view.board[r]![c] || EMPTY;
  let next = 0;
  for (let seat = 0; seat < view.players; seat++) {
    if (seat === view.seat) {
      state.setHand(seat, view.hand);
    } else {
      const tiles: number[] = [];
      for (let k = 0; k < view.handSizes[seat]!; k++) tiles.push(hidden[next++]!);
      state.setHand(seat, tiles);
    }
    state.scores[seat] = view.scores[seat]!;
  }
  state.pileTop = TILE_COUNT - view.pileSize;
  for (let i = state.pileTop; i < TILE_COUNT; i++) state.pile[i] = hidden[next++]!;
  state.toMove = view.toMove;
  rebuildLines(state);
  return state;
}
