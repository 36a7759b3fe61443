/**
 * Answers one request of the worker protocol. Pure TypeScript (no DOM, no Node APIs), so it runs the
 * same in the browser's module worker and in Node tests. Input is checked before anything runs, and
 * every failure becomes an `error` response with the problem as data (the app words it), never a throw.
 */
import { choose as chooseSeptJours } from '../ai/septjours/player.js';
import { reviewMove as reviewSeptJoursMove } from '../ai/septjours/review.js';
import { choose } from '../ai/twentyfourseven/player.js';
import { reviewMove } from '../ai/twentyfourseven/review.js';
import { isPlayerKind, PLAYER_KINDS } from '../ai/levels.js';
import {
  countLegalMoves,
  outOfTimeMap,
  refusalOf,
  stateFromView,
  targetMap,
  unseenTiles,
  viewProblem,
  type Move,
  type SeatView,
} from '../engine/twentyfourseven/index.js';
import { GAME_IDS, isGameId } from '../engine/gameIds.js';
import { isObject } from '../engine/module.js';
import * as SeptJours from '../engine/septjours/index.js';
import {
  HINT_LEVELS,
  type AiProblem,
  type AiRequest,
  type AiResponse,
  type Budget,
  type HintLevel,
  type HintRequest,
  type ReviewMoveRequest,
  type SeptThinkRequest,
  type ThinkRequest,
  type TargetsRequest,
} from './protocol.js';

export type Post = (response: AiResponse) => void;

/** A problem with the request itself. */
class RequestError extends Error {
  constructor(readonly problem: AiProblem) {
    super('detail' in problem ? problem.detail : problem.code);
  }
}

/** A malformed request: the app never sends one, so its detail is for developers. */
const badRequest = (detail: string) => new RequestError({ code: 'bad-request', detail });

type Fields = Record<string, unknown>;

/** Answers `data` (untrusted: it came through postMessage) by calling `post` one or more times. */
export function handleRequest(data: unknown, post: Post): void {
  const id = isObject(data) && typeof data.id === 'number' ? data.id : -1;
  try {
    const request = parseRequest(data);
    switch (request.type) {
      case 'think':
        return think(request, post);
      case 'think-septjours':
        return thinkSeptJours(request, post);
      case 'hint':
        return hint(request, post);
      case 'targets':
        return targets(request, post);
      case 'review-move':
        return review(request, post);
    }
  } catch (error) {
    post({ type: 'error', id, problem: problemOf(error) });
  }
}

/** Runs an AI player for the request's view, reporting search progress as it goes. */
function decide(request: ThinkRequest | HintRequest, kind: ThinkRequest['kind'], post: Post) {
  const { id, view, seed } = request;
  requireTurn(view);
  return choose(view, kind, {
    seed,
    ms: request.ms,
    rollouts: request.rollouts,
    onProgress: (done, total, leader) => post({ type: 'progress', id, done, total, leader }),
  });
}

function thinkSeptJours(request: SeptThinkRequest, post: Post): void {
  const { id, view, seed, kind } = request;
  if (view.toMove < 0) throw new RequestError({ code: 'game-over' });
  if (view.toMove !== view.seat) throw new RequestError({ code: 'not-your-turn', seat: view.seat, toMove: view.toMove });
  const decision = chooseSeptJours(view, kind, {
    seed,
    ms: request.ms,
    rollouts: request.rollouts,
    onProgress: (done, total, leader) => post({ type: 'progress', id, done, total, leader: leader as never }),
  });
  post({ type: 'result', id, request: 'think-septjours', decision });
}

function think(request: ThinkRequest, post: Post): void {
  post({ type: 'result', id: request.id, request: 'think', decision: decide(request, request.kind, post) });
}

function hint(request: HintRequest, post: Post): void {
  const { move, estimate, rollouts, ms } = decide(request, request.level, post);
  if (!estimate) throw new Error(`the ${request.level} player gave no estimate`);
  post({ type: 'result', id: request.id, request: 'hint', hint: { move, estimate, rollouts, ms } });
}

function targets(request: TargetsRequest, post: Post): void {
  const { id, view } = request;
  // The maps depend on the board only, so any completion of the hidden tiles will do.
  const state = stateFromView(view, unseenTiles(view));
  post({ type: 'result', id, request: 'targets', targets: targetMap(state), outOfTime: outOfTimeMap(state) });
}

function review(request: ReviewMoveRequest, post: Post): void {
  const { id, game, view, played } = request;
  const budget = { rollouts: request.rollouts, ms: request.ms };
  const answer =
    game === '24-7'
      ? reviewMove(view as SeatView, played as Move, budget)
      : reviewSeptJoursMove(view as SeptJours.SeatView, played as SeptJours.Move, budget);
  post({ type: 'result', id, request: 'review-move', review: answer });
}

/** The seat in the view must be the one to move, and must have a placement. */
function requireTurn(view: SeatView): void {
  if (view.toMove < 0) throw new RequestError({ code: 'game-over' });
  if (view.toMove !== view.seat) {
    throw new RequestError({ code: 'not-your-turn', seat: view.seat, toMove: view.toMove });
  }
  if (countLegalMoves(stateFromView(view, unseenTiles(view))) === 0) {
    throw new RequestError({ code: 'no-move', seat: view.seat });
  }
}

