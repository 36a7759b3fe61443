/**
 * One entry point for every 24/7 AI player: given a seat's view (never the full state) and a seed,
 * choose a placement. Deterministic for a given view, kind and seed whenever the rollout cap, not the clock,
 * ends the search.
 */
import {
  decodePlacement,
  refusalOf,
  stateFromView,
  unseenTiles,
  viewProblem,
  type Move,
  type SeatView,
} from '../../engine/twentyfourseven/index.js';
import { createRng } from '../../engine/rng.js';
import { systemClock } from '../clock.js';
import { Determinizer } from '../determinize.js';
import { easyMove } from './easy.js';
import type { PlayerKind } from '../levels.js';
import type { ChooseOptions, Decision } from '../player.js';
import { SEARCH_LEVELS } from './levels.js';
import { greedyMove, randomMove } from './policies.js';
import { search, type SearchConfig } from './search.js';

export function choose(view: SeatView, kind: PlayerKind, options: ChooseOptions<Move>): Decision<Move> {
  const problem = viewProblem(view);
  if (problem) throw new Error(`impossible position: ${problem}`);
  if (view.toMove !== view.seat) throw new Error(`it is not seat ${view.seat}'s turn`);
  const clock = options.clock ?? systemClock;
  const start = clock();
  const rng = createRng(options.seed);
  // The baselines only look at the seat's own hand and the board; any completion of the hidden part
  // gives them the same choices, so one sampled world serves.
  const world = new Determinizer(view, unseenTiles(view), stateFromView).sample(rng);
  if (world.toMove !== view.seat || !world.canPlay(view.seat)) throw new Error(`seat ${view.seat} has no legal placement`);
  let decision: Decision<Move>;
  switch (kind) {
    case 'random':
      decision = { move: decodePlacement(randomMove(world, rng)), rollouts: 0, ms: 0 };
      break;
    case 'greedy':
      decision = { move: decodePlacement(greedyMove(world, rng)), rollouts: 0, ms: 0 };
      break;
    case 'easy':
      decision = { move: easyMove(world, rng), rollouts: 0, ms: 0 };
      break;
    default: {
      const level = SEARCH_LEVELS[kind];
      const config: SearchConfig = { ...level, ms: options.ms ?? level.ms, rollouts: options.rollouts ?? level.rollouts };
      const result = search(view, config, rng, { clock, onProgress: options.onProgress });
      decision = { move: result.best.move, estimate: result.best, rollouts: result.rollouts, ms: 0 };
    }
  }
  decision.ms = clock() - start;
  const refusal = refusalOf(world, decision.move);
  if (refusal) throw new Error(`the ${kind} player chose an illegal move: ${refusal.message}`);
  return decision;
}
