/** Node's worker_threads Worker wrapped as the bridge's WorkerLike, with a log of the threads started. */
import { Worker } from 'node:worker_threads';
import type { WorkerLike } from '../../src/app/ai/bridge.js';
import type { Misbehaviour } from './node-worker.js';

export interface Thread {
  misbehave: Misbehaviour | undefined;
  /** True once the bridge called terminate(). */
  terminated: boolean;
  /** Resolves with the exit code when the thread has ended. */
  exited: Promise<number>;
}

/** A worker factory for AiBridge; the n-th thread it starts misbehaves as plan[n] says. */
export function nodeWorkers(plan: readonly (Misbehaviour | undefined)[] = []) {
  const threads: Thread[] = [];
  const create = (): WorkerLike => {
    const misbehave = plan[threads.length];
    const worker = new Worker(new URL('./node-worker.mjs', import.meta.url), { workerData: { misbehave } });
    const thread: Thread = { misbehave, terminated: false, exited: new Promise((resolve) => worker.once('exit', resolve)) };
    threads.push(thread);
    const like: WorkerLike = {
      onmessage: null,
      onerror: null,
      onmessageerror: null,
      postMessage: (message) => worker.postMessage(message),
      terminate: () => {
        thread.terminated = true;
        void worker.terminate();
      },
    };
    worker.on('message', (data: unknown) => like.onmessage?.({ data }));
    worker.on('messageerror', (error) => like.onmessageerror?.(error));
    worker.on('error', (error) => like.onerror?.({ message: error.message }));
    // A browser worker cannot exit by itself; a Node thread can, and that is a crash too.
    worker.on('exit', (code) => {
      if (!thread.terminated) like.onerror?.({ message: `the worker thread exited with code ${code}` });
    });
    return like;
  };
  return { create, threads };
}
