/** The AI's module worker: each message is a request of protocol.ts, answered by handlers.ts. */
import { handleRequest } from './handlers.js';
import type { AiResponse } from './protocol.js';

/** The part of DedicatedWorkerGlobalScope used here (the app's tsconfig has no WebWorker lib). */
interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: AiResponse): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => handleRequest(event.data, (response) => scope.postMessage(response));
