/**
 * The 7 Jours search player: flat Monte Carlo over the orders of the undealt cards, with successive
 * halving (halving.ts). Every candidate (a pick, or a deal with its own set of packets) is played out
 * in the same sampled worlds, the other seats greedy. With `endgame`, the seat's own last round, where
 * nothing is hidden, is worked out exactly instead of played greedily, the others' picks there
 * modelled as greedy or as searching players' (endgame.ts); at the root in the last round that is the
 * whole search.
 */
import {
  GameState,
  ROUNDS,
  decodeMove,
  encodeMove,
  legalCodes,
  playUnchecked,
  type Move,
  type SeatView,
} from '../../engine/septjours/index.js';
import { SplitMix32, type Rng } from '../../engine/rng.js';
import { Candidate, successiveHalving, type CandidateStats, type Review, type SearchHooks, type SearchResult } from '../halving.js';
import { dealKey, distinctDeals } from './deals.js';
import { Endgame } from './endgame.js';
import type { Outcome, ValueWeights } from './outcome.js';
import { outcomeInto } from './outcome.js';
import { greedyMove } from './policies.js';
import { worldsOf } from './worlds.js';

export interface SearchConfig extends ValueWeights {
  /** Most rollouts in all (the level's strength, the same on any device). */
  rollouts: number;
  /** Time budget in milliseconds (a slow device stops early, with fewer rollouts). */
  ms: number;
  /** Whether the seat's own last round is worked out exactly (else it plays greedily, like the others). */
  endgame: boolean;
  /**
   * In the last round, the weight given to the other pickers playing their best against greedy
   * followers (a search's play), the rest to their greedy pick (see Endgame). 0: all greedy.
   */
  wary: number;
  /** When the seat deals the last round in a rollout, how many deals (the best against greedy pickers) are weighed that way. */
  waryDeals: number;
}

/** Plays a world on to the end of the game (or to the seat's last-round decision, solved exactly). */
function rollout(state: GameState, seat: number, rng: Rng, config: SearchConfig, endgame: Endgame, out: Outcome): void {
  while (state.toMove >= 0) {
    if (config.endgame && state.round === ROUNDS - 1 && state.toMove === seat) {
      endgame.solve(state, out);
      return;
    }
    playUnchecked(state, greedyMove(state, rng));
  }
  outcomeInto(state, seat, config, out);
}

function statsOf(move: Move, outcome: Outcome, rollouts: number): CandidateStats<Move> {
  return { move, value: outcome.value, winRate: outcome.win, margin: outcome.margin, rollouts };
}

/**
 * With `review`, the move played is kept to the end (a deal by the candidate that lays out the same
 * packets, see distinctDeals) and the candidates are ranked the review's way (see review.ts).
 */
export function search(
  view: SeatView,
  config: SearchConfig,
  rng: Rng,
  hooks: SearchHooks<Move>,
  review?: Review<Move>,
): SearchResult<Move> {
  const start = hooks.clock();
  const seat = view.seat;
  const worlds = worldsOf(view);
  const root = worlds.sample(rng);
  const work = new GameState(view.players);
  const endgame = new Endgame(view.players, seat, config, config.wary, config.waryDeals);
  const codes = root.dealt ? legalCodes(root) : distinctDeals(root, work);
  let keepCode = -1;
  if (review) {
    const played = encodeMove(review.played);
    const key = root.dealt ? '' : dealKey(root, played, work);
    keepCode = codes.find((code) => (root.dealt ? code === played : dealKey(root, code, work) === key)) ?? -1;
    if (keepCode < 0) throw new Error(`the move played, ${JSON.stringify(review.played)}, is not legal here`);
  }
  if (codes.length === 1) {
    const move = decodeMove(root, codes[0]!);
    const best = statsOf(move, { value: 0, win: 0, margin: 0 }, 0);
    return { best, finalists: [best], rollouts: 0, ms: hooks.clock() - start, ...(review && { kept: best }) };
  }
  if (config.endgame && root.round === ROUNDS - 1) {
    // Nothing is hidden: the one world is the real one.
    const outcomes = endgame.moves(root, codes);
    if (review) {
      const judged = codes.map((code, i) => {
        const candidate = new Candidate(decodeMove(root, code), code);
        candidate.record(outcomes[i]!.value, outcomes[i]!.win, outcomes[i]!.margin);
        return candidate;
      });
      judged.sort((a, b) => review.rank(b) - review.rank(a));
      const kept = judged.find((c) => c.code === keepCode)!.stats();
      return {
        best: judged[0]!.stats(),
        finalists: judged.map((c) => c.stats()),
        kept,
        rollouts: judged.length,
        ms: hooks.clock() - start,
      };
    }
    const ranked = codes.map((code, i) => statsOf(decodeMove(root, code), outcomes[i]!, 1)).sort((a, b) => b.value - a.value);
    return { best: ranked[0]!, finalists: ranked, rollouts: ranked.length, ms: hooks.clock() - start };
  }
  const candidates = codes.map((code) => new Candidate(decodeMove(root, code), code));
  const keep = candidates.find((c) => c.code === keepCode);
  const rolloutRng = new SplitMix32(0);
  const out: Outcome = { value: 0, win: 0, margin: 0 };
  return successiveHalving(
    candidates,
    config,
    rng,
    hooks,
    start,
    (r) => worlds.sample(r),
    (world, candidate, seed) => {
      work.copyFrom(world);
      playUnchecked(work, candidate.code);
      rollout(work, seat, rolloutRng.reseed(seed), config, endgame, out);
      candidate.record(out.value, out.win, out.margin);
    },
    review && keep && { keep, rank: review.rank },
  );
}
