/**
 * Points from the cards taken: a point per star, and per element 5 to the player with strictly the
 * most cards of it and 5 to the player with strictly the fewest (players holding none count); ties
 * give nothing. Worked out from per-seat element counts and stars, so the same code scores the final
 * hands and any moment before.
 */
import { BONUS, ELEMENTS, elementOf, parseCard, starsOf } from './cards.js';
import * as layout from './state.js';
import type { GameState } from './state.js';

const { COUNTS_AT, STARS_AT } = layout;

export interface Points {
  stars: number;
  majority: number;
  minority: number;
  total: number;
}

/**
 * Points per seat from counts (counts[seat*4 + element]) and stars per seat.
 */
export function pointsFromCounts(players: number, counts: ArrayLike<number>, stars: ArrayLike<number>): Points[] {
  const points: Points[] = [];
  for (let seat = 0; seat < players; seat++) points.push({ stars: stars[seat]!, majority: 0, minority: 0, total: 0 });
  for (let e = 0; e < ELEMENTS; e++) {
    const most = strictExtreme(players, counts, e, 1);
    if (most >= 0) points[most]!.majority += BONUS;
    const fewest = strictExtreme(players, counts, e, -1);
    if (fewest >= 0) points[fewest]!.minority += BONUS;
  }
  for (const p of points) p.total = p.stars + p.majority + p.minority;
  return points;
}

/** The seat holding strictly the most (sign 1) or fewest (sign -1) cards of an element, or -1 on a tie. */
function strictExtreme(players: number, counts: ArrayLike<number>, element: number, sign: number): number {
  let best = 0;
  let seat = -1;
  let tied = false;
  for (let s = 0; s < players; s++) {
    const value = sign * counts[s * ELEMENTS + element]!;
    if (seat < 0 || value > best) {
      best = value;
      seat = s;
      tied = false;
    } else if (value === best) {
      tied = true;
    }
  }
  return tied ? -1 : seat;
}

/** Points per seat as the cards stand. */
export function pointsOf(state: GameState): Points[] {
  return pointsFromCounts(
    state.players,
    state.data.subarray(COUNTS_AT, COUNTS_AT + state.players * ELEMENTS),
    state.data.subarray(STARS_AT, STARS_AT + state.players),
  );
}

/** Points per seat for hands given as card names (e.g. a hand-made final position). */
export function pointsOfHands(hands: readonly (readonly string[])[]): Points[] {
  const counts: number[] = new Array<number>(hands.length * ELEMENTS).fill(0);
  const stars: number[] = new Array<number>(hands.length).fill(0);
  hands.forEach((hand, seat) => {
    for (const name of hand) {
      const card = parseCard(name);
      if (card < 0) throw new Error(`${name} is not a card`);
      counts[seat * ELEMENTS + elementOf(card)]!++;
      stars[seat]! += starsOf(card);
    }
  });
  return pointsFromCounts(hands.length, counts, stars);
}

/**
 * Totals per seat into `out`, allocating nothing: the policies' and benchmarks' scoring.
 */
export function totalsInto(state: GameState, out: Int32Array): void {
  const data = state.data;
  const players = state.players;
  for (let s = 0; s < players; s++) out[s] = data[STARS_AT + s]!;
  for (let e = 0; e < ELEMENTS; e++) {
    let most = -1;
    let mostSeat = -1;
    let fewest = 99;
    let fewestSeat = -1;
    for (let s = 0; s < players; s++) {
      const c = data[COUNTS_AT + s * ELEMENTS + e]!;
      if (c > most) {
        most = c;
        mostSeat = s;
      } else if (c === most) {
        mostSeat = -1;
      }
      if (c < fewest) {
        fewest = c;
        fewestSeat = s;
      } else if (c === fewest) {
        fewestSeat = -1;
      }
    }
    if (mostSeat >= 0) out[mostSeat]! += BONUS;
    if (fewestSeat >= 0) out[fewestSeat]! += BONUS;
  }
}

/** Places from first by total, each a list of seats sharing it (equal totals share a place), seats ascending. */
export function rankSeats(totals: ArrayLike<number>): number[][] {
  const seats = Array.from({ length: totals.length }, (_, s) => s).sort((a, b) => totals[b]! - totals[a]! || a - b);
  const places: number[][] = [];
  for (const seat of seats) {
    const place = places[places.length - 1];
    if (place && totals[place[0]!] === totals[seat]) place.push(seat);
    else places.push([seat]);
  }
  return places;
}
