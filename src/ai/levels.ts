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
  medium: { rollouts: 1500, ms: 100, epsilon: 0, shortlist: 20, screenedPlies: 0 },
  // Screened rollout plies model the opponents as players who look one reply ahead. Measured (2 players):
  // 3 screened plies at 5000 rollouts win 64.2% [51.5, 75.1] of 60 games against Medium but only
  // about 92% of 200 against Greedy (goal 95%); 0 plies keep 99% against Greedy, ~51% against Medium.
  hard: { rollouts: 8000, ms: 500, epsilon: 0, shortlist: 32, screenedPlies: 0 },
};

export function isPlayerKind(value: unknown): value is PlayerKind {
  return typeof value === 'string' && (PLAYER_KINDS as readonly string[]).includes(value);
}
