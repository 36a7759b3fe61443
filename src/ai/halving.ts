/**
 * Flat Monte Carlo with successive halving, for any game. Every candidate move is played out in the
 * same sampled worlds (common random numbers: candidates are compared on equal luck); each round keeps
 * the better half, until one is left or the budget runs out: the rollout cap (the level's strength,
 * the same on any device, so a search is deterministic for its seed) or the time box (a slow device
 * stops early). The game supplies how to sample a world and how to play a candidate out in it.
 */
import type { Rng } from '../engine/rng.js';
import type { Clock } from './clock.js';

export interface CandidateStats<M> {
  move: M;
  /** Mean search value in [0, 1]. */
  value: number;
  /** Share of simulated games this move went on to win. */
  winRate: number;
  /** Mean final lead over the best other seat (negative when behind). */
  margin: number;
  rollouts: number;
}

/** A move under consideration and what its rollouts have found so far. */
export class Candidate<M> {
  valueSum = 0;
  winSum = 0;
  marginSum = 0;
  rollouts = 0;
  /** `code` is the game's compact form of the move, for its hot loops. */
  constructor(
    readonly move: M,
    readonly code: number,
  ) {}
  /** Adds one rollout's result: its value in [0, 1], its first-place share and its margin. */
  record(value: number, win: number, margin: number): void {
    this.valueSum += value;
    this.winSum += win;
    this.marginSum += margin;
    this.rollouts++;
  }
  get mean(): number {
    return this.rollouts === 0 ? 0 : this.valueSum / this.rollouts;
  }
  stats(): CandidateStats<M> {
    const n = Math.max(1, this.rollouts);
    return { move: this.move, value: this.mean, winRate: this.winSum / n, margin: this.marginSum / n, rollouts: this.rollouts };
  }
}

export interface Budget {
  /** Most rollouts in all. */
  rollouts: number;
  /** Time budget in milliseconds. */
  ms: number;
}

export interface SearchHooks<M> {
  clock: Clock;
  /** Called between rounds with the leader so far. */
  onProgress?: (done: number, total: number, leader: CandidateStats<M>) => void;
}

/**
 * What a review asks of a search beyond a level's play (see review.ts): a candidate that is never
 * dropped, so it ends measured on exactly the worlds the winner is, and a ranking of its own.
 */
export interface Judging<M> {
  /** Stays in every round (the move played). */
  keep: Candidate<M>;
  /** Ranks the candidates, higher first (instead of their mean value). */
  rank: (candidate: Candidate<M>) => number;
}

/** A review's request to a game's search: keep the move played (the game finds its candidate), rank this way. */
export interface Review<M> {
  played: M;
  rank: (candidate: Candidate<M>) => number;
}

export interface SearchResult<M> {
  best: CandidateStats<M>;
  /** Candidates still in the running at the end, best first. */
  finalists: CandidateStats<M>[];
  /** With judging: the kept candidate, measured on the same worlds as `best`. */
  kept?: CandidateStats<M>;
  rollouts: number;
  ms: number;
}

/**
 * Runs the halving rounds over `candidates` (at least one). Per world: `sample(rng)` draws it, then
 * `playOut(world, candidate, seed)` plays each survivor out from a copy of it, with the world's seed
 * for its random choices, and records the result on the candidate. `start` is when the search began
 * (by hooks.clock), so time spent choosing the candidates counts against the budget. With `judging`,
 * its candidate is kept to the end and the candidates are ranked its way.
 */
export function successiveHalving<M, W>(
  candidates: readonly Candidate<M>[],
  budget: Budget,
  rng: Rng,
  hooks: SearchHooks<M>,
  start: number,
  sample: (rng: Rng) => W,
  playOut: (world: W, candidate: Candidate<M>, seed: number) => void,
  judging?: Judging<M>,
): SearchResult<M> {
  let alive = [...candidates];
  // How many the halving keeps; a kept candidate that falls out of them rides along.
  let contenders = alive.length;
  let used = 0;
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  const perRound = budget.rollouts / rounds;
  const rank = judging?.rank;
  const byRank = rank ? (a: Candidate<M>, b: Candidate<M>) => rank(b) - rank(a) : (a: Candidate<M>, b: Candidate<M>) => b.mean - a.mean;
  while (contenders > 1 && used < budget.rollouts) {
    const worlds = Math.max(2, Math.floor(perRound / alive.length));
    let timeUp = false;
    for (let w = 0; w < worlds && !timeUp; w++) {
      const world = sample(rng);
      const seed = rng.nextU32();
      for (const candidate of alive) playOut(world, candidate, seed);
      used += alive.length;
      // Stop when one more world would run past the budget, judged by the cost of a rollout so far.
      const elapsed = hooks.clock() - start;
      timeUp = elapsed + (elapsed / used) * alive.length > budget.ms;
    }
    alive.sort(byRank);
    hooks.onProgress?.(used, budget.rollouts, alive[0]!.stats());
    if (timeUp) break;
    contenders = Math.ceil(contenders / 2);
    alive = alive.slice(0, contenders);
    if (judging && !alive.includes(judging.keep)) alive.push(judging.keep);
  }
  alive.sort(byRank);
  const result: SearchResult<M> = {
    best: alive[0]!.stats(),
    finalists: alive.map((c) => c.stats()),
    rollouts: used,
    ms: hooks.clock() - start,
  };
  if (judging) result.kept = judging.keep.stats();
  return result;
}
