/**
 * The Easy player: a beginner who counts stars and its own cards, never what the others hold. A
 * packet appeals to it for its stars and for cards of the elements it already collects, and a little
 * less for each card of an element it has not started; as dealer it expects the others to take the
 * packets with the most stars, and cuts so that the packet left to it appeals most. So it misses
 * every threat and chance that lies in the others' cards, but never plays a move without a reason.
 */
import { COUNTS_AT, ELEMENTS, ROW_AT, BOUNDS_AT, legalCodes, playUnchecked, GameState } from '../../engine/septjours/index.js';
import type { Rng } from '../../engine/rng.js';

/** What a card of an element the seat already holds is worth to it, in stars. */
const COLLECT = 3;
/** What a card of an element it holds none of costs it, in stars: it would rather not spread out. */
const SPREAD = 1;

function appeal(state: GameState, seat: number, p: number): number {
  const data = state.data;
  let value = 0;
  for (let i = data[BOUNDS_AT + p]!; i < data[BOUNDS_AT + p + 1]!; i++) {
    const card = data[ROW_AT + i]!;
    value += (card & 3) + (data[COUNTS_AT + seat * ELEMENTS + (card >> 2)]! > 0 ? COLLECT : -SPREAD);
  }
  return value;
}

function stars(state: GameState, p: number): number {
  const data = state.data;
  let value = 0;
  for (let i = data[BOUNDS_AT + p]!; i < data[BOUNDS_AT + p + 1]!; i++) value += data[ROW_AT + i]! & 3;
  return value;
}

const scratch: GameState[] = [];

export function easyMove(state: GameState, rng: Rng): number {
  const seat = state.toMove;
  let best = -Infinity;
  let bestCode = -1;
  let ties = 0;
  const consider = (code: number, value: number) => {
    if (value > best) {
      best = value;
      bestCode = code;
      ties = 1;
    } else if (value === best && rng.below(++ties) === 0) {
      bestCode = code;
    }
  };
  if (state.dealt) {
    for (const p of legalCodes(state)) consider(p, appeal(state, seat, p));
    return bestCode;
  }
  const work = (scratch[state.players] ??= new GameState(state.players));
  for (const code of legalCodes(state)) {
    work.copyFrom(state);
    playUnchecked(work, code);
    // The others take the packets with the most stars; the dealer gets what is left.
    while (work.picks < work.packets - 1) {
      let most = -1;
      let pick = 0;
      for (let p = 0; p < work.packets; p++) {
        if ((work.taken >> p) & 1) continue;
        const s = stars(work, p);
        if (s > most) [most, pick] = [s, p];
      }
      playUnchecked(work, pick);
    }
    let last = 0;
    while ((work.taken >> last) & 1) last++;
    consider(code, appeal(work, seat, last));
  }
  return bestCode;
}
