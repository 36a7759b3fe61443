/**
 * AiBridge's bookkeeping against a scripted in-process worker, where the test decides when and what the
 * worker answers: lazy start, one request at a time, aborting a queued call, timeouts, odd messages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AiError, AiBridge, type WorkerLike } from '../../src/app/ai/bridge.js';
import type { AiRequest, AiResponse } from '../../src/worker/protocol.js';
import { gameAfter, viewToMove } from './positions.js';

const view = viewToMove(gameAfter(2, 5, 3));
const move = { r: 2, c: 2, v: 1 };

class ScriptedWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  onmessageerror: WorkerLike['onmessageerror'] = null;
  readonly received: AiRequest[] = [];
  terminated = false;
  postMessage(message: AiRequest): void {
    this.received.push(structuredClone(message));
  }
  terminate(): void {
    this.terminated = true;
  }
  send(response: AiResponse): void {
    this.onmessage?.({ data: response });
  }
  /** Answers the latest request with a think result. */
  answerThink(): void {
    this.send({ type: 'result', id: this.received.at(-1)!.id, request: 'think', decision: { move, rollouts: 0, ms: 0 } });
  }
}

function scripted() {
  const workers: ScriptedWorker[] = [];
  return { workers, create: () => workers[workers.push(new ScriptedWorker()) - 1]! };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AiBridge bookkeeping', () => {
  it('starts no worker before the first call, nor for a call already aborted', async () => {
    const { workers, create } = scripted();
    const ai = new AiBridge(create);
    expect(workers).toHaveLength(0);
    await expect(ai.think(view, 'greedy', 1, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers).toHaveLength(0);
  });

  it('sends one request at a time and the next only when the previous is answered', async () => {
    const { workers, create } = scripted();
    const ai = new AiBridge(create);
    const first = ai.think(view, 'greedy', 1);
    const second = ai.think(view, 'easy', 2);
    const worker = workers[0]!;
    expect(worker.received.map((r) => r.type === 'think' && r.kind)).toEqual(['greedy']);
    worker.answerThink();
    await expect(first).resolves.toMatchObject({ move });
    expect(worker.received.map((r) => r.type === 'think' && r.kind)).toEqual(['greedy', 'easy']);
    worker.answerThink();
    await expect(second).resolves.toMatchObject({ move });
    expect(workers).toHaveLength(1);
  });

  it('aborting a queued call rejects it without disturbing the one in progress', async () => {
    const { workers, create } = scripted();
    const ai = new AiBridge(create);
    const running = ai.think(view, 'greedy', 1);
    const controller = new AbortController();
    const queued = ai.think(view, 'easy', 2, { signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    const worker = workers[0]!;
    expect(worker.terminated).toBe(false);
    worker.answerThink();
    await expect(running).resolves.toMatchObject({ move });
    expect(worker.received).toHaveLength(1); // the aborted call was never sent
  });

  it('forwards progress and ignores messages for other requests', async () => {
    const { workers, create } = scripted();
    const ai = new AiBridge(create);
    const seen: number[] = [];
    const pending = ai.think(view, 'medium', 1, { onProgress: (p) => seen.push(p.done) });
    const worker = workers[0]!;
    const { id } = worker.received[0]!;
    const leader = { move, value: 0.5, winRate: 0.5, margin: 0, rollouts: 10 };
    worker.send({ type: 'progress', id, done: 10, total: 100, leader });
    worker.send({ type: 'progress', id: id + 1, done: 99, total: 100, leader });
    worker.send({ type: 'result', id: id + 1, request: 'think', decision: { move: { r: 0, c: 0, v: 9 }, rollouts: 0, ms: 0 } });
    worker.onmessage?.({ data: 'noise' });
    worker.send({ type: 'progress', id, done: 20, total: 100, leader });
    worker.answerThink();
    await expect(pending).resolves.toMatchObject({ move });
    expect(seen).toEqual([10, 20]);
  });

  it('gives up on a silent worker after its time budget plus the margin, and replaces it', async () => {
    vi.useFakeTimers();
    const { workers, create } = scripted();
    const ai = new AiBridge(create, { timeoutMarginMs: 1_000 });
    const pending = ai.think(view, 'medium', 1, { ms: 300 });
    const outcome = pending.then(
      () => 'resolved',
      (error: AiError) => error.problem,
    );
    await vi.advanceTimersByTimeAsync(1_299);
    expect(workers[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await outcome).toEqual({ code: 'too-slow' });
    expect(workers[0]!.terminated).toBe(true);
    const next = ai.targets(view);
    expect(workers).toHaveLength(2);
    const targets = [[0]];
    workers[1]!.send({ type: 'result', id: workers[1]!.received[0]!.id, request: 'targets', targets, outOfTime: [[false]] });
    await expect(next).resolves.toEqual({ targets, outOfTime: [[false]] });
  });

  it('rejects with a clear error when no worker can be started', async () => {
    const ai = new AiBridge(() => {
      throw new Error('Worker is not defined');
    });
    await expect(ai.targets(view)).rejects.toMatchObject({ problem: { code: 'cannot-start', detail: 'Worker is not defined' } });
  });

  it('dispose rejects every pending call and terminates the worker', async () => {
    const { workers, create } = scripted();
    const ai = new AiBridge(create);
    const calls = [ai.think(view, 'greedy', 1), ai.targets(view)];
    ai.dispose();
    for (const call of calls) await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]!.terminated).toBe(true);
  });
});
