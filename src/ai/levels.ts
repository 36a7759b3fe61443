/**
 * The players the app offers in every game, from baselines to the search levels. Each game defines
 * what its levels are (see its folder); a search level is a rollout cap (its strength, the same on a
 * fast or slow device) and a time budget (its most thinking time).
 */
export type Level = 'easy' | 'medium' | 'hard';
export type PlayerKind = 'random' | 'greedy' | Level;
export const PLAYER_KINDS: readonly PlayerKind[] = ['random', 'greedy', 'easy', 'medium', 'hard'];
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

export function isPlayerKind(value: unknown): value is PlayerKind {
  return typeof value === 'string' && (PLAYER_KINDS as readonly string[]).includes(value);
}
