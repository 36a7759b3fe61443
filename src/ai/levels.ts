/**
 * The players the app offers, from baselines to the search levels. A search level is a rollout cap
 * (its strength, the same on a fast or slow device) and a time budget (its most thinking time).
 */
import type { SearchConfig } from './search.js';

export type Level = 'easy' | 'medium' | 'hard';
export type PlayerKind = 'random' | 'greedy' | Level;
export const PLAYER_KINDS: readonly PlayerKind[] = ['random', 'greedy', 'easy', 'medium', 'hard'];
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

export const SEARCH_LEVELS: Readonly<Record<'medium' | 'hard', SearchConfig>> = {
  medium: { rollouts: 1500, ms: 100, epsilon: 0, shortlist: [20, 20, 20], screenedPlies: 0 },
  // The screen weighs the next seat's best reply. With two players that is the whole reply, and Hard's
  // edge over Medium comes from spending its rollouts on fewer, better screened candidates: against
  // Medium, 200 games on the same deals, a shortlist of 96 won 48.0%, 32 won 56.0%, 12 won 59.0%, 8 won
  // 59.5% (bench:ai: 32 won 50.5%, 10 won 58.3%). With more seats the screen misses the others' replies
  // and a longer list plays better: against three Greedy, 32 won 64.0% of 100 games, 10 won 54.5%.
  // Screened rollout plies (opponents modelled as looking one reply ahead) gained nothing: 56.5% against
  // 56.0% with 3 plies.
  hard: { rollouts: 8000, ms: 500, epsilon: 0, shortlist: [10, 32, 32], screenedPlies: 0 },
};

export function isPlayerKind(value: unknown): value is PlayerKind {
  return typeof value === 'string' && (PLAYER_KINDS as readonly string[]).includes(value);
}
