/**
 * The search player: flat Monte Carlo over determinizations with successive halving. Every legal
 * placement starts as a candidate; each round plays each survivor out on the same freshly sampled
 * worlds (common random numbers, so candidates are compared on equal luck) and keeps the better half,
 * until one is left or the budget (rollouts, then time) runs out.
 */
import {
  GameState,
  legalMoves,
  cellAt,
  encodePlacement,
  placementCell,
  placementPoints,
  placementValue,
  type Move,
  type SeatView,
} from '../engine/index.js';
import { SplitMix32, type Rng } from '../engine/rng.js';
import type { Clock } from './clock.js';
import { Determinizer } from './determinize.js';
import { marginOf, firstPlaceShare, outcomeValue } from './outcome.js';
import { greedyMove, playEncoded, randomMove, screenedMove } from './policies.js';

export interface SearchConfig {
  /** Most rollouts in all (the level's strength, the same on any device). */
  rollouts: number;
  /** Time budget in milliseconds (a slow device stops early, with fewer rollouts). */
  ms: number;
  /** Chance that a rollout move is random instead of greedy. */
  epsilon: number;
  /** How many candidates the quick two-ply screen lets into the rollouts (see shortlist), by player count. */
  shortlist: readonly [twoPlayers: number, threePlayers: number, fourPlayers: number];
  /** Rollout plies after the candidate that look one reply ahead (screenedMove) instead of greedy. */
  screenedPlies: number;
}

export interface CandidateStats {
  move: Move;
  /** Mean search value in [0, 1]. */
  value: number;
  /** Share of simulated games this move went on to win. */
  winRate: number;
  /** Mean final lead in minutes over the best other seat. */
  margin: number;
  rollouts: number;
}

export interface SearchResult {
  best: CandidateStats;
  /** Candidates still in the running at the end, best first. */
  finalists: CandidateStats[];
  rollouts: number;
  ms: number;
}

export interface SearchHooks {
  clock: Clock;
  /** Called between rounds with the leader so far. */
  onProgress?: (done: number, total: number, leader: CandidateStats) => void;
}

class Candidate {
  valueSum = 0;
  winSum = 0;
  marginSum = 0;
  rollouts = 0;
  constructor(
    readonly move: Move,
    readonly encoded: number,
  ) {}
  get mean(): number {
    return this.rollouts === 0 ? 0 : this.valueSum / this.rollouts;
  }
  stats(): CandidateStats {
    const n = Math.max(1, this.rollouts);
    return { move: this.move, value: this.mean, winRate: this.winSum / n, margin: this.marginSum / n, rollouts: this.rollouts };
  }
}

/**
 * Plays to the end: the first `screened` plies look one reply ahead (as a thinking player would),
 * then greedy for every seat, with a random move now and then.
 */
function rollout(state: GameState, rng: Rng, epsilon: number, screened: number, scratch: GameState): void {
  for (let ply = 0; ply < screened && state.toMove >= 0; ply++) playEncoded(state, screenedMove(state, rng, scratch));
  while (state.toMove >= 0) {
    playEncoded(state, rng.next() < epsilon ? randomMove(state, rng) : greedyMove(state, rng));
  }
}

/** Worlds the two-ply screen averages over. */
const SCREEN_WORLDS = 8;

/**
 * A quick screen before the rollouts: each candidate's minutes minus the best reply the next seat
 * could then make (greedy, in a few sampled worlds). Keeps the `size` best, so the rollouts are spent
 * on moves worth comparing instead of on a hundred placements that hand the opponent a 24.
 */
function shortlist(candidates: Candidate[], determinizer: Determinizer, rng: Rng, work: GameState, size: number): Candidate[] {
  if (candidates.length <= size) return candidates;
  const seat = work.toMove;
  const screen = new Map<Candidate, number>(candidates.map((c) => [c, 0]));
  for (let w = 0; w < SCREEN_WORLDS; w++) {
    const world = determinizer.sample(rng);
    for (const candidate of candidates) {
      work.copyFrom(world);
      let value = playEncoded(work, candidate.encoded);
      if (work.toMove >= 0 && work.toMove !== seat) {
        const reply = greedyMove(work, rng);
        value -= placementPoints(work, placementCell(reply), placementValue(reply));
      }
      screen.set(candidate, screen.get(candidate)! + value);
    }
  }
  return [...candidates].sort((a, b) => screen.get(b)! - screen.get(a)!).slice(0, size);
}

export function search(view: SeatView, config: SearchConfig, rng: Rng, hooks: SearchHooks): SearchResult {
  const start = hooks.clock();
  const seat = view.seat;
  const determinizer = new Determinizer(view);
  const root = determinizer.sample(rng);
  const work = new GameState(view.players).copyFrom(root);
  const scratch = new GameState(view.players);
  const candidates = legalMoves(root).map((m) => new Candidate(m, encodePlacement(cellAt(m.r, m.c), m.v)));
  if (candidates.length === 0) throw new Error('the seat to move has no legal placement');
  let alive = shortlist(candidates, determinizer, rng, work, config.shortlist[view.players - 2]!);
  let used = 0;
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  const perRound = config.rollouts / rounds;
  const rolloutRng = new SplitMix32(0);

  while (alive.length > 1 && used < config.rollouts) {
    const worlds = Math.max(2, Math.floor(perRound / alive.length));
    let timeUp = false;
    for (let w = 0; w < worlds && !timeUp; w++) {
      const world = determinizer.sample(rng);
      const worldSeed = rng.nextU32();
      for (const candidate of alive) {
        work.copyFrom(world);
        playEncoded(work, candidate.encoded);
        rollout(work, rolloutRng.reseed(worldSeed), config.epsilon, config.screenedPlies, scratch);
        candidate.valueSum += outcomeValue(work, seat);
        candidate.winSum += firstPlaceShare(work, seat);
        candidate.marginSum += marginOf(work, seat);
        candidate.rollouts++;
      }
      used += alive.length;
      // Stop when one more world would run past the budget, judged by the cost of a rollout so far.
      const elapsed = hooks.clock() - start;
      timeUp = elapsed + (elapsed / used) * alive.length > config.ms;
    }
    alive.sort((a, b) => b.mean - a.mean);
    hooks.onProgress?.(used, config.rollouts, alive[0]!.stats());
    if (timeUp) break;
    alive = alive.slice(0, Math.ceil(alive.length / 2));
  }
  alive.sort((a, b) => b.mean - a.mean);
  return { best: alive[0]!.stats(), finalists: alive.map((c) => c.stats()), rollouts: used, ms: hooks.clock() - start };
}
