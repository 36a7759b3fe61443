/**
 * Move policies for "7 Jours 4 Éléments" on a full state, allocation-free: the random and greedy
 * players' hot loops, and the AI's rollouts. Moves are the engine's move codes (see encodeMove/decodeMove
 * in src/engine/septjours/rules.ts), played with its playUnchecked.
 */
import {
  BONUS,
  CARD_CODES,
  COUNTS_AT,
  CUT_BOUNDS,
  CUT_COUNT,
  CUT_FIRST,
  CUT_STRIDE,
  DECK_AT,
  ELEMENTS,
  MAX_PACKETS,
  MAX_PLAYERS,
  MAX_SHIFT,
  PICKER,
  ROW_AT,
  ROW_SIZE,
  SHIFTS,
  STARS_AT,
  BOUNDS_AT,
  dealCode,
  playUnchecked,
  type GameState,
} from '../../engine/septjours/index.js';
import type { Rng } from '../../engine/rng.js';

// ---------------------------------------------------------------------------------------------------
// Tables

/**
 * A packet's content packed in one integer: 4 bits of card count per element (element e at bit 4e),
 * then its stars from bit 16. Adding two packed contents adds every field at once.
 */
export const STARS_SHIFT = 16;
export const CARD_PACKED = new Int32Array(CARD_CODES);
for (let card = 0; card < CARD_PACKED.length; card++) CARD_PACKED[card] = (1 << (4 * (card >> 2))) + ((card & 3) << STARS_SHIFT);

/** NTH_FREE[taken * 8 + n]: the n-th packet (from 0) not set in a taken mask. */
const NTH_FREE = new Uint8Array((1 << MAX_PACKETS) * 8);
for (let taken = 0; taken < 1 << MAX_PACKETS; taken++) {
  let n = 0;
  for (let p = 0; p < MAX_PACKETS; p++) if (!((taken >> p) & 1)) NTH_FREE[taken * 8 + n++] = p;
}

/**
 * Packets of every deal as segments of the row as drawn: with K packets, deal option
 * o = shift index * C + cut (C cuts) has packet p = drawn cards from `start`, `len` of them, going
 * round the row's end: DEAL_SEGMENTS[K][o * K + p] = start * 8 + len.
 */
export const DEAL_SEGMENTS: Uint8Array[] = [];
for (let k = 1; k <= MAX_PACKETS; k++) {
  const count = CUT_COUNT[k]!;
  const table = new Uint8Array(SHIFTS * count * k);
  for (let s = 0; s < SHIFTS; s++) {
    for (let c = 0; c < count; c++) {
      const at = (CUT_FIRST[k]! + c) * CUT_STRIDE;
      for (let p = 0; p < k; p++) {
        const start = (CUT_BOUNDS[at + p]! + s - MAX_SHIFT + ROW_SIZE) % ROW_SIZE;
        table[(s * count + c) * k + p] = start * 8 + CUT_BOUNDS[at + p + 1]! - CUT_BOUNDS[at + p]!;
      }
    }
  }
  DEAL_SEGMENTS[k] = table;
}

// ---------------------------------------------------------------------------------------------------
// Random

/** A uniformly random legal move: a shift and a cut for the dealer, a remaining packet for a picker. */
export function randomMove(state: GameState, rng: Rng): number {
  const k = state.packets;
  if (state.dealt) return NTH_FREE[state.taken * 8 + rng.below(k - state.picks)]!;
  const option = rng.below(SHIFTS * CUT_COUNT[k]!);
  const cut = (option / SHIFTS) | 0;
  return dealCode(option - cut * SHIFTS - MAX_SHIFT, cut);
}

// ---------------------------------------------------------------------------------------------------
// Greedy

/**
 * BONUS_SEATS[players][v]: who takes an element's bonuses when seat s holds digit s of v in base 8
 * (v = Σ count_s · 8^s; no seat holds more than 7 cards of an element): bits 0–2 hold the seat with
 * strictly the most plus one, bits 3–5 the seat with strictly the fewest plus one, 0 for nobody. One
 * lookup per element scores a position without comparing seats. Built on first use, per player count.
 */
const BONUS_SEATS: (Uint8Array | undefined)[] = [];
export const POW8 = Int32Array.from({ length: MAX_PLAYERS }, (_, s) => 8 ** s);

export function bonusSeats(players: number): Uint8Array {
  let table = BONUS_SEATS[players];
  if (table) return table;
  table = new Uint8Array(8 ** players);
  for (let v = 0; v < table.length; v++) {
    let most = -1;
    let mostSeat = 0;
    let fewest = 99;
    let fewestSeat = 0;
    for (let seat = 0; seat < players; seat++) {
      const c = (v >> (3 * seat)) & 7;
      if (c > most) [most, mostSeat] = [c, seat + 1];
      else if (c === most) mostSeat = 0;
      if (c < fewest) [fewest, fewestSeat] = [c, seat + 1];
      else if (c === fewest) fewestSeat = 0;
    }
    table[v] = mostSeat | (fewestSeat << 3);
  }
  BONUS_SEATS[players] = table;
  return table;
}

