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
  // spends its rollouts on fewer, better screened candidates; with more seats the screen misses the
  // others' replies, and a longer list plays better.
  // Hard's rollouts play a random placement one move in five (epsilon), for every seat: judged only
  // against all-greedy continuations, a move is tuned to one way the game could go on.
  // The matches that chose these values are in the README's measured figures.
  hard: { rollouts: 8000, ms: 500, epsilon: 0.2, shortlist: [10, 32, 32], screenedPlies: 0 },
};

export function isPlayerKind(value: unknown): value is PlayerKind {
  return typeof value === 'string' && (PLAYER_KINDS as readonly string[]).includes(value);
}
