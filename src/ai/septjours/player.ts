/**
 * One entry point for every 7 Jours AI player: given a seat's view (never the undealt order) and a
 * seed, choose a deal or a pick. Deterministic for a given view, kind and seed whenever the rollout
 * cap, not the clock, ends the search.
 */
import { createRng } from '../../engine/rng.js';
import { decodeMove, refusalOf, viewProblem, type Move, type SeatView } from '../../engine/septjours/index.js';
import { systemClock } from '../clock.js';
import type { PlayerKind } from '../levels.js';
import type { ChooseOptions, Decision } from '../player.js';
import { easyMove } from './easy.js';
import { SEARCH_LEVELS } from './levels.js';
import { greedyMove, randomMove } from './policies.js';
import { search, type SearchConfig } from './search.js';
import { worldsOf } from './worlds.js';

export { worldsOf };

export function choose(view: SeatView, kind: PlayerKind, options: ChooseOptions<Move>): Decision<Move> {
  const problem = viewProblem(view);
  if (problem) throw new Error(`impossible position: ${problem}`);
  if (view.toMove !== view.seat) throw new Error(`it is not seat ${view.seat}'s turn`);
  const clock = options.clock ?? systemClock;
  const start = clock();
  const rng = createRng(options.seed);
  // The baselines read only what is on the table; any order of the undealt cards gives them the same
  // choices, so one sampled world serves.
  const world = worldsOf(view).sample(rng);
  let decision: Decision<Move>;
  switch (kind) {
    case 'random':
      decision = { move: decodeMove(world, randomMove(world, rng)), rollouts: 0, ms: 0 };
      break;
    case 'greedy':
      decision = { move: decodeMove(world, greedyMove(world, rng)), rollouts: 0, ms: 0 };
      break;
    case 'easy':
      decision = { move: decodeMove(world, easyMove(world, rng)), rollouts: 0, ms: 0 };
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
