/**
 * The messages between the app and the AI worker. Every request carries an `id`; the worker answers it
 * with 0..n `progress` messages (search levels only), then exactly one `result` or `error` with the
 * same id. There is no cancel message: a synchronous search cannot read messages while it thinks, so
 * the app cancels by terminating the worker (see app/ai/bridge.ts). Types only (plus one constant
 * list), so the app imports it without pulling the engine or the AI into the main bundle.
 */
import type { CandidateStats as AnyCandidateStats } from '../ai/halving.js';
import type { PlayerKind } from '../ai/levels.js';
import type { Decision as AnyDecision } from '../ai/player.js';
import type { Mark, MoveReview as AnyMoveReview } from '../ai/review.js';
import type { GameId } from '../engine/gameIds.js';
import type * as SeptJours from '../engine/septjours/index.js';
import type { Move, SeatView } from '../engine/twentyfourseven/index.js';

export type Decision = AnyDecision<Move>;
export type CandidateStats = AnyCandidateStats<Move>;
export type { PlayerKind, Move, SeatView, Mark };

/** The levels that can give a hint: the search levels, whose choice comes with an estimate. */
export type HintLevel = 'medium' | 'hard';
export const HINT_LEVELS: readonly HintLevel[] = ['medium', 'hard'];

/** Overrides of a search level's budget. The app normally sends neither; tests make searches cheap. */
export interface Budget {
  /** Time budget in milliseconds (defaults to the level's). */
  ms?: number;
  /** Rollout cap (defaults to the level's). */
  rollouts?: number;
}

/** Choose a move for the seat to move, as the AI player `kind`. */
export interface ThinkRequest extends Budget {
  type: 'think';
  id: number;
  view: SeatView;
  kind: PlayerKind;
  seed: number;
}

/** Choose a 7 Jours move (a deal or a pick) for the seat to move, as the AI player `kind`. */
export interface SeptThinkRequest extends Budget {
  type: 'think-septjours';
  id: number;
  view: SeptJours.SeatView;
  kind: PlayerKind;
  seed: number;
}

/** Suggest a move for a human seat, with how good the search thinks it is. */
export interface HintRequest extends Budget {
  type: 'hint';
  id: number;
  view: SeatView;
  level: HintLevel;
  seed: number;
}

/** The legal-target and out-of-time maps of the view's board, computed once per turn. */
export interface TargetsRequest {
  type: 'targets';
  id: number;
  view: SeatView;
}

/**
 * Review one move of a game (see ai/review.ts): `view` is what the seat that made it could see just
 * before (its seat must be the one to move), `played` the move, in the game `game` names. One move a
 * request, so the app shows progress and cancels between moves. The budget defaults to the review's.
 */
export interface ReviewMoveRequest extends Budget {
  type: 'review-move';
  id: number;
  game: GameId;
  view: SeatView | SeptJours.SeatView;
  played: Move | SeptJours.Move;
}

/** A move's review: the move played and the review's choice, each with its score and expected outcome, and the mark. */
export type MoveReview = AnyMoveReview<Move> | AnyMoveReview<SeptJours.Move>;

export type AiRequest = ThinkRequest | SeptThinkRequest | HintRequest | TargetsRequest | ReviewMoveRequest;
export type RequestType = AiRequest['type'];
/** A request of the given type before the bridge gives it an id. */
export type RequestBody<K extends RequestType = RequestType> = K extends RequestType ? Omit<Extract<AiRequest, { type: K }>, 'id'> : never;

/** A hint: the suggested move and the search's estimate of it (value, win rate, margin, rollouts). */
export interface Hint {
  move: Move;
  estimate: CandidateStats;
  /** Rollouts the whole search used. */
  rollouts: number;
  ms: number;
}

export interface Targets {
  /** 7×7: the largest tile that fits on each empty cell, 0 where none fits (or the cell is taken). */
  targets: number[][];
  /** 7×7: empty cells touching a tile where not even a 1 fits; they can never be played. */
  outOfTime: boolean[][];
}

/** What a `result` carries, per request type. */
export interface Answers {
  think: { decision: Decision };
  'think-septjours': { decision: AnyDecision<SeptJours.Move> };
  hint: { hint: Hint };
  targets: Targets;
  'review-move': { review: MoveReview };
}

/** Between search rounds: rollouts done of the cap, and the leading candidate so far. */
export interface Progress {
  done: number;
  total: number;
  leader: CandidateStats;
}

export interface ProgressResponse extends Progress {
  type: 'progress';
  id: number;
}

export type ResultResponse = {
  [K in RequestType]: { type: 'result'; id: number; request: K } & Answers[K];
}[RequestType];

/**
 * Why the AI could not answer, as data the app words in the player's language. `detail` (English,
 * for developers) says more where there is more to say; players are not shown it.
 */
export type AiProblem =
  /** The request itself is malformed (the app never sends one). */
  | { code: 'bad-request'; detail: string }
  | { code: 'impossible-position'; detail: string }
  | { code: 'game-over' }
  | { code: 'not-your-turn'; seat: number; toMove: number }
  | { code: 'no-move'; seat: number }
  /** The AI itself failed. */
  | { code: 'failed'; detail: string }
  /** The bridge's own: the worker could not start, be written to, kept crashing, or stayed silent. */
  | { code: 'cannot-start'; detail: string }
  | { code: 'cannot-ask'; detail: string }
  | { code: 'crashed'; detail: string }
  | { code: 'too-slow' }
  /** The app's own: the rules refused the move the AI chose. */
  | { code: 'illegal-move'; detail: string };

export interface ErrorResponse {
  type: 'error';
  /** The request's id, or -1 when the request was too malformed to have one. */
  id: number;
  problem: AiProblem;
}

export type AiResponse = ProgressResponse | ResultResponse | ErrorResponse;
export type ResultOf<K extends RequestType> = Extract<ResultResponse, { request: K }>;
