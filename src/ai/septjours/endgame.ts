/**
 * The last round, played to the end: nothing is hidden then (the 7 cards on the table are the last),
 * so one seat's best play can be worked out exactly, given how the others choose. Another picker is
 * modelled as a mixture: with weight 1 - wary it is Greedy (every packet at its best margin weighed
 * equally, as Greedy takes one of them at random), with weight `wary` it looks ahead like a search
 * that takes the others for Greedy (the packet with its best outcome were every later pick greedy).
 * The seat's own picks, and its deal, are its best against that mixture. Works on packed contents
 * (policies.ts), not on states, for speed: the search runs this at the end of every rollout.
 */
import {
  BONUS,
  BOUNDS_AT,
  COUNTS_AT,
  DEAL_CODE,
  DECK_AT,
  ELEMENTS,
  MAX_PACKETS,
  MAX_PLAYERS,
  PICKER,
  ROUNDS,
  ROW_AT,
  ROW_SIZE,
  SHIFTS,
  STARS_AT,
  CUT_COUNT,
  type GameState,
} from '../../engine/septjours/index.js';
import { scoreInto, type Outcome, type ValueWeights } from './outcome.js';
import { CARD_PACKED, DEAL_SEGMENTS, POW8, STARS_SHIFT, bonusSeats } from './policies.js';

/** Local copies: V8 reads an imported binding through a live cell on every use. */
const E = ELEMENTS;
const SEATS = MAX_PLAYERS;
const PACKETS = MAX_PACKETS;
const SHIFT = STARS_SHIFT;
const FIVE = BONUS;

/**
 * Deal options (shift index * cuts + cut) with different packets whatever the cards: a deal's packets
 * are arcs of the row taken round its end, set by where they start, so deals starting their packets at
 * the same places lay out the same packets. One option per set of starts, for each packet count.
 */
