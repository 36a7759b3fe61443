/**
 * Moves: the dealer's (a shift and a cut) and a picker's (a packet), who moves, checking a move (and
 * saying why it is refused), and playing it. The search plays moves as small integers (see
 * encodeMove) through playUnchecked: no checks, no allocation.
 */
import { ELEMENTS, MAX_PACKETS, MAX_PLAYERS, MAX_SHIFT, MIN_PLAYERS, ROUNDS, ROW_SIZE, SHIFTS, packetCount, type Card } from './cards.js';
import * as layout from './state.js';
import { GameState } from './state.js';

/** Local copies: V8 reads an imported binding through a live cell on every use. */
const { BOUNDS_AT, COUNTS_AT, DECK_AT, HANDS_AT, HAND_SIZES_AT, HAND_STRIDE, ROW_AT, STARS_AT } = layout;

/** The dealer's move: the row's rotation (+1 moves the leftmost card to the right end), then packet sizes in row order. */
export interface Deal {
  shift: number;
  packets: number[];
}
/** A picker's move: a packet still on the table, by its index among the packets as cut. */
export interface Pick {
  pick: number;
}
export type Move = Deal | Pick;

export function isPick(move: Move): move is Pick {
  return 'pick' in move;
}

export type Refusal =
  | { code: 'game-over'; message: string }
  | { code: 'bad-move'; message: string }
  | { code: 'deal-due'; message: string; dealer: number }
  | { code: 'pick-due'; message: string; seat: number }
  | { code: 'bad-shift'; message: string; shift: number }
  | { code: 'packet-count'; message: string; count: number; expected: number }
  | { code: 'empty-packet'; message: string; packet: number; size: number }
  | { code: 'packet-sum'; message: string; sum: number }
  | { code: 'no-packet'; message: string; packet: number; packets: number }
  | { code: 'packet-taken'; message: string; packet: number };

// ---------------------------------------------------------------------------------------------------
// Tables

/** Room per cut in CUT_BOUNDS: K + 1 boundaries, K ≤ 5. */
export const CUT_STRIDE = MAX_PACKETS + 1;
/**
 * Every cut of the 7-card row into K non-empty contiguous packets (C(6, K-1) of them), for each K,
 * packet sizes in lexicographic order: cut c of K packets has boundaries
 * CUT_BOUNDS[(CUT_FIRST[K] + c) * CUT_STRIDE + p], p = 0 … K (0 first, 7 last).
 */
export const CUT_FIRST = new Uint16Array(MAX_PACKETS + 2);
export const CUT_COUNT = new Uint8Array(MAX_PACKETS + 1);
export const CUT_BOUNDS: Uint8Array = buildCuts();

function buildCuts(): Uint8Array {
  const all: number[][] = [];
  for (let k = 1; k <= MAX_PACKETS; k++) {
    CUT_FIRST[k] = all.length;
    const sizes: number[] = [];
    const walk = (left: number, parts: number) => {
      if (parts === 1) {
        const bounds = [0];
        for (const s of [...sizes, left]) bounds.push(bounds[bounds.length - 1]! + s);
        all.push(bounds);
        return;
      }
      for (let s = 1; s <= left - parts + 1; s++) {
        sizes.push(s);
        walk(left - s, parts - 1);
        sizes.pop();
      }
    };
    walk(ROW_SIZE, k);
    CUT_COUNT[k] = all.length - CUT_FIRST[k]!;
  }
  CUT_FIRST[MAX_PACKETS + 1] = all.length;
  const table = new Uint8Array(all.length * CUT_STRIDE);
  for (let c = 0; c < all.length; c++) table.set(all[c]!, c * CUT_STRIDE);
  return table;
}

/** ROTATED[(shift + 2) * 7 + i]: which drawn card lies at place i of the shifted row. */
export const ROTATED = new Uint8Array(SHIFTS * ROW_SIZE);
for (let s = 0; s < SHIFTS; s++) {
  for (let i = 0; i < ROW_SIZE; i++) ROTATED[s * ROW_SIZE + i] = (i + s - MAX_SHIFT + ROW_SIZE) % ROW_SIZE;
}

/**
 * The seat making the j-th pick of a round: the seats after the dealer in order, the dealer last. With
 * 2 players and 4 packets the same count goes round twice: non-dealer, dealer, non-dealer, dealer.
 */
export function pickerOf(players: number, dealer: number, j: number): number {
  return (dealer + 1 + j) % players;
}

