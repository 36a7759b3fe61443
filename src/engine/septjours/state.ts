/**
 * The game state, laid out for search: small typed arrays over one buffer plus a few numbers, cloned
 * with a single copy and changed in place by a move. Cards are codes (cards.ts). Names, the history
 * and the record live in the slower Game wrapper (game.ts).
 */
import { CARD_COUNT, ELEMENTS, MAX_PACKETS, MAX_PLAYERS, ROW_SIZE, packetCount } from './cards.js';

/** Room for one seat's cards in `hands`: a seat can never hold more than the whole deck. */
export const HAND_STRIDE = CARD_COUNT;

/** Byte layout of the buffer. */
export const DECK_AT = 0;
export const ROW_AT = DECK_AT + CARD_COUNT;
export const BOUNDS_AT = ROW_AT + ROW_SIZE;
export const COUNTS_AT = BOUNDS_AT + MAX_PACKETS + 1;
export const STARS_AT = COUNTS_AT + MAX_PLAYERS * ELEMENTS;
export const HAND_SIZES_AT = STARS_AT + MAX_PLAYERS;
export const HANDS_AT = HAND_SIZES_AT + MAX_PLAYERS;
const STATE_BYTES = HANDS_AT + MAX_PLAYERS * HAND_STRIDE;

export class GameState {
  readonly players: number;
  /** Packets a round: K. */
  readonly packets: number;
  /** Every array below is a view into this one buffer, so a clone is a single copy. */
  readonly data = new Uint8Array(STATE_BYTES);
  /** The deck's 28 cards in order; round r lays out deck[7r .. 7r+7). */
  readonly deck = this.data.subarray(DECK_AT, DECK_AT + CARD_COUNT);
  /** This round's row after the shift, once dealt: the packets' cards in row order. */
  readonly row = this.data.subarray(ROW_AT, ROW_AT + ROW_SIZE);
  /** Packet p is row[bounds[p] .. bounds[p+1]), once dealt. */
  readonly bounds = this.data.subarray(BOUNDS_AT, BOUNDS_AT + MAX_PACKETS + 1);
  /** counts[seat*4 + element]: cards of that element the seat holds. */
  readonly counts = this.data.subarray(COUNTS_AT, COUNTS_AT + MAX_PLAYERS * ELEMENTS);
  readonly stars = this.data.subarray(STARS_AT, STARS_AT + MAX_PLAYERS);
  readonly handSizes = this.data.subarray(HAND_SIZES_AT, HAND_SIZES_AT + MAX_PLAYERS);
  /** hands[seat*28 + i]: the seat's i-th card, in the order taken. */
  readonly hands = this.data.subarray(HANDS_AT, HANDS_AT + MAX_PLAYERS * HAND_STRIDE);
  /** 0-based round; stays at the last one once the game is over. */
  round = 0;
  dealer = 0;
  /** Seat to move, or -1 once the game is over. */
  toMove = 0;
  /** Whether this round's packets are on the table (picks are due), else the dealer is to deal. */
  dealt = false;
  /** The dealer's shift (-2 … 2) and cut (an index into the cut table, rules.ts), once dealt. */
  shift = 0;
  cut = 0;
  /** Bit p set once packet p is taken. */
  taken = 0;
  /** Picks made this round. */
  picks = 0;

  constructor(players: number) {
    this.players = players;
    this.packets = packetCount(players);
  }

  get over(): boolean {
    return this.toMove < 0;
  }

  /** Cards not yet laid out. */
  get deckLeft(): number {
    return CARD_COUNT - (this.round + 1) * ROW_SIZE;
  }

  /** Copies another state of the same player count into this one, allocating nothing. */
  copyFrom(src: GameState): this {
    this.data.set(src.data);
    this.round = src.round;
    this.dealer = src.dealer;
    this.toMove = src.toMove;
    this.dealt = src.dealt;
    this.shift = src.shift;
    this.cut = src.cut;
    this.taken = src.taken;
    this.picks = src.picks;
    return this;
  }

  clone(): GameState {
    return new GameState(this.players).copyFrom(this);
  }

  /** The seat's cards in the order taken. */
  handOf(seat: number): number[] {
    return Array.from(this.hands.subarray(seat * HAND_STRIDE, seat * HAND_STRIDE + this.handSizes[seat]!));
  }

  /** This round's row as laid out, before the shift. */
  drawnRow(): number[] {
    return Array.from(this.deck.subarray(this.round * ROW_SIZE, (this.round + 1) * ROW_SIZE));
  }

  /** Packet p's cards, once dealt. */
  packetCards(p: number): number[] {
    return Array.from(this.row.subarray(this.bounds[p]!, this.bounds[p + 1]!));
  }
}
