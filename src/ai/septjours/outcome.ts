/** How good a finished (or hypothetically finished) game is for one seat: its result and its margin. */
import { MAX_PLAYERS, totalsInto, type GameState } from '../../engine/septjours/index.js';

const totals = new Int32Array(MAX_PLAYERS);

/** What a search records for one seat: the value it maximises, the first-place share and the margin. */
export interface Outcome {
  value: number;
  win: number;
  margin: number;
}

/** How much of the value the margin makes up, and the margin that counts in full. */
export interface ValueWeights {
  marginWeight: number;
  marginScale: number;
}

/**
 * Scores totals (seat s at totals[s + offset]) for `seat` into `out`: 1/k for a k-way shared first
 * place, the lead over the best other seat, and the value, mostly the first and partly the second
 * (so the search keeps building a lead or cutting a deficit when first place is not at stake).
 */
export function scoreInto(totals: Int32Array, offset: number, players: number, seat: number, weights: ValueWeights, out: Outcome): Outcome {
  const mine = totals[seat + offset]!;
  let best = -1e9;
  let sharing = 1;
  for (let s = 0; s < players; s++) {
    if (s === seat) continue;
    const t = totals[s + offset]!;
    if (t > best) best = t;
    if (t === mine) sharing++;
  }
  const win = best > mine ? 0 : 1 / sharing;
  const margin = mine - best;
  const scaled = Math.max(-1, Math.min(1, margin / weights.marginScale));
  out.win = win;
  out.margin = margin;
  out.value = (1 - weights.marginWeight) * win + weights.marginWeight * (0.5 + 0.5 * scaled);
  return out;
}

/** The outcome of the state's cards for `seat`. */
export function outcomeInto(state: GameState, seat: number, weights: ValueWeights, out: Outcome): Outcome {
  totalsInto(state, totals);
  return scoreInto(totals, 0, state.players, seat, weights, out);
}
