/** 7 Jours' search levels: how Medium and Hard search (see search.ts). */
import type { SearchConfig } from './search.js';

/** The value both levels maximise: first place, plus a little of the margin over the best other seat. */
const VALUE = { marginWeight: 0.25, marginScale: 20 };

export const SEARCH_LEVELS: Readonly<Record<'medium' | 'hard', SearchConfig>> = {
  // Plain flat Monte Carlo: every seat, its own included, plays greedily in the rollouts.
  medium: { ...VALUE, rollouts: 300, ms: 50, endgame: false, wary: 0, waryDeals: 0 },
  // Hard also works its own last round out exactly, which a greedy rollout plays poorly. Modelled as
  // Greedy alone there, the others are mispredicted when they search too, and Hard then loses to
  // Medium; weighing in a quarter of others who play their best against greedy followers keeps its
  // edge over Greedy and beats the searchers. Deals are cut from many options, so the rollouts that
  // judge them need the larger cap.
  hard: { ...VALUE, rollouts: 2000, ms: 300, endgame: true, wary: 0.25, waryDeals: 12 },
};
