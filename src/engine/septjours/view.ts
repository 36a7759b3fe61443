/**
 * What one seat may know — everything but the order of the cards not yet laid out: the row, the
 * packets and who took what are public. A view is a fresh plain object with no path back to the
 * state, so code given a view (the AI, the engine protocol) cannot reach the undealt order.
 */
import { isObject } from '../module.js';
import {
  CARD_CODES,
  CARD_COUNT,
  ELEMENTS,
  MAX_PLAYERS,
  MAX_SHIFT,
  MIN_PLAYERS,
  ROUNDS,
  ROW_SIZE,
  copiesOf,
  elementOf,
  formatCard,
  isPlayerCount,
  packetCount,
  parseCard,
  standardCards,
  starsOf,
  type Card,
} from './cards.js';
import { Game } from './game.js';
import { CUT_BOUNDS, CUT_FIRST, CUT_STRIDE, ROTATED, cutIndexOf, pickerOf } from './rules.js';
import { RECORD_GAME } from './record.js';
import { GameState, HAND_STRIDE } from './state.js';

export interface SeatView {
  readonly game: typeof RECORD_GAME;
  readonly players: number;
  /** The seat whose view this is. */
  readonly seat: number;
  /** The round being played, 1 to 4 (4 once over). */
  readonly round: number;
  readonly dealer: number;
  /** The seat to move, or -1 when the game is over. */
  readonly toMove: number;
  /** This round's 7 cards as laid out, before the shift. */
  readonly row: readonly string[];
  /** The dealer's shift, once dealt. */
  readonly shift?: number;
  /** The packets' cards in row order, once dealt. */
  readonly packets?: readonly (readonly string[])[];
  /** Which packets are taken, once dealt. */
  readonly taken?: readonly boolean[];
  /** Each seat's cards in the order taken. */
  readonly hands: readonly (readonly string[])[];
  /** Cards not yet laid out. */
  readonly deckLeft: number;
}

const names = (cards: ArrayLike<number>) => Array.from(cards, formatCard);

export function viewFor(source: Game | GameState, seat: number): SeatView {
  const state = source instanceof Game ? source.state : source;
  const hands: string[][] = [];
  for (let s = 0; s < state.players; s++) hands.push(names(state.handOf(s)));
  const base = {
    game: RECORD_GAME as typeof RECORD_GAME,
    players: state.players,
    seat,
    round: state.round + 1,
    dealer: state.dealer,
    toMove: state.toMove,
    row: names(state.drawnRow()),
  };
  const tail = { hands, deckLeft: state.deckLeft };
  if (!state.dealt) return { ...base, ...tail };
  const packets: string[][] = [];
  const taken: boolean[] = [];
  for (let p = 0; p < state.packets; p++) {
    packets.push(names(state.packetCards(p)));
    taken.push(((state.taken >> p) & 1) === 1);
  }
  return { ...base, shift: state.shift, packets, taken, ...tail };
}

const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

function cardsProblem(field: string, cards: unknown, length?: number): string | null {
  if (!Array.isArray(cards)) return `${field} must be a list of cards`;
  if (length !== undefined && cards.length !== length) return `${field} must hold ${length} cards, not ${cards.length}`;
  const bad = cards.findIndex((c) => parseCard(c) < 0);
  if (bad >= 0) return `${field}[${bad}]: ${JSON.stringify(cards[bad])} is not a card`;
  return null;
}