/** PICKER[(players * 5 + dealer) * 5 + j] = pickerOf(players, dealer, j). */
export const PICKER = new Uint8Array((MAX_PLAYERS + 1) * MAX_PLAYERS * MAX_PACKETS);
for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) {
  for (let d = 0; d < n; d++) for (let j = 0; j < packetCount(n); j++) PICKER[(n * MAX_PLAYERS + d) * MAX_PACKETS + j] = pickerOf(n, d, j);
}

// ---------------------------------------------------------------------------------------------------
// Move codes

/** Deal codes start here, above every pick code. */
export const DEAL_CODE = 256;

/**
 * A move as a small integer: a pick of packet p is p (0 … 4); a deal is DEAL_CODE + cut * 8 +
 * (shift + 2), `cut` an index into the cut table of the state's packet count. Assumes a well-formed move.
 */
export function encodeMove(move: Move): number {
  return isPick(move) ? move.pick : dealCode(move.shift, cutIndexOf(move.packets));
}

/** The move a code stands for, in a state with the code's packet count (see encodeMove). */
export function decodeMove(state: GameState, code: number): Move {
  if (code < DEAL_CODE) return { pick: code };
  return { shift: (code & 7) - MAX_SHIFT, packets: cutSizes(state.packets, (code - DEAL_CODE) >> 3) };
}

/** The deal code for a shift (-2 … 2) and a cut index (see encodeMove). */
export function dealCode(shift: number, cut: number): number {
  return DEAL_CODE + cut * 8 + shift + MAX_SHIFT;
}

/** The index of a cut in its table, from valid packet sizes (K of them, each ≥ 1, summing to 7). */
export function cutIndexOf(sizes: readonly number[]): number {
  const k = sizes.length;
  for (let c = 0; c < CUT_COUNT[k]!; c++) {
    const at = (CUT_FIRST[k]! + c) * CUT_STRIDE;
    let same = true;
    for (let p = 0; p < k && same; p++) same = CUT_BOUNDS[at + p + 1]! - CUT_BOUNDS[at + p]! === sizes[p];
    if (same) return c;
  }
  return -1;
}

/** Packet sizes of a cut index for K packets. */
export function cutSizes(k: number, cut: number): number[] {
  const at = (CUT_FIRST[k]! + cut) * CUT_STRIDE;
  const sizes: number[] = [];
  for (let p = 0; p < k; p++) sizes.push(CUT_BOUNDS[at + p + 1]! - CUT_BOUNDS[at + p]!);
  return sizes;
}

// ---------------------------------------------------------------------------------------------------
// Setup, checks and play

/** A state at the start of the game: `deck` is 28 valid card codes, the first row is on the table. */
export function setupState(players: number, deck: ArrayLike<Card>, firstDealer: number): GameState {
  const state = new GameState(players);
  state.deck.set(Array.from(deck));
  state.dealer = firstDealer;
  state.toMove = firstDealer;
  return state;
}

const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** Why the seat to move may not make this move, or null when it may. Checks the move's shape too (it may come from anywhere). */
export function refusalOf(state: GameState, move: Move): Refusal | null {
  if (state.over) return { code: 'game-over', message: 'the game is already over' };
  if (typeof move !== 'object' || move === null)
    return { code: 'bad-move', message: 'a move is {"shift": …, "packets": […]} or {"pick": …}' };
  const k = state.packets;
  if ('pick' in move) {
    if (!state.dealt) {
      return {
        code: 'deal-due',
        dealer: state.dealer,
        message: `seat ${state.dealer} must deal (a shift and packets) before anyone picks`,
      };
    }
    const p: unknown = move.pick;
    if (!isWhole(p)) return { code: 'bad-move', message: `pick must be a packet number, got ${JSON.stringify(p)}` };
    if (p < 0 || p >= k)
      return { code: 'no-packet', packet: p, packets: k, message: `there is no packet ${p} (the packets are 0 to ${k - 1})` };
    if ((state.taken >> p) & 1) return { code: 'packet-taken', packet: p, message: `packet ${p} is already taken` };
    return null;
  }
  if (!('shift' in move) || !('packets' in move))
    return { code: 'bad-move', message: 'a move is {"shift": …, "packets": […]} or {"pick": …}' };
  if (state.dealt) {
    return { code: 'pick-due', seat: state.toMove, message: `the packets are dealt: seat ${state.toMove} must pick one, not deal` };
  }
  const shift: unknown = move.shift;
  if (!isWhole(shift))
    return { code: 'bad-move', message: `shift must be a whole number from -${MAX_SHIFT} to ${MAX_SHIFT}, got ${JSON.stringify(shift)}` };
  if (shift < -MAX_SHIFT || shift > MAX_SHIFT) {
    return { code: 'bad-shift', shift, message: `shift must be from -${MAX_SHIFT} to ${MAX_SHIFT}, got ${shift}` };
  }
  const packets: unknown = move.packets;
  if (!Array.isArray(packets) || !packets.every(isWhole)) {
    return { code: 'bad-move', message: `packets must be a list of packet sizes, got ${JSON.stringify(packets)}` };
  }
  if (packets.length !== k) {
    return {
      code: 'packet-count',
      count: packets.length,
      expected: k,
      message: `expected ${k} packets with ${state.players} players, got ${packets.length}`,
    };
  }
  const empty = packets.findIndex((size) => size < 1);
  if (empty >= 0) {
    return {
      code: 'empty-packet',
      packet: empty,
      size: packets[empty]!,
      message: `packet ${empty} has ${packets[empty]!} cards (every packet holds at least one)`,
    };
  }
  const sum = packets.reduce((a: number, b: number) => a + b, 0);
  if (sum !== ROW_SIZE) return { code: 'packet-sum', sum, message: `the packets hold ${sum} cards, not ${ROW_SIZE}` };
  return null;
}

