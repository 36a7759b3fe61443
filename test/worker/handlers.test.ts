/** The worker's request handlers, called directly in Node: answers, progress, and errors as data. */
import { describe, expect, it } from 'vitest';
import { outOfTimeMap, refusalOf, targetMap, type SeatView } from '../../src/engine/twentyfourseven/index.js';
import type { PlayerKind } from '../../src/ai/levels.js';
import { handleRequest } from '../../src/worker/handlers.js';
import type { AiProblem, AiResponse } from '../../src/worker/protocol.js';
import { gameAfter, positionWithOutOfTimeCells, viewToMove } from './positions.js';

/** Everything the handler posts for one request, in order. */
function answer(request: unknown): AiResponse[] {
  const posted: AiResponse[] = [];
  handleRequest(request, (response) => posted.push(response));
  return posted;
}

function problemOf(request: unknown): AiProblem {
  const posted = answer(request);
  expect(posted).toHaveLength(1);
  const [response] = posted;
  if (response?.type !== 'error') throw new Error(`expected an error, got ${JSON.stringify(response)}`);
  return response.problem;
}

/** A malformed request's problem: its detail, for developers. */
function badRequestDetail(request: unknown): string {
  const problem = problemOf(request);
  expect(problem.code).toBe('bad-request');
  return 'detail' in problem ? problem.detail : '';
}

const game = gameAfter(2, 11, 6);
const view = viewToMove(game);
// Cheap searches: the rollout cap, not the clock, ends them, so they are fast and deterministic.
const cheap = { ms: 60_000, rollouts: 300 };

describe('think', () => {
  it.each<PlayerKind>(['random', 'greedy', 'easy', 'medium', 'hard'])('%s answers with a legal move', (kind) => {
    const posted = answer({ type: 'think', id: 4, view, kind, seed: 1, ...cheap });
    const result = posted.at(-1);
    expect(result?.type).toBe('result');
    if (result?.type !== 'result' || result.request !== 'think') throw new Error('no think result');
    expect(result.id).toBe(4);
    expect(refusalOf(game.state, result.decision.move)).toBeNull();
    expect(posted.slice(0, -1).every((m) => m.type === 'progress')).toBe(true);
  });

  it('reports progress between search rounds, then the result', () => {
    const posted = answer({ type: 'think', id: 9, view, kind: 'medium', seed: 2, ...cheap });
    const progress = posted.filter((m) => m.type === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) {
      if (p.type !== 'progress') continue;
      expect(p.id).toBe(9);
      expect(p.done).toBeGreaterThan(0);
      expect(p.total).toBe(cheap.rollouts);
      expect(refusalOf(game.state, p.leader.move)).toBeNull();
    }
    const dones = progress.map((p) => (p.type === 'progress' ? p.done : 0));
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    const result = posted.at(-1);
    if (result?.type !== 'result' || result.request !== 'think') throw new Error('no think result');
    expect(result.decision.estimate).toBeDefined();
    expect(result.decision.rollouts).toBeGreaterThan(0);
  });

  it('sends no progress for the baseline players', () => {
    for (const kind of ['random', 'greedy', 'easy']) {
      expect(answer({ type: 'think', id: 1, view, kind, seed: 3 }).map((m) => m.type)).toEqual(['result']);
    }
  });

  it('chooses the same move for the same seed when the rollout cap ends the search', () => {
    const first = answer({ type: 'think', id: 1, view, kind: 'medium', seed: 5, ...cheap }).at(-1);
    const again = answer({ type: 'think', id: 2, view, kind: 'medium', seed: 5, ...cheap }).at(-1);
    if (first?.type !== 'result' || again?.type !== 'result') throw new Error('no result');
    expect(first.request === 'think' && first.decision.move).toEqual(again.request === 'think' && again.decision.move);
  });
});

