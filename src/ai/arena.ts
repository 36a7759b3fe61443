/**
 * Matches between AI players, for the arena command and the AI benchmark, in any game. Each deal is
 * played once from every seat rotation, so every player meets the same deal from every position. Each
 * game plays one arena game in its own folder (ArenaGame); the summaries here are the same for all.
 */
import type { Clock } from './clock.js';
import type { PlayerKind } from './levels.js';

export interface SeatResult {
  kind: PlayerKind;
  /** 1 for sole first place, 1/k for a k-way shared first place, else 0. */
  win: number;
  /** The seat's final score (24/7's minutes, 7 Jours' points). */
  score: number;
}

export interface GameResult {
  deal: number;
  rotation: number;
  seats: SeatResult[];
  /** Thinking time of each move, by the kind that made it. */
  moveMs: { kind: PlayerKind; ms: number }[];
}

/** Overrides of the search levels' budget (rollout cap, time budget), e.g. for quick tests. */
export interface ArenaOverrides {
  rollouts?: number;
  ms?: number;
}

/** Plays one arena game of a lineup (one kind per seat) for a deal and a seat rotation. */
export type ArenaGame = (
  lineup: readonly PlayerKind[],
  deal: number,
  rotation: number,
  seed: number,
  clock?: Clock,
  overrides?: ArenaOverrides,
) => GameResult;

/** Which kind sits where for a rotation: `lineup[(seat + rotation) % players]`. */
export function seatKinds(lineup: readonly PlayerKind[], rotation: number): PlayerKind[] {
  return lineup.map((_, seat) => lineup[(seat + rotation) % lineup.length]!);
}

/** Wilson score interval (95%) for a proportion of `successes` out of `n`. */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export interface PlayerSummary {
  kind: PlayerKind;
  games: number;
  winRate: number;
  interval: [number, number];
  meanScore: number;
  medianMs: number;
  p95Ms: number;
}

/** Per distinct kind in the lineup: win rate (Wilson 95%), mean score, median and p95 ms per move. */
export function summarize(lineup: readonly PlayerKind[], results: readonly GameResult[]): PlayerSummary[] {
  return [...new Set(lineup)].map((kind) => {
    const seats = results.flatMap((r) => r.seats.filter((s) => s.kind === kind));
    const wins = seats.reduce((a, s) => a + s.win, 0);
    const ms = results.flatMap((r) => r.moveMs.filter((m) => m.kind === kind).map((m) => m.ms)).sort((a, b) => a - b);
    return {
      kind,
      games: seats.length,
      winRate: seats.length ? wins / seats.length : 0,
      interval: wilson(wins, seats.length),
      meanScore: seats.length ? seats.reduce((a, s) => a + s.score, 0) / seats.length : 0,
      medianMs: quantile(ms, 0.5),
      p95Ms: quantile(ms, 0.95),
    };
  });
}
