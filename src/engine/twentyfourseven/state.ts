/**
 * The game state, laid out for search: small typed arrays over one buffer, cloned with a single copy
 * and changed in place by a move. Everything the rules need is here; names, histories and
 * breakdowns live in the slower Game wrapper (game.ts).
 */
import * as geometry from './board.js';

/** Local copies: V8 reads an imported binding through a live cell on every use (see lines.ts). */
const { EMPTY, FRAME, FRAME_CELLS, MAX_TILE, TILE_COUNT, WALL, BOARD_CELLS } = geometry;

/**
 * Per frame cell, per direction, per side: [sum, end] of the unbroken run of tiles beside it, `end`
 * being the frame cell just past the run (the first empty cell or wall): a placement finds the two
 * cells whose lines it changes without walking or multiplying.
 */
export const LINE_STRIDE = 16;
/** `target` value of a cell where nothing can be placed because it is occupied or touches no tile. */
export const NO_TARGET = -1;
/** Hand counts are stored per seat as 11 slots, index = tile value (slot 0 unused). */
export const HAND_STRIDE = MAX_TILE + 1;

/** Byte layout of a state's single buffer; Int32 and Uint16 parts first for alignment. */
const SCORES_AT = 0; // Int32 × 4
const INTEREST_AT = SCORES_AT + 4 * 4; // Uint16 × 81
const LINE_INTEREST_AT = INTEREST_AT + FRAME_CELLS * 2; // Uint16 × 81 × 4
const HAND_BITS_AT = LINE_INTEREST_AT + FRAME_CELLS * 4 * 2; // Uint16 × 4
/**
 * Walls two steps deep around the frame (a diagonal step is FRAME + 1 cells), so a line can be read
 * two cells beyond any board cell without a bounds check or a branch: see GameState.margined.
 */
export const BOARD_MARGIN = 2 * (FRAME + 1);
/**
 * The byte-sized parts, at offsets the hot loops use: they read and write all of them through the
 * one view `data`, so V8 keeps one array's base and length at hand instead of loading a dozen views'.
 */
export const BOARD_AT = HAND_BITS_AT + 4 * 2 + BOARD_MARGIN;
export const LINES_AT = BOARD_AT + FRAME_CELLS + BOARD_MARGIN;
export const TARGET_AT = LINES_AT + FRAME_CELLS * LINE_STRIDE;
export const STALE_AT = TARGET_AT + FRAME_CELLS;
export const OPEN_AT = STALE_AT + FRAME_CELLS;
export const OPEN_INDEX_AT = OPEN_AT + BOARD_CELLS.length;
const HANDS_AT = OPEN_INDEX_AT + FRAME_CELLS;
/** Where `margined` starts: data[MARGINED_AT + i] is margined[i]. */
export const MARGINED_AT = BOARD_AT - BOARD_MARGIN;
const HAND_SIZES_AT = HANDS_AT + 4 * HAND_STRIDE;
const PILE_AT = HAND_SIZES_AT + 4;
const STATE_BYTES = PILE_AT + TILE_COUNT;