describe('hint', () => {
  it('suggests a legal move with its value, win rate and margin', () => {
    const posted = answer({ type: 'hint', id: 3, view, level: 'medium', seed: 8, ...cheap });
    const result = posted.at(-1);
    if (result?.type !== 'result' || result.request !== 'hint') throw new Error(`no hint: ${JSON.stringify(result)}`);
    const { move, estimate } = result.hint;
    expect(refusalOf(game.state, move)).toBeNull();
    expect(estimate.move).toEqual(move);
    expect(estimate.winRate).toBeGreaterThanOrEqual(0);
    expect(estimate.winRate).toBeLessThanOrEqual(1);
    expect(estimate.value).toBeGreaterThanOrEqual(0);
    expect(estimate.value).toBeLessThanOrEqual(1);
    expect(Number.isFinite(estimate.margin)).toBe(true);
    expect(estimate.rollouts).toBeGreaterThan(0);
  });

  it('is refused for a level without an estimate', () => {
    expect(badRequestDetail({ type: 'hint', id: 3, view, level: 'greedy', seed: 8 })).toMatch(/medium or hard/);
  });
});

describe('targets', () => {
  it("equal the engine's target and out-of-time maps of the real position", () => {
    const position = positionWithOutOfTimeCells();
    const posted = answer({ type: 'targets', id: 6, view: viewToMove(position) });
    expect(posted).toHaveLength(1);
    const result = posted[0];
    if (result?.type !== 'result' || result.request !== 'targets') throw new Error('no targets');
    expect(result.id).toBe(6);
    expect(result.targets).toEqual(targetMap(position.state));
    expect(result.outOfTime).toEqual(outOfTimeMap(position.state));
    expect(result.outOfTime.flat()).toContain(true);
  });
});

describe('errors as data the app words', () => {
  it('refuses a view with 5 players', () => {
    expect(problemOf({ type: 'think', id: 2, view: { ...view, players: 5 }, kind: 'greedy', seed: 1 })).toEqual({
      code: 'impossible-position',
      detail: 'players must be 2, 3 or 4',
    });
  });

  it('refuses a hand with a fifth 7', () => {
    const hand = [7, 7, 7, 7, 7, 1];
    const bad: SeatView = { ...view, hand, handSizes: view.handSizes.map((n, s) => (s === view.seat ? hand.length : n)) };
    const posted = answer({ type: 'targets', id: 12, view: bad });
    expect(posted).toEqual([
      {
        type: 'error',
        id: 12,
        problem: { code: 'impossible-position', detail: 'there are more than 4 tiles of value 7 between the board and the hand' },
      },
    ]);
  });

  it("refuses to think for a seat whose turn it is not, and after the game's end", () => {
    const other = 1 - view.seat;
    expect(problemOf({ type: 'think', id: 1, view: { ...view, toMove: other }, kind: 'easy', seed: 1 })).toEqual({
      code: 'not-your-turn',
      seat: view.seat,
      toMove: other,
    });
    expect(problemOf({ type: 'hint', id: 1, view: { ...view, toMove: -1 }, level: 'hard', seed: 1 })).toEqual({ code: 'game-over' });
    expect(problemOf({ type: 'think', id: 1, view: { ...view, toMove: 2 }, kind: 'easy', seed: 1 })).toMatchObject({
      code: 'impossible-position',
      detail: expect.stringMatching(/toMove/),
    });
  });

  it('refuses malformed requests without throwing', () => {
    expect(badRequestDetail(null)).toMatch(/not a message/);
    expect(badRequestDetail({ type: 'think', view, kind: 'easy', seed: 1 })).toMatch(/no id/);
    expect(badRequestDetail({ type: 'ponder', id: 1, view })).toMatch(/"ponder"/);
    expect(badRequestDetail({ type: 'think', id: 1, kind: 'easy', seed: 1 })).toMatch(/no position/);
    expect(badRequestDetail({ type: 'think', id: 1, view, kind: 'grandmaster', seed: 1 })).toMatch(/no AI player called "grandmaster"/);
    expect(badRequestDetail({ type: 'think', id: 1, view, kind: 'easy', seed: 1.5 })).toMatch(/seed/);
    expect(badRequestDetail({ type: 'think', id: 1, view, kind: 'medium', seed: 1, ms: -5 })).toMatch(/thinking time/);
    expect(badRequestDetail({ type: 'think', id: 1, view, kind: 'medium', seed: 1, rollouts: 0 })).toMatch(/simulations/);
    expect(problemOf({ type: 'targets', id: 1, view: { ...view, board: [[1]] } })).toMatchObject({
      code: 'impossible-position',
      detail: expect.stringMatching(/7 rows of 7/),
    });
  });
});