function parseRequest(data: unknown): AiRequest {
  if (!isObject(data)) throw badRequest('the request is not a message the AI understands');
  if (typeof data.id !== 'number') throw badRequest('the request has no id');
  const id = data.id;
  switch (data.type) {
    case 'think':
      return {
        type: 'think',
        id,
        view: parseView(data.view),
        kind: parseKind(data.kind),
        seed: parseSeed(data.seed),
        ...parseBudget(data),
      };
    case 'think-septjours': {
      const view = data.view;
      const problem = SeptJours.viewProblem(view);
      if (problem) throw new RequestError({ code: 'impossible-position', detail: problem });
      const seed = parseSeed(data.seed);
      return { type: 'think-septjours', id, view: view as SeptJours.SeatView, kind: parseKind(data.kind), seed, ...parseBudget(data) };
    }
    case 'hint': {
      const level = data.level;
      if (!HINT_LEVELS.includes(level as HintLevel)) {
        throw badRequest(`hints come from the ${HINT_LEVELS.join(' or ')} level, not "${String(level)}"`);
      }
      return { type: 'hint', id, view: parseView(data.view), level: level as HintLevel, seed: parseSeed(data.seed), ...parseBudget(data) };
    }
    case 'targets':
      return { type: 'targets', id, view: parseView(data.view) };
    case 'review-move':
      return parseReviewMove(data, id);
    default:
      throw badRequest(`the AI does not know how to answer a "${String(data.type)}" request`);
  }
}

/** A move's review: a view of either game whose seat is to move, and a move the rules let it make there. */
function parseReviewMove(data: Fields, id: number): ReviewMoveRequest {
  const game = data.game;
  if (!isGameId(game)) throw badRequest(`reviews are of ${GAME_IDS.join(' or ')}, not "${String(game)}"`);
  let view: SeatView | SeptJours.SeatView;
  if (game === '24-7') {
    view = parseView(data.view);
  } else {
    const problem = SeptJours.viewProblem(data.view);
    if (problem) throw new RequestError({ code: 'impossible-position', detail: problem });
    view = data.view as SeptJours.SeatView;
  }
  if (view.toMove < 0) throw new RequestError({ code: 'game-over' });
  if (view.toMove !== view.seat) throw new RequestError({ code: 'not-your-turn', seat: view.seat, toMove: view.toMove });
  const played = data.played;
  if (!isObject(played)) throw badRequest('the request holds no move played');
  const refusal =
    game === '24-7'
      ? refusalOf(stateFromView(view as SeatView, unseenTiles(view as SeatView)), played as unknown as Move)
      : SeptJours.refusalOf(
          SeptJours.stateFromView(view as SeptJours.SeatView, SeptJours.unseenCards(view as SeptJours.SeatView)),
          played as unknown as SeptJours.Move,
        );
  if (refusal) throw badRequest(`the move played is not one the seat could make: ${refusal.message}`);
  return { type: 'review-move', id, game, view, played: played as unknown as Move | SeptJours.Move, ...parseBudget(data) };
}

function parseKind(kind: unknown): ThinkRequest['kind'] {
  if (!isPlayerKind(kind)) throw badRequest(`there is no AI player called "${String(kind)}" (there are ${PLAYER_KINDS.join(', ')})`);
  return kind;
}

function parseView(view: unknown): SeatView {
  if (!isObject(view)) throw badRequest('the request holds no position');
  const problem = viewProblem(view as unknown as SeatView);
  if (problem) throw new RequestError({ code: 'impossible-position', detail: problem });
  const { players, toMove } = view as unknown as SeatView;
  if (!Number.isInteger(toMove) || toMove < -1 || toMove >= players) {
    throw new RequestError({ code: 'impossible-position', detail: `toMove must be -1 (game over) or 0 to ${players - 1}` });
  }
  return view as unknown as SeatView;
}

function parseSeed(seed: unknown): number {
  if (typeof seed !== 'number' || !Number.isInteger(seed)) throw badRequest('the seed must be a whole number');
  return seed;
}

function parseBudget(data: Fields): Budget {
  const budget: Budget = {};
  if (data.ms !== undefined) {
    if (typeof data.ms !== 'number' || !(data.ms > 0) || !Number.isFinite(data.ms)) {
      throw badRequest('the thinking time must be a positive number of milliseconds');
    }
    budget.ms = data.ms;
  }
  if (data.rollouts !== undefined) {
    if (typeof data.rollouts !== 'number' || !Number.isInteger(data.rollouts) || data.rollouts < 1) {
      throw badRequest('the number of simulations must be a whole number, at least 1');
    }
    budget.rollouts = data.rollouts;
  }
  return budget;
}

function problemOf(error: unknown): AiProblem {
  if (error instanceof RequestError) return error.problem;
  return { code: 'failed', detail: error instanceof Error ? error.message : String(error) };
}
