/** 24/7's search levels: how Medium and Hard search (see search.ts). */
import type { SearchConfig } from './search.js';

export const SEARCH_LEVELS: Readonly<Record<'medium' | 'hard', SearchConfig>> = {
  medium: { rollouts: 1500, ms: 100, epsilon: 0, shortlist: [20, 20, 20], screenedPlies: 0 },
  // The screen weighs the next seat's best reply. With two players that is the whole reply, and Hard
  // spends its rollouts on fewer, better screened candidates; with more seats the screen misses the
  // others' replies, and a longer list plays better.
  // Hard's rollouts play a random placement one move in five (epsilon), for every seat: judged only
  // against all-greedy continuations, a move is tuned to one way the game could go on.
  // The matches that chose these values are in the README's measured figures.
  hard: { rollouts: 8000, ms: 500, epsilon: 0.2, shortlist: [10, 32, 32], screenedPlies: 0 },
};
