/** What every game's AI players take and give: the options of a choice and the decision. */
import type { Clock } from './clock.js';
import type { CandidateStats } from './halving.js';

export interface ChooseOptions<M> {
  seed: number;
  /** Overrides the level's time budget (ms). */
  ms?: number;
  /** Overrides the level's rollout cap. */
  rollouts?: number;
  clock?: Clock;
  onProgress?: (done: number, total: number, leader: CandidateStats<M>) => void;
}

export interface Decision<M> {
  move: M;
  /** For search levels: the move's estimated value, win rate and margin; absent for the baselines. */
  estimate?: CandidateStats<M>;
  rollouts: number;
  ms: number;
}