/**
 * Scratch for greedy play: the cards as they would stand, per element the counts in base 8 (see
 * BONUS_SEATS), and stars per seat; `base…` hold the position being decided from.
 */
const simCounts = new Int32Array(ELEMENTS);
const simStars = new Int32Array(MAX_PLAYERS);
const baseCounts = new Int32Array(ELEMENTS);
const baseStars = new Int32Array(MAX_PLAYERS);
/** Totals during one evaluation, seat s at index s + 1 (index 0 takes the bonuses nobody wins). */
const totals = new Int32Array(MAX_PLAYERS + 1);
/** The packets on the table, packed (see CARD_PACKED). */
const packs = new Int32Array(MAX_PACKETS);
/** Packed content of every segment of the drawn row: start * 8 + len. */
const segments = new Int32Array(ROW_SIZE * 8);
/** The first picker's margin per segment, for one dealer decision. */
const firstMargins = new Int32Array(ROW_SIZE * 8);

/** A seat's margin (its total minus the best other total) were it to add a packed content to its cards. */
function marginWith(bonus: Uint8Array, players: number, seat: number, packed: number): number {
  const pow = POW8[seat]!;
  totals[0] = 0;
  for (let s = 0; s < players; s++) totals[s + 1] = simStars[s]!;
  totals[seat + 1]! += packed >>> STARS_SHIFT;
  for (let e = 0; e < ELEMENTS; e++) {
    const seats = bonus[simCounts[e]! + ((packed >>> (4 * e)) & 15) * pow]!;
    totals[seats & 7]! += BONUS;
    totals[seats >> 3]! += BONUS;
  }
  let best = -1;
  for (let s = 1; s <= players; s++) if (s !== seat + 1 && totals[s]! > best) best = totals[s]!;
  return totals[seat + 1]! - best;
}

/** Adds a packed content to a seat's cards in the scratch. */
function take(seat: number, packed: number): void {
  const pow = POW8[seat]!;
  simCounts[0]! += (packed & 15) * pow;
  simCounts[1]! += ((packed >>> 4) & 15) * pow;
  simCounts[2]! += ((packed >>> 8) & 15) * pow;
  simCounts[3]! += ((packed >>> 12) & 15) * pow;
  simStars[seat]! += packed >>> STARS_SHIFT;
}

/**
 * The packet a greedy picker takes among those not in `taken`: the best margin; ties go to a random
 * one when `rng` is given, else to the lowest index.
 */
function bestPacket(bonus: Uint8Array, players: number, seat: number, k: number, taken: number, rng: Rng | null): number {
  let best = -1e9;
  let bestPacket = -1;
  let ties = 0;
  for (let p = 0; p < k; p++) {
    if ((taken >> p) & 1) continue;
    const margin = marginWith(bonus, players, seat, packs[p]!);
    if (margin > best) {
      best = margin;
      bestPacket = p;
      ties = 1;
    } else if (margin === best && rng !== null && rng.below(++ties) === 0) {
      bestPacket = p; // reservoir choice keeps each tied packet equally likely
    }
  }
  return bestPacket;
}

/** Loads the state's cards into the base scratch and the working scratch. */
function loadCards(state: GameState): void {
  const data = state.data;
  const players = state.players;
  for (let e = 0; e < ELEMENTS; e++) {
    let v = 0;
    for (let s = 0; s < players; s++) v += data[COUNTS_AT + s * ELEMENTS + e]! * POW8[s]!;
    baseCounts[e] = v;
  }
  for (let s = 0; s < players; s++) baseStars[s] = data[STARS_AT + s]!;
  resetCards(players);
}

function resetCards(players: number): void {
  simCounts.set(baseCounts);
  for (let s = 0; s < players; s++) simStars[s] = baseStars[s]!;
}

/**
 * Greedy play. As picker: the packet that most raises the picker's margin (its total minus the best
 * other total, the cards as they stand after taking it). As dealer: the shift and cut after which —
 * every picker then taking greedily — the dealer's margin is best. Ties between the candidates are
 * broken at random; inside the dealer's look-ahead the simulated pickers, the dealer's own later picks
 * included, break ties by the lowest packet index, so the look-ahead is deterministic.
 */
export function greedyMove(state: GameState, rng: Rng): number {
  const players = state.players;
  const k = state.packets;
  loadCards(state);
  const data = state.data;
  if (state.dealt) {
    for (let p = 0; p < k; p++) {
      let packed = 0;
      for (let i = data[BOUNDS_AT + p]!; i < data[BOUNDS_AT + p + 1]!; i++) packed += CARD_PACKED[data[ROW_AT + i]!]!;
      packs[p] = packed;
    }
    return bestPacket(bonusSeats(players), players, state.toMove, k, state.taken, rng);
  }
  return greedyDeal(state, rng);
}

