/** How good a finished (simulated) game is for one seat: its result and its margin, in [0, 1]. */
import type { GameState } from '../../engine/twentyfourseven/index.js';

/** 1 for sole first place, 1/k when k seats share it (minutes, then fewer tiles in hand), else 0. */
export function firstPlaceShare(state: GameState, seat: number): number {
  const { scores, handSizes } = state;
  let sharing = 0;
  for (let other = 0; other < state.players; other++) {
    if (other === seat) continue;
    const diff = scores[seat]! - scores[other]! || handSizes[other]! - handSizes[seat]!;
    if (diff < 0) return 0;
    if (diff === 0) sharing++;
  }
  return 1 / (1 + sharing);
}

/** Minutes ahead of the best other seat (negative when behind). */
export function marginOf(state: GameState, seat: number): number {
  let best = -Infinity;
  for (let other = 0; other < state.players; other++) if (other !== seat && state.scores[other]! > best) best = state.scores[other]!;
  return state.scores[seat]! - best;
}

/** The search's value: mostly the result, partly the margin (so it keeps building a lead or cutting a deficit). */
export const MARGIN_WEIGHT = 0.25;
export const MARGIN_SCALE = 150;
export function outcomeValue(state: GameState, seat: number): number {
  const margin = Math.max(-1, Math.min(1, marginOf(state, seat) / MARGIN_SCALE));
  return (1 - MARGIN_WEIGHT) * firstPlaceShare(state, seat) + MARGIN_WEIGHT * (0.5 + 0.5 * margin);
}
