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
  // The screen weighs the next seat's best reply. With two players that is the whole reply, and Hard
  // spends its rollouts on fewer, better screened candidates: against Medium, 200 games on the same
  // deals, a shortlist of 96 won 48.0%, 32 won 56.0%, 12 won 59.0%, 8 won 59.5%. With more seats the
  // screen misses the others' replies and a longer list plays better: against three Greedy, 32 won
  // 64.0% of 100 games, 10 won 54.5%.
  // Hard's rollouts play a random placement one move in five (epsilon), for every seat: judged only
  // against all-greedy continuations, a move is tuned to one way the game could go on. Against Medium,
  // 200 games on the same deals (seed 3), epsilon 0 won 63.2%, 0.05 won 63.7%, 0.1 won 70.0%, 0.2 won
  // 70.3%, 0.3 won 69.0%; and 0.2 won 97.3% against Greedy.
  hard: { rollouts: 8000, ms: 500, epsilon: 0.2, shortlist: [10, 32, 32], screenedPlies: 0 },
};

export function isPlayerKind(value: unknown): value is PlayerKind {
  return typeof value === 'string' && (PLAYER_KINDS as readonly string[]).includes(value);
}
