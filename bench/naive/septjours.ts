// Naive reference implementation of the rules of "7 Jours 4 Éléments" (see ../shared/rules/7-jours.md, beside this repository).
// Deliberately plain and unoptimised: cards are strings like "E3", hands are lists of them, and every
// score is recomputed from the hands on every call. It is an independent reading of the spec, used as
// a test oracle and as a benchmark baseline, so clarity beats speed everywhere.

export interface NaiveDeal {
  shift: number;
  packets: number[];
}
export interface NaivePick {
  pick: number;
}
export type NaiveMove = NaiveDeal | NaivePick;

export interface NaiveState {
  players: number;
  deck: string[];
  round: number /* 1 to 4 */;
  dealer: number;
  row: string[] /* this round's cards as laid out */;
  packets: string[][] | null /* null until the dealer has dealt */;
  taken: boolean[];
  picksDone: number;
  hands: string[][];
  toMove: number /* -1 when over */;
}

export interface NaivePoints {
  stars: number;
  majority: number;
  minority: number;
  total: number;
}

const ROUNDS = 4;
const ROW = 7;

function packetsFor(players: number): number {
  if (players === 2) return 4;
  return players;
}

// Who makes the j-th pick (from 0) of a round: the seats after the dealer in order, the dealer last;
// with two players the non-dealer and the dealer alternate.
function picker(state: NaiveState, j: number): number {
  if (state.players === 2) {
    const other = state.dealer === 0 ? 1 : 0;
    return j % 2 === 0 ? other : state.dealer;
  }
  return (state.dealer + 1 + j) % state.players;
}

export function naiveSetup(players: number, deck: string[], firstDealer: number): NaiveState {
  const hands: string[][] = [];
  for (let i = 0; i < players; i++) hands.push([]);
  return {
    players,
    deck: [...deck],
    round: 1,
    dealer: firstDealer,
    row: deck.slice(0, ROW),
    packets: null,
    taken: [],
    picksDone: 0,
    hands,
    toMove: firstDealer,
  };
}

// The row after the dealer has moved cards from one end to the other: +1 takes the leftmost card to
// the right end, -1 the rightmost to the left, done |shift| times.
export function naiveShiftRow(row: string[], shift: number): string[] {
  let result = [...row];
  for (let i = 0; i < Math.abs(shift); i++) {
    if (shift > 0) result = [...result.slice(1), result[0]!];
    else result = [result[result.length - 1]!, ...result.slice(0, -1)];
  }
  return result;
}

// All the ways to write 7 as an ordered sum of `count` positive sizes, in lexicographic order.
function sizeLists(total: number, count: number): number[][] {
  if (count === 1) return [[total]];
  const lists: number[][] = [];
  for (let first = 1; first <= total - (count - 1); first++) {
    for (const rest of sizeLists(total - first, count - 1)) lists.push([first, ...rest]);
  }
  return lists;
}

export function naiveLegalMoves(state: NaiveState): NaiveMove[] {
  if (state.toMove === -1) return [];
  if (state.packets === null) {
    const moves: NaiveMove[] = [];
    for (let shift = -2; shift <= 2; shift++) {
      for (const packets of sizeLists(ROW, packetsFor(state.players))) moves.push({ shift, packets });
    }
    return moves;
  }
  const moves: NaiveMove[] = [];
  for (let i = 0; i < state.packets.length; i++) if (!state.taken[i]) moves.push({ pick: i });
  return moves;
}

export function naivePlay(state: NaiveState, move: NaiveMove): void {
  if ('pick' in move) {
    if (state.packets === null || state.taken[move.pick] !== false) throw new Error('illegal pick');
    state.hands[state.toMove]!.push(...state.packets[move.pick]!);
    state.taken[move.pick] = true;
    state.picksDone++;
    if (state.picksDone < state.packets.length) {
      state.toMove = picker(state, state.picksDone);
      return;
    }
    if (state.round === ROUNDS) {
      state.toMove = -1;
      return;
    }
    state.round++;
    state.dealer = (state.dealer + 1) % state.players;
    state.row = state.deck.slice((state.round - 1) * ROW, state.round * ROW);
    state.packets = null;
    state.taken = [];
    state.picksDone = 0;
    state.toMove = state.dealer;
    return;
  }
  if (state.packets !== null) throw new Error('illegal deal');
  const shifted = naiveShiftRow(state.row, move.shift);
  const packets: string[][] = [];
  let at = 0;
  for (const size of move.packets) {
    packets.push(shifted.slice(at, at + size));
    at += size;
  }
  state.packets = packets;
  state.taken = packets.map(() => false);
  state.picksDone = 0;
  state.toMove = picker(state, 0);
}

