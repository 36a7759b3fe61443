/**
 * The game state, laid out for search: a handful of small typed arrays, cloned with a few `set`
 * calls and changed in place by a move. Everything the rules need is here; names, histories and
 * breakdowns live in the slower Game wrapper (game.ts).
 */
import {
  EMPTY, FRAME_CELLS, MAX_TILE, TILE_COUNT, WALL, BOARD_CELLS,
} from './board.js';

/** Per frame cell, per direction, per side: [sum, tile count] of the unbroken run of tiles beside it. */
export const LINE_STRIDE = 16;
/** `target` value of a cell where nothing can be placed because it is occupied or touches no tile. */
export const NO_TARGET = -1;
/** Hand counts are stored per seat as 11 slots, index = tile value (slot 0 unused). */
export const HAND_STRIDE = MAX_TILE + 1;

export class GameState {
  readonly players: number;
  /** WALL, EMPTY or the tile value, per frame cell. */
  readonly board = new Int8Array(FRAME_CELLS).fill(WALL);
  /** See LINE_STRIDE: lines[cell*16 + dir*4 + side*2] = sum, +1 = tile count. Kept for empty cells. */
  readonly lines = new Uint8Array(FRAME_CELLS * LINE_STRIDE);
  /** Largest tile that fits per empty touching cell (0 = out of time), NO_TARGET elsewhere. */
  readonly target = new Int8Array(FRAME_CELLS).fill(NO_TARGET);
  /** How many cells have each target value 0..10. */
  readonly targetCount = new Int32Array(MAX_TILE + 1);
  /** hands[seat*11 + v] = how many tiles of value v the seat holds. */
  readonly hands: Uint8Array;
  readonly handSizes: Uint8Array;
  readonly scores: Int32Array;
  /** The draw pile occupies pile[pileTop..40); tiles are drawn from pileTop. */
  readonly pile = new Int8Array(TILE_COUNT);
  pileTop = TILE_COUNT;
  /** Seat to move, or -1 once the game is over. */
  toMove = 0;
  placements = 0;

  constructor(players: number) {
    this.players = players;
    this.hands = new Uint8Array(players * HAND_STRIDE);
    this.handSizes = new Uint8Array(players);
    this.scores = new Int32Array(players);
    for (const cell of BOARD_CELLS) this.board[cell] = EMPTY;
  }

  get over(): boolean {
    return this.toMove < 0;
  }
  get pileSize(): number {
    return TILE_COUNT - this.pileTop;
  }

  /** Copies another state of the same player count into this one, allocating nothing. */
  copyFrom(src: GameState): this {
    this.board.set(src.board);
    this.lines.set(src.lines);
    this.target.set(src.target);
    this.targetCount.set(src.targetCount);
    this.hands.set(src.hands);
    this.handSizes.set(src.handSizes);
    this.scores.set(src.scores);
    this.pile.set(src.pile);
    this.pileTop = src.pileTop;
    this.toMove = src.toMove;
    this.placements = src.placements;
    return this;
  }

  clone(): GameState {
    return new GameState(this.players).copyFrom(this);
  }

  /** The seat's tiles, smallest first. */
  handOf(seat: number): number[] {
    const tiles: number[] = [];
    const base = seat * HAND_STRIDE;
    for (let v = 1; v <= MAX_TILE; v++) for (let k = this.hands[base + v]!; k > 0; k--) tiles.push(v);
    return tiles;
  }

  /** Largest target over the board (0 when nothing fits anywhere). */
  maxTarget(): number {
    for (let v = MAX_TILE; v > 0; v--) if (this.targetCount[v]! > 0) return v;
    return 0;
  }

  canPlay(seat: number): boolean {
    const max = this.maxTarget();
    const base = seat * HAND_STRIDE;
    for (let v = 1; v <= max; v++) if (this.hands[base + v]! > 0) return true;
    return false;
  }
}
