/**
 * The app's AiBridge driving real worker threads that run the production handlers: answers, queueing,
 * cancel by terminate, and recovery from crashes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { refusalOf, targetMap } from '../../src/engine/twentyfourseven/index.js';
import { AiBridge } from '../../src/app/ai/bridge.js';
import type { Progress } from '../../src/worker/protocol.js';
import { nodeWorkers, type Thread } from './node-adapter.js';
import { gameAfter, viewToMove } from './positions.js';

const game = gameAfter(2, 3, 5);
const view = viewToMove(game);
const cheap = { ms: 60_000, rollouts: 300 };
// Starting a thread loads tsx and compiles the sources; allow for a busy machine.
const SLOW = 60_000;

let bridge: AiBridge | undefined;
let threads: Thread[] = [];

function start(plan: Parameters<typeof nodeWorkers>[0] = []): AiBridge {
  const workers = nodeWorkers(plan);
  threads = workers.threads;
  bridge = new AiBridge(workers.create);
  return bridge;
}

afterEach(async () => {
  bridge?.dispose();
  bridge = undefined;
  // Every thread must be gone: crashed, or terminated by the bridge.
  await Promise.all(threads.map((t) => t.exited));
});

describe('AiBridge with a real worker thread', () => {
  it(
    'starts lazily, answers think, hint and targets in order on one worker',
    async () => {
      const ai = start();
      expect(threads).toHaveLength(0);
      const order: string[] = [];
      const progress: Progress[] = [];
      const [decision, hint, maps] = await Promise.all([
        ai.think(view, 'medium', 1, { ...cheap, onProgress: (p) => progress.push(p) }).finally(() => order.push('think')),
        ai.hint(view, 'hard', 2, cheap).finally(() => order.push('hint')),
        ai.targets(view).finally(() => order.push('targets')),
      ]);
      expect(refusalOf(game.state, decision.move)).toBeNull();
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.every((p) => p.total === cheap.rollouts && refusalOf(game.state, p.leader.move) === null)).toBe(true);
      expect(refusalOf(game.state, hint.move)).toBeNull();
      expect(hint.estimate.winRate).toBeGreaterThanOrEqual(0);
      expect(maps.targets).toEqual(targetMap(game.state));
      expect(order).toEqual(['think', 'hint', 'targets']);
      expect(threads).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "rejects with the worker's problem, as data, and keeps the worker",
    async () => {
      const ai = start();
      await expect(ai.think({ ...view, players: 5 }, 'greedy', 1)).rejects.toMatchObject({
        name: 'AiError',
        problem: { code: 'impossible-position', detail: 'players must be 2, 3 or 4' },
      });
      expect(refusalOf(game.state, (await ai.think(view, 'greedy', 1)).move)).toBeNull();
      expect(threads).toHaveLength(1);
      expect(threads[0]!.terminated).toBe(false);
    },
    SLOW,
  );

  it(
    'cancels a long think at once by terminating the worker; the next call gets a fresh one',
    async () => {
      const ai = start();
      await ai.targets(view); // the thread is up, so the think below starts computing right away
      const controller = new AbortController();
      // A think that would run for ten minutes: only a cancel that stops the worker ends it in time.
      const long = ai.think(view, 'hard', 1, { ms: 600_000, rollouts: 100_000_000, signal: controller.signal });
      setTimeout(() => controller.abort(), 200);
      await expect(long).rejects.toMatchObject({ name: 'AbortError' });
      expect(threads[0]!.terminated).toBe(true);
      await threads[0]!.exited;
      const next = await ai.think(view, 'medium', 2, cheap);
      expect(refusalOf(game.state, next.move)).toBeNull();
      expect(threads).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'replaces a worker that exits mid-request and retries the request once',
    async () => {
      const ai = start(['exit']);
      const decision = await ai.think(view, 'easy', 4);
      expect(refusalOf(game.state, decision.move)).toBeNull();
      expect(threads).toHaveLength(2);
      expect(await threads[0]!.exited).toBe(1);
      expect(threads[1]!.terminated).toBe(false);
    },
    SLOW,
  );

  it(
    'replaces a worker that dies of an uncaught error and retries the request once',
    async () => {
      const ai = start(['throw']);
      const maps = await ai.targets(view);
      expect(maps.targets).toEqual(targetMap(game.state));
      expect(threads).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'gives up after a second crash with a clear error, and the next call starts afresh',
    async () => {
      const ai = start(['exit', 'throw']);
      await expect(ai.think(view, 'greedy', 1)).rejects.toMatchObject({ problem: { code: 'crashed' } });
      expect(threads).toHaveLength(2);
      const decision = await ai.think(view, 'greedy', 1);
      expect(refusalOf(game.state, decision.move)).toBeNull();
      expect(threads).toHaveLength(3);
    },
    SLOW,
  );
});