function starsOfCard(card: string): number {
  return Number(card[1]);
}

function countElement(hand: string[], element: string): number {
  return hand.filter((card) => card[0] === element).length;
}

export function naivePoints(hands: string[][]): NaivePoints[] {
  const points = hands.map((hand) => {
    let stars = 0;
    for (const card of hand) stars += starsOfCard(card);
    return { stars, majority: 0, minority: 0, total: 0 };
  });
  for (const element of ['E', 'A', 'W', 'F']) {
    const counts = hands.map((hand) => countElement(hand, element));
    const most = Math.max(...counts);
    const fewest = Math.min(...counts);
    const withMost = counts.filter((c) => c === most).length;
    const withFewest = counts.filter((c) => c === fewest).length;
    if (withMost === 1) points[counts.indexOf(most)]!.majority += 5;
    if (withFewest === 1) points[counts.indexOf(fewest)]!.minority += 5;
  }
  for (const p of points) p.total = p.stars + p.majority + p.minority;
  return points;
}

export function naiveRanking(hands: string[][]): number[][] {
  const totals = naivePoints(hands).map((p) => p.total);
  const distinct = [...new Set(totals)].sort((a, b) => b - a);
  return distinct.map((total) => totals.map((t, seat) => (t === total ? seat : -1)).filter((seat) => seat >= 0));
}

function cloneState(state: NaiveState): NaiveState {
  return {
    ...state,
    deck: [...state.deck],
    row: [...state.row],
    packets: state.packets === null ? null : state.packets.map((p) => [...p]),
    taken: [...state.taken],
    hands: state.hands.map((h) => [...h]),
  };
}

// A seat's total minus the best total of the others.
function margin(state: NaiveState, seat: number): number {
  const totals = naivePoints(state.hands).map((p) => p.total);
  let best = -Infinity;
  for (let other = 0; other < totals.length; other++) if (other !== seat && totals[other]! > best) best = totals[other]!;
  return totals[seat]! - best;
}

// The picks a greedy picker considers best: each remaining packet is tried on a copy and the ones
// leaving the picker with the best margin are kept.
function bestPicks(state: NaiveState): NaivePick[] {
  const seat = state.toMove;
  let best = -Infinity;
  let chosen: NaivePick[] = [];
  for (const move of naiveLegalMoves(state) as NaivePick[]) {
    const copy = cloneState(state);
    naivePlay(copy, move);
    const m = margin(copy, seat);
    if (m > best) {
      best = m;
      chosen = [move];
    } else if (m === best) {
      chosen.push(move);
    }
  }
  return chosen;
}

/**
 * The moves greedy play chooses among (all tied for best). A picker: the packets that best raise its
 * margin. A dealer: the deals after which, every picker then picking greedily (taking the lowest packet
 * among ties), its margin at the end of the round is best.
 */
export function naiveGreedyChoices(state: NaiveState): NaiveMove[] {
  if (state.packets !== null) return bestPicks(state);
  const dealer = state.dealer;
  let best = -Infinity;
  let chosen: NaiveMove[] = [];
  for (const deal of naiveLegalMoves(state)) {
    const copy = cloneState(state);
    naivePlay(copy, deal);
    while (copy.packets !== null && copy.toMove !== -1) naivePlay(copy, bestPicks(copy)[0]!);
    const m = margin(copy, dealer);
    if (m > best) {
      best = m;
      chosen = [deal];
    } else if (m === best) {
      chosen.push(deal);
    }
  }
  return chosen;
}

export function naiveRandomGame(players: number, deck: string[], random: () => number, firstDealer = 0): NaiveState {
  const state = naiveSetup(players, deck, firstDealer);
  while (state.toMove !== -1) {
    const moves = naiveLegalMoves(state);
    naivePlay(state, moves[Math.floor(random() * moves.length)]!);
  }
  return state;
}

export function naiveGreedyGame(players: number, deck: string[], random: () => number, firstDealer = 0): NaiveState {
  const state = naiveSetup(players, deck, firstDealer);
  while (state.toMove !== -1) {
    const moves = naiveGreedyChoices(state);
    naivePlay(state, moves[Math.floor(random() * moves.length)]!);
  }
  return state;
}
