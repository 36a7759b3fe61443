/** The worker's review-move request, called directly in Node: a review of either game, and errors as data. */
import { describe, expect, it } from 'vitest';
import * as SeptJours from '../../src/engine/septjours/index.js';
import { legalMoves, refusalOf, stateFromView, unseenTiles } from '../../src/engine/twentyfourseven/index.js';
import { reviewMove } from '../../src/ai/twentyfourseven/review.js';
import { reviewMove as reviewSeptJoursMove } from '../../src/ai/septjours/review.js';
import { handleRequest } from '../../src/worker/handlers.js';
import type { AiProblem, AiResponse, MoveReview } from '../../src/worker/protocol.js';
import { gameAfter, viewToMove } from './positions.js';

function answer(request: unknown): AiResponse[] {
  const posted: AiResponse[] = [];
  handleRequest(request, (response) => posted.push(response));
  return posted;
}

function reviewOf(request: unknown): MoveReview {
  const posted = answer(request);
  expect(posted).toHaveLength(1);
  const [result] = posted;
  if (result?.type !== 'result' || result.request !== 'review-move') throw new Error(`no review: ${JSON.stringify(result)}`);
  expect(result.id).toBe((request as { id: number }).id);
  return result.review;
}

function problemOf(request: unknown): AiProblem {
  const posted = answer(request);
  expect(posted).toHaveLength(1);
  const [response] = posted;
  if (response?.type !== 'error') throw new Error(`expected an error, got ${JSON.stringify(response)}`);
  return response.problem;
}

const game = gameAfter(2, 11, 6);
const view = viewToMove(game);
const played = legalMoves(stateFromView(view, unseenTiles(view)))[3]!;
// Cheap reviews: the rollout cap, not the clock, ends them, so they are fast and deterministic.
const cheap = { ms: 60_000, rollouts: 300 };

const sept = new SeptJours.Game(4, SeptJours.shuffledDeck(3), 1);
for (let i = 0; i < 7; i++) {
  const options = sept.legalMoves();
  if (!sept.play(options[i % options.length]!).ok) throw new Error('refused');
}
const septView = SeptJours.viewFor(sept, sept.toMove);
const septPlayed = { pick: septView.taken!.indexOf(false) };

describe('review-move', () => {
  it('reviews a 24/7 placement as the AI module does, with the move played and a legal best move', () => {
    const review = reviewOf({ type: 'review-move', id: 5, game: '24-7', view, played, ...cheap });
    expect(review).toEqual(reviewMove(view, played, cheap));
    expect(review.played.move).toEqual(played);
    expect(refusalOf(game.state, review.best.move as typeof played)).toBeNull();
    expect(review.seat).toBe(view.seat);
    expect(review.worlds).toBeGreaterThan(0);
  });

  it('reviews a 7 Jours pick', () => {
    const review = reviewOf({ type: 'review-move', id: 6, game: '7-jours', view: septView, played: septPlayed, ...cheap });
    expect(review).toEqual(reviewSeptJoursMove(septView, septPlayed, cheap));
    expect(review.played.move).toEqual(septPlayed);
  });

  it('refuses a move the seat could not make, a view not of the seat to move, and the wrong game, as data', () => {
    const occupied = { r: 3, c: 3, v: view.hand[0]! };
    expect(problemOf({ type: 'review-move', id: 1, game: '24-7', view, played: occupied })).toMatchObject({
      code: 'bad-request',
      detail: expect.stringMatching(/not one the seat could make: \(3,3\) already holds/),
    });
    expect(problemOf({ type: 'review-move', id: 1, game: '24-7', view })).toMatchObject({
      code: 'bad-request',
      detail: expect.stringMatching(/no move played/),
    });
    expect(problemOf({ type: 'review-move', id: 1, game: '7-jours', view: septView, played: { pick: 9 } })).toMatchObject({
      code: 'bad-request',
    });
    const other = 1 - view.seat;
    expect(problemOf({ type: 'review-move', id: 1, game: '24-7', view: { ...view, toMove: other }, played })).toEqual({
      code: 'not-your-turn',
      seat: view.seat,
      toMove: other,
    });
    expect(problemOf({ type: 'review-move', id: 1, game: 'chess', view, played })).toMatchObject({
      code: 'bad-request',
      detail: expect.stringMatching(/"chess"/),
    });
    expect(problemOf({ type: 'review-move', id: 1, game: '7-jours', view, played })).toMatchObject({ code: 'impossible-position' });
    expect(problemOf({ type: 'review-move', id: 1, game: '24-7', view, played, rollouts: 0 })).toMatchObject({
      code: 'bad-request',
      detail: expect.stringMatching(/simulations/),
    });
  });
});
