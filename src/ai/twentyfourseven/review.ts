/**
 * 24/7's game review (see ../review.ts): one placement judged from its seat's view by Hard's search
 * with a larger budget, and a whole game's placements in turn.
 */
import {
  cellAt,
  legalMoves,
  placementPoints,
  refusalOf,
  stateFromView,
  unseenTiles,
  viewFor,
  viewProblem,
  type Game,
  type Move,
  type SeatView,
} from '../../engine/twentyfourseven/index.js';
import { createRng } from '../../engine/rng.js';
import { systemClock } from '../clock.js';
import {
  forcedReview,
  judgedReview,
  reviewMoves,
  reviewBudget,
  reviewRank,
  reviewSeed,
  summarize,
  type GameReview,
  type MoveReview,
  type RecordReviewOptions,
  type ReviewOptions,
  type ReviewWeights,
} from '../review.js';
import { SEARCH_LEVELS } from './levels.js';
import { MARGIN_SCALE, MARGIN_WEIGHT } from './outcome.js';
import { search, type SearchConfig } from './search.js';

/** The review's search: Hard's, with the review's budget (reviewBudget). */
export const REVIEW_SEARCH: SearchConfig = { ...SEARCH_LEVELS.hard, ...reviewBudget(SEARCH_LEVELS.hard) };

const WEIGHTS: ReviewWeights = { marginWeight: MARGIN_WEIGHT, marginScale: MARGIN_SCALE };

const sameMove = (a: Move, b: Move) => a.r === b.r && a.c === b.c && a.v === b.v;

/**
 * Judges `played`, a placement of the seat to move, from that seat's view alone (it must be the seat
 * to move). Throws on an impossible view or an illegal move (the worker checks both first).
 */
export function reviewMove(view: SeatView, played: Move, options: ReviewOptions = {}): MoveReview<Move> {
  const problem = viewProblem(view);
  if (problem) throw new Error(`impossible position: ${problem}`);
  if (view.toMove !== view.seat) throw new Error(`it is not seat ${view.seat}'s turn`);
  // The board and the seat's own hand are exact in any completion: the legal moves and their minutes are real.
  const world = stateFromView(view, unseenTiles(view));
  const refusal = refusalOf(world, played);
  if (refusal) throw new Error(`the move played is refused: ${refusal.message}`);
  const move: Move = { r: played.r, c: played.c, v: played.v };
  const points = (m: Move) => placementPoints(world, cellAt(m.r, m.c), m.v);
  if (legalMoves(world).length === 1) return forcedReview(view.seat, move, points(move));
  const config: SearchConfig = {
    ...REVIEW_SEARCH,
    rollouts: options.rollouts ?? REVIEW_SEARCH.rollouts,
    ms: options.ms ?? REVIEW_SEARCH.ms,
  };
  const rng = createRng(reviewSeed(view, move));
  const result = search(view, config, rng, { clock: options.clock ?? systemClock }, { played: move, rank: reviewRank(WEIGHTS) });
  const best = result.best.move;
  return judgedReview(
    view.seat,
    { move, points: points(move), stats: result.kept! },
    { move: best, points: points(best), stats: result.best },
    sameMove(best, move),
    result.rollouts,
    WEIGHTS,
  );
}

/** Reviews every placement of a game, replayed from its start (`game` must be at its start). */
export function reviewGame(game: Game, moves: readonly Move[], options: RecordReviewOptions = {}): GameReview<Move> {
  const reviews = reviewMoves(
    game,
    moves,
    (g, seat) => viewFor(g.state, seat),
    (view, move) => reviewMove(view, move, options),
    options.onProgress,
  );
  return { players: game.players, moves: reviews, seats: summarize(game.players, reviews) };
}
