/**
 * The AI worker for Node tests: a worker_threads thread running the production handlers. For the
 * bridge's failure tests it can misbehave on purpose (chosen per thread through workerData), a hook the
 * browser worker does not have: 'exit' ends the thread, 'throw' dies of an uncaught error, 'hang'
 * never answers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { handleRequest } from '../../src/worker/handlers.js';

export type Misbehaviour = 'exit' | 'throw' | 'hang';

const misbehave = (workerData as { misbehave?: Misbehaviour } | null)?.misbehave;
const port = parentPort;
if (!port) throw new Error('node-worker.ts must run in a worker thread');

port.on('message', (data: unknown) => {
  if (misbehave === 'exit') process.exit(1);
  if (misbehave === 'throw') throw new Error('the test worker crashed on purpose');
  if (misbehave === 'hang') return;
  handleRequest(data, (response) => port.postMessage(response));
});
