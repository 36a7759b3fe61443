/**
 * A worker thread of runMatch (match.ts): plays the (deal, rotation) games the main thread sends it, one
 * at a time, and posts each GameResult back. Loaded through tsx (see startWorker in match.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ARENA_GAMES } from '../ai/arenas.js';
import { systemClock } from '../ai/clock.js';
import type { MatchTask, MatchWorkerData, MatchWorkerReply } from './match.js';

const { game, lineup, seed } = workerData as MatchWorkerData;
const playArenaGame = ARENA_GAMES[game];
const port = parentPort!;

port.on('message', (task: MatchTask) => {
  let reply: MatchWorkerReply;
  try {
    reply = { ok: true, result: playArenaGame(lineup, task.deal, task.rotation, seed, systemClock) };
  } catch (error) {
    reply = { ok: false, task, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