/** Plays a move known to be legal, given as its code (see encodeMove). The search's hot path. */
export function playUnchecked(state: GameState, code: number): void {
  const data = state.data;
  const players = state.players;
  if (code >= DEAL_CODE) {
    const rotation = (code & 7) * ROW_SIZE;
    const cut = (code - DEAL_CODE) >> 3;
    const drawn = DECK_AT + state.round * ROW_SIZE;
    for (let i = 0; i < ROW_SIZE; i++) data[ROW_AT + i] = data[drawn + ROTATED[rotation + i]!]!;
    const k = state.packets;
    const at = (CUT_FIRST[k]! + cut) * CUT_STRIDE;
    for (let p = 0; p <= k; p++) data[BOUNDS_AT + p] = CUT_BOUNDS[at + p]!;
    state.shift = (code & 7) - MAX_SHIFT;
    state.cut = cut;
    state.dealt = true;
    state.taken = 0;
    state.picks = 0;
    state.toMove = PICKER[(players * MAX_PLAYERS + state.dealer) * MAX_PACKETS]!;
    return;
  }
  const seat = state.toMove;
  const end = data[BOUNDS_AT + code + 1]!;
  const counts = COUNTS_AT + seat * ELEMENTS;
  const hand = HANDS_AT + seat * HAND_STRIDE;
  let size = data[HAND_SIZES_AT + seat]!;
  let stars = 0;
  for (let i = data[BOUNDS_AT + code]!; i < end; i++) {
    const card = data[ROW_AT + i]!;
    data[counts + (card >> 2)]!++;
    stars += card & 3;
    data[hand + size++] = card;
  }
  data[HAND_SIZES_AT + seat] = size;
  data[STARS_AT + seat]! += stars;
  state.taken |= 1 << code;
  const picks = ++state.picks;
  if (picks < state.packets) {
    state.toMove = PICKER[(players * MAX_PLAYERS + state.dealer) * MAX_PACKETS + picks]!;
  } else if (state.round === ROUNDS - 1) {
    state.toMove = -1;
  } else {
    state.round++;
    state.dealer = state.dealer + 1 === players ? 0 : state.dealer + 1;
    state.dealt = false;
    state.toMove = state.dealer;
  }
}

/** Every distinct legal move code for the seat to move: deals by shift, then cut; picks by packet. */
export function legalCodes(state: GameState): number[] {
  const codes: number[] = [];
  if (state.over) return codes;
  if (state.dealt) {
    for (let p = 0; p < state.packets; p++) if (!((state.taken >> p) & 1)) codes.push(p);
    return codes;
  }
  for (let s = -MAX_SHIFT; s <= MAX_SHIFT; s++) for (let c = 0; c < CUT_COUNT[state.packets]!; c++) codes.push(dealCode(s, c));
  return codes;
}

/** Every distinct legal move for the seat to move (none once over), in legalCodes' order. */
export function legalMoves(state: GameState): Move[] {
  return legalCodes(state).map((code) => decodeMove(state, code));
}