/** Why a view could not arise in a real game, or null when it is consistent. Checks every field's type. */
export function viewProblem(view: unknown): string | null {
  if (!isObject(view)) return 'the position must be an object';
  if (view['game'] !== RECORD_GAME) return `game must be "${RECORD_GAME}"`;
  const { players, seat, round, dealer, toMove, row, hands, deckLeft } = view;
  if (!isPlayerCount(players)) return `players must be ${MIN_PLAYERS} to ${MAX_PLAYERS}`;
  const seatRange = `a seat from 0 to ${players - 1}`;
  if (!isWhole(seat) || seat < 0 || seat >= players) return `seat must be ${seatRange}`;
  if (!isWhole(round) || round < 1 || round > ROUNDS) return `round must be 1 to ${ROUNDS}`;
  if (!isWhole(dealer) || dealer < 0 || dealer >= players) return `dealer must be ${seatRange}`;
  if (!isWhole(toMove) || toMove < -1 || toMove >= players) return `toMove must be ${seatRange}, or -1 when the game is over`;
  const rowProblem = cardsProblem('row', row, ROW_SIZE);
  if (rowProblem) return rowProblem;
  if (!Array.isArray(hands) || hands.length !== players) return `hands must be ${players} lists of cards`;
  for (let s = 0; s < players; s++) {
    const problem = cardsProblem(`hands[${s}]`, hands[s]);
    if (problem) return problem;
  }
  if (deckLeft !== CARD_COUNT - round * ROW_SIZE) return `deckLeft must be ${CARD_COUNT - round * ROW_SIZE} in round ${round}`;
  const rowCards = (row as string[]).map(parseCard);
  const handCards = (hands as string[][]).map((hand) => hand.map(parseCard));

  const k = packetCount(players);
  const dealt = 'shift' in view || 'packets' in view || 'taken' in view;
  let onTable = rowCards;
  let takenPackets: Card[][] = [];
  if (dealt) {
    const { shift, packets, taken } = view;
    if (!isWhole(shift) || shift < -MAX_SHIFT || shift > MAX_SHIFT)
      return `shift must be a whole number from -${MAX_SHIFT} to ${MAX_SHIFT}`;
    if (!Array.isArray(packets) || packets.length !== k) return `packets must be ${k} lists of cards with ${players} players`;
    for (let p = 0; p < k; p++) {
      const problem = cardsProblem(`packets[${p}]`, packets[p]);
      if (problem) return problem;
      if ((packets[p] as unknown[]).length === 0) return `packets[${p}] is empty`;
    }
    if (!Array.isArray(taken) || taken.length !== k || !taken.every((t) => typeof t === 'boolean')) {
      return `taken must be ${k} true or false values`;
    }
    const packetCards = (packets as string[][]).map((packet) => packet.map(parseCard));
    const shifted = rotate(rowCards, shift);
    if (packetCards.flat().join() !== shifted.join()) return `the packets are not the row shifted by ${shift} and cut`;
    onTable = packetCards.filter((_, p) => !taken[p]).flat();
    takenPackets = packetCards.filter((_, p) => taken[p]);
  }

  const counts = new Array<number>(CARD_CODES).fill(0);
  for (const card of [...handCards.flat(), ...onTable]) counts[card]!++;
  const over = counts.findIndex((n, card) => n > copiesOf(card));
  if (over >= 0) return `there are more than ${copiesOf(over)} ${formatCard(over)} between the hands and the table`;

  // Whose turn: the dealer until dealt, then the pickers in order; over once the last round's packets are all taken.
  const picks = takenPackets.length;
  const allTaken = dealt && picks === k;
  if (!dealt && toMove !== dealer) return `the dealer (seat ${dealer}) is to deal, not seat ${toMove}`;
  if (allTaken && round < ROUNDS) return 'every packet is taken but the round has not moved on';
  if (allTaken && toMove !== -1) return 'the game is over: toMove must be -1';
  if (dealt && !allTaken && toMove !== pickerOf(players, dealer, picks)) {
    return `after ${picks} picks seat ${pickerOf(players, dealer, picks)} is to pick, not seat ${toMove}`;
  }

  // The earlier rounds gave each seat at least a card per packet it took; the taken packets end the hands of their pickers.
  const earlier = (round - 1) * ROW_SIZE;
  const held = handCards.reduce((n, hand) => n + hand.length, 0);
  const takenSize = takenPackets.reduce((n, packet) => n + packet.length, 0);
  if (held !== earlier + takenSize) return `the hands hold ${held} cards, but ${earlier + takenSize} have been taken`;
  const perRound = k / players;
  const ends = handCards.map((hand) => hand.length);
  const used = new Array<boolean>(picks).fill(false);
  const match = (j: number): boolean => {
    if (j < 0) return ends.every((end) => end >= (round - 1) * perRound);
    const s = pickerOf(players, dealer, j);
    const hand = handCards[s]!;
    for (let q = 0; q < picks; q++) {
      const packet = takenPackets[q]!;
      const end = ends[s]!;
      if (used[q] || packet.length > end || packet.some((card, i) => hand[end - packet.length + i] !== card)) continue;
      used[q] = true;
      ends[s] = end - packet.length;
      if (match(j - 1)) return true;
      used[q] = false;
      ends[s] = end;
    }
    return false;
  };
  if (!match(picks - 1))
    return 'the hands do not end with the packets taken this round, in turn order, each seat holding at least a card a packet from earlier rounds';
  return null;
}

