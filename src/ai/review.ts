/**
 * The game review, what both games share: how a move is judged against the review's own choice, its
 * mark, a player's accuracy and summary, and the walk through a record. Each game's review (its
 * search and what a move scores at once) is in its folder. Everything is data: the app words it.
 *
 * A move is judged from its seat's view alone, by Hard's search with a larger budget that keeps the
 * move played in every round, so the move played and the review's choice are played out in exactly
 * the same sampled worlds and compare on equal luck.
 */
import type { PlayableGame } from '../engine/module.js';
import { seedFrom } from '../engine/rng.js';
import type { Clock } from './clock.js';
import type { Candidate, CandidateStats } from './halving.js';

/** How much a move gave away, from nothing to a lot. */
export type Mark = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';
export const MARKS: readonly Mark[] = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

/**
 * The least loss (in review value, see reviewValue) that earns each mark worse than good. A hundredth
 * of value is about 1.3 points of first-place share, or 12 minutes (24/7) or 1.6 points (7 Jours) of
 * margin once first place is settled. Below the first, the difference between two moves is within
 * what the search's sampling tells apart; a blunder gives away as much as a doubled Sum of 24 in a
 * decided 24/7 game, or a seventh of the chance to finish first in a close one.
 */
export const MARK_LOSS = { inaccuracy: 0.02, mistake: 0.05, blunder: 0.1 } as const;

/**
 * The review's budget from Hard's: three times its rollouts (the cap ends the search, so a review is
 * the same on any device), and a time box twenty times Hard's, a safety net rather than the budget.
 */
export function reviewBudget(hard: { rollouts: number; ms: number }): { rollouts: number; ms: number } {
  return { rollouts: 3 * hard.rollouts, ms: 20 * hard.ms };
}

/** A search's first-place share and margin mixed into one value: the weights a game's search uses. */
export interface ReviewWeights {
  marginWeight: number;
  marginScale: number;
}

/** What the review's search expects of a move, over the sampled worlds. */
export interface Expected {
  /** Share of the sampled games the seat finished first (1/k for a k-way shared first place). */
  winRate: number;
  /** Mean final lead over the best other seat (negative when behind), in minutes or points. */
  margin: number;
  /** reviewValue of the two above: what the review ranks moves by. */
  value: number;
}

/** One move as the review sees it. */
export interface Judged<M> {
  move: M;
  /** What the move scores at once (24/7: the placement's minutes, doubling included; 7 Jours: see its review). */
  points: number;
  /** Null for a forced move: with nothing to choose, nothing was searched. */
  expected: Expected | null;
}

export interface MoveReview<M> {
  /** The seat that made the move. */
  seat: number;
  played: Judged<M>;
  /** The review's choice (the move played when they agree). */
  best: Judged<M>;
  /**
   * The move played is the review's choice, or exactly as good (in 7 Jours also a packet of the same
   * cards, or a deal of the same packets).
   */
  matched: boolean;
  /** The seat had only one move: not judged, and left out of the summary. */
  forced: boolean;
  /** best.expected.value - played.expected.value: 0 when matched, else positive. */
  loss: number;
  /** Expected margin given away: best's mean margin less the played move's, 0 when not positive. */
  givenAway: number;
  mark: Mark;
  /** Sampled worlds both moves were played out in (1 for 7 Jours' last round, solved exactly). */
  worlds: number;
  /** Rollouts the whole search used. */
  rollouts: number;
}

/** A budget for a review: the rollout cap (defaults to the review's) and a time box, and a clock for tests. */
export interface ReviewOptions {
  rollouts?: number;
  ms?: number;
  clock?: Clock;
}

export interface RecordReviewOptions extends ReviewOptions {
  /** After each move's review: moves done, of all. */
  onProgress?: (done: number, total: number) => void;
}

/** A player's game in figures. */
export interface SeatSummary {
  seat: number;
  /** Moves judged (forced ones are not). */
  moves: number;
  /** Of those, how many were the review's choice (matched). */
  best: number;
  /** How many moves earned each mark. */
  marks: Record<Mark, number>;
  /** 0 to 100 (see moveAccuracy), or null when no move of the seat's was judged. */
  accuracy: number | null;
  /** The sum of the moves' givenAway: minutes (24/7) or points (7 Jours). */
  givenAway: number;
}

export interface GameReview<M> {
  players: number;
  /** One per move of the record, in order. */
  moves: MoveReview<M>[];
  /** One per seat. */
  seats: SeatSummary[];
}

/**
 * The review's value of a first-place share and a margin: the search's mix of the two (mostly the
 * first, partly the margin), without the search's cap on the margin, so that once first place is
 * settled a move that keeps more of the lead is still worth more.
 */
export function reviewValue(winRate: number, margin: number, weights: ReviewWeights): number {
  return (1 - weights.marginWeight) * winRate + weights.marginWeight * (0.5 + (0.5 * margin) / weights.marginScale);
}

/** How the review's search ranks its candidates: by reviewValue of their means. */
export function reviewRank<M>(weights: ReviewWeights): (candidate: Candidate<M>) => number {
  return (c) => {
    const n = Math.max(1, c.rollouts);
    return reviewValue(c.winSum / n, c.marginSum / n, weights);
  };
}

