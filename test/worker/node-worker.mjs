// Boots node-worker.ts in a worker thread. Node 20 does not apply `--import tsx` from a Worker's
// execArgv to the thread's ES module loader (nodejs/node#47747, fixed in Node 22.2), so the thread
// registers tsx itself before importing the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./node-worker.ts');