function rotate(row: readonly Card[], shift: number): Card[] {
  return Array.from({ length: ROW_SIZE }, (_, i) => row[ROTATED[(shift + MAX_SHIFT) * ROW_SIZE + i]!]!);
}

/** Cards still on the table in a view: the row before the deal, the packets not taken after it. */
function tableCards(view: SeatView): Card[] {
  if (!view.packets || !view.taken) return view.row.map(parseCard);
  return view.packets
    .filter((_, p) => !view.taken![p])
    .flat()
    .map(parseCard);
}

/** The cards not yet laid out (which the seat knows, but not their order), in standard order. */
export function unseenCards(view: SeatView): string[] {
  const left = new Array<number>(CARD_CODES).fill(0);
  for (let card = 0; card < CARD_CODES; card++) left[card] = copiesOf(card);
  for (const hand of view.hands) for (const name of hand) left[parseCard(name)]!--;
  for (const card of tableCards(view)) left[card]!--;
  return standardCards()
    .filter((card) => left[card]!-- > 0)
    .map(formatCard);
}

/**
 * A full state consistent with a valid view, the undealt cards in the order given: `hidden` is an
 * ordering of unseenCards(view), as names or card codes. The AI's determinization step. The earlier
 * rounds' rows, which no rule reads again, are filled in standard order.
 */
export function stateFromView(view: SeatView, hidden: ArrayLike<string | Card>): GameState {
  const state = new GameState(view.players);
  const round = view.round - 1;
  const row = view.row.map(parseCard);
  const later = Array.from(hidden, (c) => (typeof c === 'number' ? c : parseCard(c)));
  const left = new Array<number>(CARD_CODES).fill(0);
  for (const card of [...row, ...later]) left[card]!++;
  const earlier = standardCards().filter((card) => left[card]!-- <= 0);
  state.deck.set([...earlier, ...row, ...later]);
  for (let s = 0; s < view.players; s++) {
    const hand = view.hands[s]!.map(parseCard);
    state.hands.set(hand, s * HAND_STRIDE);
    state.handSizes[s] = hand.length;
    for (const card of hand) {
      state.counts[s * ELEMENTS + elementOf(card)]!++;
      state.stars[s]! += starsOf(card);
    }
  }
  state.round = round;
  state.dealer = view.dealer;
  state.toMove = view.toMove;
  if (view.packets && view.taken && view.shift !== undefined) {
    state.dealt = true;
    state.shift = view.shift;
    state.cut = cutIndexOf(view.packets.map((p) => p.length));
    state.row.set(rotate(row, view.shift));
    state.bounds.set(
      CUT_BOUNDS.subarray(
        (CUT_FIRST[state.packets]! + state.cut) * CUT_STRIDE,
        (CUT_FIRST[state.packets]! + state.cut) * CUT_STRIDE + state.packets + 1,
      ),
    );
    view.taken.forEach((t, p) => {
      if (t) {
        state.taken |= 1 << p;
        state.picks++;
      }
    });
  }
  return state;
}