export function markOf(loss: number, matched: boolean): Mark {
  if (matched) return 'best';
  if (loss >= MARK_LOSS.blunder) return 'blunder';
  if (loss >= MARK_LOSS.mistake) return 'mistake';
  if (loss >= MARK_LOSS.inaccuracy) return 'inaccuracy';
  return 'good';
}

/**
 * A judged move's accuracy, 0 to 100: 100 when it loses nothing against the review's choice, falling
 * in a straight line to 0 at a blunder's loss. A player's accuracy is the mean over their judged moves.
 */
export function moveAccuracy(loss: number): number {
  return 100 * (1 - Math.min(1, loss / MARK_LOSS.blunder));
}

/**
 * A seed from what the seat could see: its view and the move played, as JSON with sorted keys (the
 * same whatever order a view's fields were built in), never from anything the seat could not see.
 */
export function reviewSeed(view: unknown, played: unknown): number {
  return seedFrom(canonicalJson([view, played]));
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const expectedOf = (stats: CandidateStats<unknown>, weights: ReviewWeights): Expected => ({
  winRate: stats.winRate,
  margin: stats.margin,
  value: reviewValue(stats.winRate, stats.margin, weights),
});

/**
 * A searched move's review: `played.stats` and `best.stats` are the search's stats of the move played
 * and of its choice (measured on the same worlds), `matched` whether they are the same move.
 */
export function judgedReview<M>(
  seat: number,
  played: { move: M; points: number; stats: CandidateStats<M> },
  best: { move: M; points: number; stats: CandidateStats<M> },
  matched: boolean,
  rollouts: number,
  weights: ReviewWeights,
): MoveReview<M> {
  if (played.stats.rollouts !== best.stats.rollouts) {
    throw new Error(`the move played and the best were measured on ${played.stats.rollouts} and ${best.stats.rollouts} worlds`);
  }
  const playedJudged: Judged<M> = { move: played.move, points: played.points, expected: expectedOf(played.stats, weights) };
  const bestExpected = expectedOf(best.stats, weights);
  // A move exactly as good as the choice (a tie, as in 7 Jours' last round, solved exactly) is a choice too.
  const tied = matched || playedJudged.expected!.value >= bestExpected.value;
  const bestJudged: Judged<M> = tied ? playedJudged : { move: best.move, points: best.points, expected: bestExpected };
  const loss = tied ? 0 : bestExpected.value - playedJudged.expected!.value;
  const givenAway = tied ? 0 : Math.max(0, bestExpected.margin - playedJudged.expected!.margin);
  return {
    seat,
    played: playedJudged,
    best: bestJudged,
    matched: tied,
    forced: false,
    loss,
    givenAway,
    mark: markOf(loss, tied),
    worlds: played.stats.rollouts,
    rollouts,
  };
}

/** A forced move's review: the only move, so the best, and not searched. */
export function forcedReview<M>(seat: number, move: M, points: number): MoveReview<M> {
  const judged: Judged<M> = { move, points, expected: null };
  return { seat, played: judged, best: judged, matched: true, forced: true, loss: 0, givenAway: 0, mark: 'best', worlds: 0, rollouts: 0 };
}

/**
 * Reviews every move of a game, from `game` at its start: before each move, the view of the seat to
 * move is taken and the move reviewed from it alone, then the move is played.
 */
export function reviewMoves<G extends PlayableGame<M>, M, V>(
  game: G,
  moves: readonly M[],
  view: (game: G, seat: number) => V,
  reviewMove: (view: V, move: M) => MoveReview<M>,
  onProgress?: (done: number, total: number) => void,
): MoveReview<M>[] {
  const reviews: MoveReview<M>[] = [];
  for (const move of moves) {
    reviews.push(reviewMove(view(game, game.toMove), move));
    const result = game.play(move);
    if (!result.ok) throw new Error(`move ${reviews.length}: ${result.refusal.message}`);
    onProgress?.(reviews.length, moves.length);
  }
  return reviews;
}

/** Each seat's summary of a game's move reviews. */
export function summarize(players: number, reviews: readonly MoveReview<unknown>[]): SeatSummary[] {
  return Array.from({ length: players }, (_, seat) => {
    const judged = reviews.filter((r) => r.seat === seat && !r.forced);
    const marks = Object.fromEntries(MARKS.map((mark) => [mark, 0])) as Record<Mark, number>;
    for (const r of judged) marks[r.mark]++;
    return {
      seat,
      moves: judged.length,
      best: judged.filter((r) => r.matched).length,
      marks,
      accuracy: judged.length === 0 ? null : judged.reduce((sum, r) => sum + moveAccuracy(r.loss), 0) / judged.length,
      givenAway: judged.reduce((sum, r) => sum + r.givenAway, 0),
    };
  });
}

/** The indices (into `reviews`) of a seat's costliest moves, most loss first, at most `count`; moves that lost nothing are left out. */
export function costliestMoves(reviews: readonly MoveReview<unknown>[], seat: number, count = 3): number[] {
  return reviews
    .map((r, index) => ({ r, index }))
    .filter(({ r }) => r.seat === seat && r.loss > 0)
    .sort((a, b) => b.r.loss - a.r.loss || a.index - b.index)
    .slice(0, count)
    .map(({ index }) => index);
}