const DISTINCT_OPTIONS: Uint8Array[] = [];
for (let k = 1; k <= MAX_PACKETS; k++) {
  const table = DEAL_SEGMENTS[k]!;
  const seen = new Set<number>();
  const options: number[] = [];
  for (let o = 0; o < SHIFTS * CUT_COUNT[k]!; o++) {
    let starts = 0;
    for (let p = 0; p < k; p++) starts |= 1 << (table[o * k + p]! >> 3);
    if (!seen.has(starts)) {
      seen.add(starts);
      options.push(o);
    }
  }
  DISTINCT_OPTIONS[k] = Uint8Array.from(options);
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** Results per recursion depth: the deal, then at most 5 picks, then the end. */
const DEPTH = MAX_PACKETS + 2;

export class Endgame {
  private readonly k: number;
  private readonly bonus: Uint8Array;
  /** Per element, the seats' counts in base 8 (see bonusSeats); stars per seat. */
  private readonly counts = new Int32Array(E);
  private readonly stars = new Int32Array(SEATS);
  private readonly packs = new Int32Array(PACKETS);
  /** Totals during one evaluation, seat s at s + 1 (0 takes the bonuses nobody wins). */
  private readonly totals = new Int32Array(SEATS + 1);
  private readonly segments = new Int32Array(ROW_SIZE * 8);
  private readonly value = new Float64Array(DEPTH);
  private readonly win = new Float64Array(DEPTH);
  private readonly margin = new Float64Array(DEPTH);
  private readonly leaf: Outcome = { value: 0, win: 0, margin: 0 };
  /** PICKER's offset for this round's dealer. */
  private order = 0;
  /** The weight of the wary model in the evaluation under way (0 while screening deals). */
  private mix = 0;
  private readonly dealValues = new Float64Array(SHIFTS * 20);
  private readonly dealOrder: number[] = [];
  private readonly byValue = (a: number, b: number) => this.dealValues[b]! - this.dealValues[a]!;
  private readonly chainOut: Outcome = { value: 0, win: 0, margin: 0 };

  constructor(
    private readonly players: number,
    private readonly seat: number,
    private readonly weights: ValueWeights,
    /** The weight of other pickers looking ahead; the rest is Greedy's. */
    private readonly wary = 0,
    /**
     * When the seat deals (in solve), how many deals are weighed with the mixture: the best against
     * plain greedy pickers, as the mixture costs several times more. Every deal in `moves`.
     */
    private readonly waryDeals = 0,
  ) {
    this.k = players === 2 ? 4 : players;
    this.bonus = bonusSeats(players);
  }

  /**
   * The expected outcome for the seat of a last-round state, the seat playing its best from here. The
   * seat deals (if the deal is due, it must be the dealer) or a pick is due.
   */
  solve(state: GameState, out: Outcome): Outcome {
    this.load(state);
    this.mix = this.wary;
    if (state.dealt) {
      this.loadPackets(state);
      this.picks(state.picks, state.taken, 0);
    } else {
      this.deals(state);
    }
    out.value = this.value[0]!;
    out.win = this.win[0]!;
    out.margin = this.margin[0]!;
    return out;
  }

  /** The expected outcome of each of the seat's moves (codes of a last-round state where it is to move). */
  moves(state: GameState, codes: readonly number[]): Outcome[] {
    this.load(state);
    this.mix = this.wary;
    const outcomes: Outcome[] = [];
    if (state.dealt) this.loadPackets(state);
    else this.loadSegments(state);
    const count = CUT_COUNT[this.k]!;
    for (const code of codes) {
      if (state.dealt) {
        this.take(this.seat, this.packs[code]!);
        this.picks(state.picks + 1, state.taken | (1 << code), 0);
        this.take(this.seat, this.packs[code]!, -1);
      } else {
        this.dealOption((code & 7) * count + ((code - DEAL_CODE) >> 3));
        this.picks(0, 0, 0);
      }
      outcomes.push({ value: this.value[0]!, win: this.win[0]!, margin: this.margin[0]! });
    }
    return outcomes;
  }

  private load(state: GameState): void {
    if (state.round !== ROUNDS - 1) throw new Error('the endgame is the last round');
    const data = state.data;
    for (let e = 0; e < E; e++) {
      let v = 0;
      for (let s = 0; s < this.players; s++) v += data[COUNTS_AT + s * E + e]! * POW8[s]!;
      this.counts[e] = v;
    }
    for (let s = 0; s < this.players; s++) this.stars[s] = data[STARS_AT + s]!;
    this.order = (this.players * SEATS + state.dealer) * PACKETS;
  }

  private loadPackets(state: GameState): void {
    const data = state.data;
    for (let p = 0; p < this.k; p++) {
      let packed = 0;
      for (let i = data[BOUNDS_AT + p]!; i < data[BOUNDS_AT + p + 1]!; i++) packed += CARD_PACKED[data[ROW_AT + i]!]!;
      this.packs[p] = packed;
    }
  }

  private loadSegments(state: GameState): void {
    const data = state.data;
    const drawn = DECK_AT + state.round * ROW_SIZE;
    const longest = ROW_SIZE + 1 - this.k;
    for (let start = 0; start < ROW_SIZE; start++) {
      let packed = 0;
      for (let len = 1; len <= longest; len++) {
        packed += CARD_PACKED[data[drawn + ((start + len - 1) % ROW_SIZE)]!]!;
        this.segments[start * 8 + len] = packed;
      }
    }
  }

  /** Lays out deal option o (shift index * cuts + cut) as the packets. */
  private dealOption(o: number): void {
    const table = DEAL_SEGMENTS[this.k]!;
    for (let p = 0; p < this.k; p++) this.packs[p] = this.segments[table[o * this.k + p]!]!;
  }

  /** The seat deals: its best deal, each followed by the picks. */
  private deals(state: GameState): void {
    if (state.dealer !== this.seat) throw new Error('the endgame deals only for its own seat');
    this.loadSegments(state);
    const distinct = DISTINCT_OPTIONS[this.k]!;
    const options = distinct.length;
    const screen = this.wary > 0 && this.waryDeals < options;
    this.mix = screen ? 0 : this.wary;
    let best = -1;
    let win = 0;
    let margin = 0;
    for (let o = 0; o < options; o++) {
      this.dealOption(distinct[o]!);
      this.picks(0, 0, 1);
      this.dealValues[o] = this.value[1]!;
      if (this.value[1]! > best) {
        best = this.value[1]!;
        win = this.win[1]!;
        margin = this.margin[1]!;
      }
    }
    if (screen) {
      const order = this.dealOrder;
      order.length = 0;
      for (let o = 0; o < options; o++) order.push(o);
      order.sort(this.byValue);
      this.mix = this.wary;
      best = -1;
      for (let i = 0; i < this.waryDeals; i++) {
        this.dealOption(distinct[order[i]!]!);
        this.picks(0, 0, 1);
        if (this.value[1]! > best) {
          best = this.value[1]!;
          win = this.win[1]!;
          margin = this.margin[1]!;
        }
      }
    }
    this.value[0] = best;
    this.win[0] = win;
    this.margin[0] = margin;
  }

  /** Adds a packed content to a seat's cards (sign 1), or takes it back (sign -1). */
  private take(seat: number, packed: number, sign = 1): void {
    const pow = sign * POW8[seat]!;
    this.counts[0]! += (packed & 15) * pow;
    this.counts[1]! += ((packed >>> 4) & 15) * pow;
    this.counts[2]! += ((packed >>> 8) & 15) * pow;
    this.counts[3]! += ((packed >>> 12) & 15) * pow;
    this.stars[seat]! += sign * (packed >>> SHIFT);
  }

  /** Totals were `seat` to add `packed` (0 for the cards as they stand). */
  private fillTotals(seat: number, packed: number): void {
    const totals = this.totals;
    const pow = POW8[seat]!;
    totals[0] = 0;
    for (let s = 0; s < this.players; s++) totals[s + 1] = this.stars[s]!;
    totals[seat + 1]! += packed >>> SHIFT;
    for (let e = 0; e < E; e++) {
      const seats = this.bonus[this.counts[e]! + ((packed >>> (4 * e)) & 15) * pow]!;
      totals[seats & 7]! += FIVE;
      totals[seats >> 3]! += FIVE;
    }
  }

  /** Picks j onwards, packets in `taken` gone: the expected outcome into depth d. */
  private picks(j: number, taken: number, d: number): void {
    if (j === this.k) {
      this.fillTotals(0, 0);
      scoreInto(this.totals, 1, this.players, this.seat, this.weights, this.leaf);
      this.value[d] = this.leaf.value;
      this.win[d] = this.leaf.win;
      this.margin[d] = this.leaf.margin;
      return;
    }
    const picker = PICKER[this.order + j]!;
    const free = ~taken & ((1 << this.k) - 1);
    if (picker === this.seat || (free & (free - 1)) === 0) {
      this.bestOf(picker, j, taken, free, d);
      return;
    }
    const greedy = this.greedyOptions(picker, free);
    const looking = this.mix > 0 ? this.lookaheadOptions(picker, j, taken, free) : 0;
    const greedyWeight = (looking === 0 ? 1 : 1 - this.mix) / popcount(greedy);
    const lookingWeight = looking === 0 ? 0 : this.mix / popcount(looking);
    let value = 0;
    let win = 0;
    let margin = 0;
    for (let p = 0; p < this.k; p++) {
      const weight = ((greedy >> p) & 1) * greedyWeight + ((looking >> p) & 1) * lookingWeight;
      if (weight === 0) continue;
      const packed = this.packs[p]!;
      this.take(picker, packed);
      this.picks(j + 1, taken | (1 << p), d + 1);
      this.take(picker, packed, -1);
      value += weight * this.value[d + 1]!;
      win += weight * this.win[d + 1]!;
      margin += weight * this.margin[d + 1]!;
    }
    this.value[d] = value;
    this.win[d] = win;
    this.margin[d] = margin;
  }

  /** The seat's own pick (its best), or a forced one. */
  private bestOf(picker: number, j: number, taken: number, free: number, d: number): void {
    let best = -1;
    for (let p = 0; p < this.k; p++) {
      if (!((free >> p) & 1)) continue;
      const packed = this.packs[p]!;
      this.take(picker, packed);
      this.picks(j + 1, taken | (1 << p), d + 1);
      this.take(picker, packed, -1);
      const v = this.value[d + 1]!;
      if (v > best) {
        best = v;
        this.value[d] = v;
        this.win[d] = this.win[d + 1]!;
        this.margin[d] = this.margin[d + 1]!;
      }
    }
  }

  /**
   * The free packets (a mask) a picker that looks ahead would take: its best outcome were every later
   * pick greedy, as a search that models the others as Greedy plays.
   */
  private lookaheadOptions(picker: number, j: number, taken: number, free: number): number {
    let best = -1e9;
    let mask = 0;
    for (let p = 0; p < this.k; p++) {
      if (!((free >> p) & 1)) continue;
      const packed = this.packs[p]!;
      this.take(picker, packed);
      const v = this.greedyChain(j + 1, taken | (1 << p), picker);
      this.take(picker, packed, -1);
      if (v > best) {
        best = v;
        mask = 1 << p;
      } else if (v === best) {
        mask |= 1 << p;
      }
    }
    return mask;
  }

  /** The outcome for `seat` of picks j onwards, every one greedy (one way: the ties are weighed by the caller's mixture only). */
  private greedyChain(j: number, taken: number, seat: number): number {
    if (j === this.k) {
      this.fillTotals(0, 0);
      return scoreInto(this.totals, 1, this.players, seat, this.weights, this.chainOut).value;
    }
    const picker = PICKER[this.order + j]!;
    const free = ~taken & ((1 << this.k) - 1);
    const options = (free & (free - 1)) === 0 ? free : this.greedyOptions(picker, free);
    // A tie goes to the smallest content, not the first packet, so that the order of the packets
    // (which deals laying out the same ones differ by) changes nothing.
    let p = -1;
    for (let q = 0; q < this.k; q++) if ((options >> q) & 1 && (p < 0 || this.packs[q]! < this.packs[p]!)) p = q;
    const packed = this.packs[p]!;
    this.take(picker, packed);
    const v = this.greedyChain(j + 1, taken | (1 << p), seat);
    this.take(picker, packed, -1);
    return v;
  }

  /** The free packets (a mask) a greedy picker may take: every one at its best margin. */
  private greedyOptions(picker: number, free: number): number {
    let best = -1e9;
    let mask = 0;
    for (let p = 0; p < this.k; p++) {
      if (!((free >> p) & 1)) continue;
      this.fillTotals(picker, this.packs[p]!);
      let other = -1;
      for (let s = 1; s <= this.players; s++) if (s !== picker + 1 && this.totals[s]! > other) other = this.totals[s]!;
      const margin = this.totals[picker + 1]! - other;
      if (margin > best) {
        best = margin;
        mask = 1 << p;
      } else if (margin === best) {
        mask |= 1 << p;
      }
    }
    return mask;
  }
}