/** The packets a greedy picker may take, as a bit mask: every free packet at the best margin, each equally likely. */
export function greedyPicks(state: GameState): number {
  const players = state.players;
  const k = state.packets;
  loadCards(state);
  const data = state.data;
  for (let p = 0; p < k; p++) {
    let packed = 0;
    for (let i = data[BOUNDS_AT + p]!; i < data[BOUNDS_AT + p + 1]!; i++) packed += CARD_PACKED[data[ROW_AT + i]!]!;
    packs[p] = packed;
  }
  const bonus = bonusSeats(players);
  const seat = state.toMove;
  let best = -1e9;
  let mask = 0;
  for (let p = 0; p < k; p++) {
    if ((state.taken >> p) & 1) continue;
    const margin = marginWith(bonus, players, seat, packs[p]!);
    if (margin > best) {
      best = margin;
      mask = 1 << p;
    } else if (margin === best) {
      mask |= 1 << p;
    }
  }
  return mask;
}

/**
 * The second and third pickers' margins in one greedy deal, by the segments taken before (start * 8 +
 * len, see DEAL_SEGMENTS) and the segment weighed: many deals share them. An entry holds for the deal
 * whose generation its stamp shows, so nothing is cleared between deals.
 */
const SEGMENT_IDS = ROW_SIZE * 8;
const secondMargins = new Int32Array(SEGMENT_IDS ** 2);
const secondStamps = new Int32Array(SEGMENT_IDS ** 2);
const thirdMargins = new Int32Array(SEGMENT_IDS ** 3);
const thirdStamps = new Int32Array(SEGMENT_IDS ** 3);
let generation = 0;

function greedyDeal(state: GameState, rng: Rng): number {
  const players = state.players;
  const bonus = bonusSeats(players);
  const k = state.packets;
  const dealer = state.dealer;
  const data = state.data;
  const order = (players * MAX_PLAYERS + dealer) * MAX_PACKETS;
  const first = PICKER[order]!;
  // A packet holds at most 8 - K cards (the others at least one each).
  const longest = ROW_SIZE + 1 - k;
  const drawn = DECK_AT + state.round * ROW_SIZE;
  for (let start = 0; start < ROW_SIZE; start++) {
    let packed = 0;
    for (let len = 1; len <= longest; len++) {
      packed += CARD_PACKED[data[drawn + ((start + len - 1) % ROW_SIZE)]!]!;
      segments[start * 8 + len] = packed;
      // The first picker sees the same cards whatever the deal: its margin per segment, once.
      firstMargins[start * 8 + len] = marginWith(bonus, players, first, packed);
    }
  }
  const table = DEAL_SEGMENTS[k]!;
  const count = CUT_COUNT[k]!;
  const last = k - 1;
  if (++generation === 0x7fffffff) {
    secondStamps.fill(0);
    thirdStamps.fill(0);
    generation = 1;
  }
  let best = -1e9;
  let bestOption = 0;
  let ties = 0;
  for (let option = 0; option < SHIFTS * count; option++) {
    const at = option * k;
    let firstPick = 0;
    let firstBest = -1e9;
    for (let p = 0; p < k; p++) {
      const segment = table[at + p]!;
      packs[p] = segments[segment]!;
      if (firstMargins[segment]! > firstBest) {
        firstBest = firstMargins[segment]!;
        firstPick = p;
      }
    }
    resetCards(players);
    take(first, packs[firstPick]!);
    let taken = 1 << firstPick;
    // Cache keys: the segments taken so far, then the segment weighed.
    let key = table[at + firstPick]!;
    for (let j = 1; j < last; j++) {
      const seat = PICKER[order + j]!;
      const cache = j === 1 ? secondMargins : j === 2 ? thirdMargins : null;
      const stamps = j === 1 ? secondStamps : thirdStamps;
      let bestMargin = -1e9;
      let p = -1;
      for (let q = 0; q < k; q++) {
        if ((taken >> q) & 1) continue;
        let margin: number;
        if (cache === null) {
          margin = marginWith(bonus, players, seat, packs[q]!);
        } else {
          const at2 = key * SEGMENT_IDS + table[at + q]!;
          if (stamps[at2] === generation) {
            margin = cache[at2]!;
          } else {
            margin = cache[at2] = marginWith(bonus, players, seat, packs[q]!);
            stamps[at2] = generation;
          }
        }
        // Strictly better only: the lowest packet wins a tie, as bestPacket without an rng.
        if (margin > bestMargin) {
          bestMargin = margin;
          p = q;
        }
      }
      take(seat, packs[p]!);
      taken |= 1 << p;
      key = key * SEGMENT_IDS + table[at + p]!;
    }
    // The dealer takes the last packet.
    const margin = marginWith(bonus, players, dealer, packs[NTH_FREE[taken * 8]!]!);
    if (margin > best) {
      best = margin;
      bestOption = option;
      ties = 1;
    } else if (margin === best && rng.below(++ties) === 0) {
      bestOption = option;
    }
  }
  const shift = (bestOption / count) | 0;
  return dealCode(shift - MAX_SHIFT, bestOption - shift * count);
}

/** Plays the game out to its end with the policy for every seat. */
export function playOut(state: GameState, rng: Rng, policy: (state: GameState, rng: Rng) => number): void {
  while (state.toMove >= 0) playUnchecked(state, policy(state, rng));
}
