/**
 * The 24/7 search player: flat Monte Carlo over determinizations with successive halving (halving.ts).
 * Every legal placement is a candidate; a quick two-ply screen keeps the most promising, then each is
 * played out with greedy rollouts on shared sampled worlds.
 */
import {
  GameState,
  legalMoves,
  cellAt,
  encodePlacement,
  placementCell,
  placementPoints,
  placementValue,
  stateFromView,
  unseenTiles,
  type Move,
  type SeatView,
} from '../../engine/twentyfourseven/index.js';
import { SplitMix32, type Rng } from '../../engine/rng.js';
import { Determinizer } from '../determinize.js';
import { Candidate, successiveHalving, type Judging, type Review, type SearchHooks, type SearchResult } from '../halving.js';
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
function shortlist(
  candidates: Candidate<Move>[],
  determinizer: Determinizer<SeatView, GameState>,
  rng: Rng,
  work: GameState,
  size: number,
): Candidate<Move>[] {
  if (candidates.length <= size) return candidates;
  const seat = work.toMove;
  const screen = new Map<Candidate<Move>, number>(candidates.map((c) => [c, 0]));
  for (let w = 0; w < SCREEN_WORLDS; w++) {
    const world = determinizer.sample(rng);
    for (const candidate of candidates) {
      work.copyFrom(world);
      let value = playEncoded(work, candidate.code);
      if (work.toMove >= 0 && work.toMove !== seat) {
        const reply = greedyMove(work, rng);
        value -= placementPoints(work, placementCell(reply), placementValue(reply));
      }
      screen.set(candidate, screen.get(candidate)! + value);
    }
  }
  return [...candidates].sort((a, b) => screen.get(b)! - screen.get(a)!).slice(0, size);
}

/** With `review`, the move played is kept to the end whatever the screen thinks of it (see review.ts). */
export function search(
  view: SeatView,
  config: SearchConfig,
  rng: Rng,
  hooks: SearchHooks<Move>,
  review?: Review<Move>,
): SearchResult<Move> {
  const start = hooks.clock();
  const seat = view.seat;
  const determinizer = new Determinizer(view, unseenTiles(view), stateFromView);
  const root = determinizer.sample(rng);
  const work = new GameState(view.players).copyFrom(root);
  const scratch = new GameState(view.players);
  const candidates = legalMoves(root).map((m) => new Candidate(m, encodePlacement(cellAt(m.r, m.c), m.v)));
  if (candidates.length === 0) throw new Error('the seat to move has no legal placement');
  const alive = shortlist(candidates, determinizer, rng, work, config.shortlist[view.players - 2]!);
  let judging: Judging<Move> | undefined;
  if (review) {
    const { r, c, v } = review.played;
    const keep = candidates.find(({ move }) => move.r === r && move.c === c && move.v === v);
    if (!keep) throw new Error(`the move played, ${v} at (${r},${c}), is not legal here`);
    if (!alive.includes(keep)) alive.push(keep);
    judging = { keep, rank: review.rank };
  }
  const rolloutRng = new SplitMix32(0);
  return successiveHalving(
    alive,
    config,
    rng,
    hooks,
    start,
    (r) => determinizer.sample(r),
    (world, candidate, seed) => {
      work.copyFrom(world);
      playEncoded(work, candidate.code);
      rollout(work, rolloutRng.reseed(seed), config.epsilon, config.screenedPlies, scratch);
      candidate.record(outcomeValue(work, seat), firstPlaceShare(work, seat), marginOf(work, seat));
    },
    judging,
  );
}
