/**
 * 7 Jours' game review (see ../review.ts): one deal or pick judged from its seat's view by Hard's
 * search with a larger budget, and a whole game's moves in turn. A move's immediate score is the
 * change it makes to the seat's points as they stand (stars, and majorities and minorities counted on
 * the cards taken so far): what a pick takes; 0 for a deal, which gives the dealer nothing until its
 * last pick.
 */
import {
  GameState,
  MAX_PLAYERS,
  encodeMove,
  isPick,
  legalCodes,
  playUnchecked,
  refusalOf,
  stateFromView,
  totalsInto,
  unseenCards,
  viewFor,
  viewProblem,
  type Game,
  type Move,
  type SeatView,
} from '../../engine/septjours/index.js';
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
import { dealKey, distinctDeals, packetContent } from './deals.js';
import { SEARCH_LEVELS } from './levels.js';
import { search, type SearchConfig } from './search.js';

/** The review's search: Hard's (its last round worked out exactly), with the review's budget (reviewBudget). */
export const REVIEW_SEARCH: SearchConfig = { ...SEARCH_LEVELS.hard, ...reviewBudget(SEARCH_LEVELS.hard) };

const WEIGHTS: ReviewWeights = { marginWeight: REVIEW_SEARCH.marginWeight, marginScale: REVIEW_SEARCH.marginScale };

const totals = new Int32Array(MAX_PLAYERS);

/** The change `code` makes to the seat to move's points as they stand. */
function pointsOf(world: GameState, code: number, scratch: GameState): number {
  const seat = world.toMove;
  totalsInto(world, totals);
  const before = totals[seat]!;
  scratch.copyFrom(world);
  playUnchecked(scratch, code);
  totalsInto(scratch, totals);
  return totals[seat]! - before;
}

function normalized(move: Move): Move {
  return isPick(move) ? { pick: move.pick } : { shift: move.shift, packets: [...move.packets] };
}

/**
 * Judges `played`, a deal or pick of the seat to move, from that seat's view alone (it must be the
 * seat to move). Throws on an impossible view or an illegal move (the worker checks both first).
 */
export function reviewMove(view: SeatView, played: Move, options: ReviewOptions = {}): MoveReview<Move> {
  const problem = viewProblem(view);
  if (problem) throw new Error(`impossible position: ${problem}`);
  if (view.toMove !== view.seat) throw new Error(`it is not seat ${view.seat}'s turn`);
  // Only the undealt order is guessed: the table and the hands, so the moves and their points, are real.
  const world = stateFromView(view, unseenCards(view));
  const refusal = refusalOf(world, played);
  if (refusal) throw new Error(`the move played is refused: ${refusal.message}`);
  const move = normalized(played);
  const scratch = new GameState(view.players);
  const points = (m: Move) => (isPick(m) ? pointsOf(world, encodeMove(m), scratch) : 0);
  const choices = world.dealt ? legalCodes(world) : distinctDeals(world, scratch);
  if (choices.length === 1) return forcedReview(view.seat, move, points(move));
  const config: SearchConfig = {
    ...REVIEW_SEARCH,
    rollouts: options.rollouts ?? REVIEW_SEARCH.rollouts,
    ms: options.ms ?? REVIEW_SEARCH.ms,
  };
  const rng = createRng(reviewSeed(view, move));
  const result = search(view, config, rng, { clock: options.clock ?? systemClock }, { played: move, rank: reviewRank(WEIGHTS) });
  const best = normalized(result.best.move);
  // A packet of the same cards, or a deal of the same packets, is the same move to every player.
  const matched = isPick(move)
    ? isPick(best) && packetContent(world, best.pick) === packetContent(world, move.pick)
    : !isPick(best) && dealKey(world, encodeMove(best), scratch) === dealKey(world, encodeMove(move), scratch);
  return judgedReview(
    view.seat,
    { move, points: points(move), stats: result.kept! },
    { move: best, points: points(best), stats: result.best },
    matched,
    result.rollouts,
    WEIGHTS,
  );
}

/** Reviews every move of a game, replayed from its start (`game` must be at its start). */
export function reviewGame(game: Game, moves: readonly Move[], options: RecordReviewOptions = {}): GameReview<Move> {
  const reviews = reviewMoves(game, moves, viewFor, (view, move) => reviewMove(view, move, options), options.onProgress);
  return { players: game.players, moves: reviews, seats: summarize(game.players, reviews) };
}
