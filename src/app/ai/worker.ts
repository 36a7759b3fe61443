/** The app's AI worker, started by the bridge when first needed (Vite bundles the worker from this URL). */
import { AiBridge, type AiBridgeOptions, type WorkerLike } from './bridge.js';

export function createAiWorker(): WorkerLike {
  return new Worker(new URL('../../worker/ai.worker.ts', import.meta.url), { type: 'module' });
}

export function createAiBridge(options?: AiBridgeOptions): AiBridge {
  return new AiBridge(createAiWorker, options);
}