export class GameState {
  readonly players: number;
  /** Every array below is a view into this one buffer, so a clone is a single copy. */
  readonly bytes = new Uint8Array(STATE_BYTES);
  /** All of the buffer as signed bytes: data[BOARD_AT + cell] is board[cell], and so on (see BOARD_AT). */
  readonly data = new Int8Array(this.bytes.buffer);
  /** WALL, EMPTY or the tile value, per frame cell. */
  readonly board = new Int8Array(this.bytes.buffer, BOARD_AT, FRAME_CELLS);
  /** The same cells with BOARD_MARGIN walls on each side: margined[cell + BOARD_MARGIN] is board[cell]. */
  readonly margined = new Int8Array(this.bytes.buffer, MARGINED_AT, FRAME_CELLS + 2 * BOARD_MARGIN);
  /** See LINE_STRIDE: lines[cell*16 + dir*4 + side*2] = sum, +1 = end cell. Kept for empty cells. */
  readonly lines = new Uint8Array(this.bytes.buffer, LINES_AT, FRAME_CELLS * LINE_STRIDE);
  /** Largest tile that fits per empty touching cell (0 = out of time), NO_TARGET elsewhere. */
  readonly target = new Int8Array(this.bytes.buffer, TARGET_AT, FRAME_CELLS);
  /**
   * The empty cells touching a tile, in no order (open[0..openCount)); openIndex maps back. A cell
   * joins when first touched and leaves when filled, or when a random pick or greedy play's scan finds
   * it out of time (target 0; see closeOutOfTime): a placement never tests for that, so such cells
   * may linger here.
   */
  readonly open = new Uint8Array(this.bytes.buffer, OPEN_AT, BOARD_CELLS.length);
  readonly openIndex = new Int8Array(this.bytes.buffer, OPEN_INDEX_AT, FRAME_CELLS);
  openCount = 0;
  /**
   * Per empty cell, a bit mask of the tile values that score there (bit v), if they fit: lets greedy
   * play and search score only the placements that score, and skip all the others. A line's part is
   * worked out when first read after a run beside the cell along it changed (bit d of `stale` marks
   * line d): read it through interestAt. Random play never reads it, so never pays for it.
   */
  readonly interest = new Uint16Array(this.bytes.buffer, INTEREST_AT, FRAME_CELLS);
  /** Per empty cell, bit d set when its line mask in direction d is stale (a run beside it changed). */
  readonly stale = new Int8Array(this.bytes.buffer, STALE_AT, FRAME_CELLS);
  /**
   * The four masks `interest` is the union of, per cell and direction: greedy play's scoring skips
   * the lines whose mask lacks the value. Valid where `stale` marks them fresh.
   */
  readonly lineInterest = new Uint16Array(this.bytes.buffer, LINE_INTEREST_AT, FRAME_CELLS * 4);
  /**
   * A memo of placementPoints for scoring placements, kept apart from `bytes` (it is no part of the
   * game, and not copied): points[cell*11 + v] holds when bit v of scored[cell] is set and no line of
   * the cell is stale. A cell's points change only when a run beside it does, which marks a line
   * stale; working the line out again clears the bits. So greedy play re-scores only the cells the
   * last moves touched, and playing the move it chose costs no second scoring.
   */
  readonly points = new Uint16Array(FRAME_CELLS * (MAX_TILE + 1));
  readonly scored = new Uint16Array(FRAME_CELLS);
  /** hands[seat*11 + v] = how many tiles of value v the seat holds. Change it through setHand. */
  readonly hands: Uint8Array;
  /**
   * Per seat, bit v set when the seat holds a v: "can this seat play" and the move pickers test a
   * whole hand at once instead of looping over values. Kept in step with `hands` by setHand and play.
   */
  readonly handBits: Uint16Array;
  readonly handSizes: Uint8Array;
  readonly scores: Int32Array;
  /** The draw pile occupies pile[pileTop..40); tiles are drawn from pileTop. */
  readonly pile = new Int8Array(this.bytes.buffer, PILE_AT, TILE_COUNT);
  pileTop = TILE_COUNT;
  /** Seat to move, or -1 once the game is over. */
  toMove = 0;
  placements = 0;

  constructor(players: number) {
    this.players = players;
    this.hands = new Uint8Array(this.bytes.buffer, HANDS_AT, players * HAND_STRIDE);
    this.handBits = new Uint16Array(this.bytes.buffer, HAND_BITS_AT, players);
    this.handSizes = new Uint8Array(this.bytes.buffer, HAND_SIZES_AT, players);
    this.scores = new Int32Array(this.bytes.buffer, SCORES_AT, players);
    this.margined.fill(WALL);
    this.target.fill(NO_TARGET);
    this.openIndex.fill(-1);
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
    this.bytes.set(src.bytes);
    this.scored.fill(0);
    this.openCount = src.openCount;
    this.pileTop = src.pileTop;
    this.toMove = src.toMove;
    this.placements = src.placements;
    return this;
  }

  clone(): GameState {
    return new GameState(this.players).copyFrom(this);
  }

  /** Sets a seat's hand to exactly these tiles (counts, size and bits). */
  setHand(seat: number, tiles: ArrayLike<number>): void {
    const base = seat * HAND_STRIDE;
    this.hands.fill(0, base, base + HAND_STRIDE);
    let bits = 0;
    for (let k = 0; k < tiles.length; k++) {
      const v = tiles[k]!;
      this.hands[base + v]!++;
      bits |= 1 << v;
    }
    this.handBits[seat] = bits;
    this.handSizes[seat] = tiles.length;
  }

  /** The seat's tiles, smallest first. */
  handOf(seat: number): number[] {
    const tiles: number[] = [];
    const base = seat * HAND_STRIDE;
    for (let v = 1; v <= MAX_TILE; v++) for (let k = this.hands[base + v]!; k > 0; k--) tiles.push(v);
    return tiles;
  }

  /**
   * Whether the seat can place: its smallest tile fits on some open cell. A scan, not counts kept per
   * target value (a placement would pay for them): it stops at the first cell that takes the tile,
   * after 1.5 cells on average, reading from the most recently opened, the least crowded.
   */
  canPlay(seat: number): boolean {
    const bits = this.handBits[seat]!;
    if (bits === 0) return false;
    const smallest = 31 - Math.clz32(bits & -bits);
    const data = this.data;
    for (let i = this.openCount - 1; i >= 0; i--) if (data[TARGET_AT + data[OPEN_AT + i]!]! >= smallest) return true;
    return false;
  }
}
