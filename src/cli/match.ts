/**
 * Matches between AI players on worker threads, shared by the arena command and the AI benchmark.
 *
 * A match is a lineup (one kind per seat) and a number of deals; each deal is played once from every
 * seat rotation. The games are handed out one at a time to whichever worker is free, and the results
 * are put back in (deal, rotation) order, so what a match measures does not depend on the number of
 * workers: every game's deck and every move's seed follow from (seed, deal, rotation, move number).
 * (The search levels also stop at their time budget, so a heavily loaded machine can still change a
 * Medium or Hard move; the rollout cap, not the clock, ends their search on an idle one.)
 */
import type { GameId } from '../engine/games.js';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameResult } from '../ai/arena.js';
import { PLAYER_KINDS, isPlayerKind, type PlayerKind } from '../ai/levels.js';

export { PLAYER_KINDS, isPlayerKind };

export interface MatchTask {
  deal: number;
  rotation: number;
}

export interface MatchWorkerData {
  game: GameId;
  lineup: PlayerKind[];
  seed: number;
}

export type MatchWorkerReply = { ok: true; result: GameResult } | { ok: false; task: MatchTask; message: string };

export interface MatchOptions {
  /** One kind per seat; its length is the number of players. */
  game: GameId;
  lineup: readonly PlayerKind[];
  deals: number;
  seed: number;
  /** Worker threads to use (at most one per game). */
  jobs: number;
  /** Called on the main thread after each finished game. */
  onGame?: (done: number, total: number, result: GameResult) => void;
}

export function defaultJobs(): number {
  return availableParallelism();
}

/** The lineup of a match of `a` against `b`: `a` in one seat, `b` in all the others. */
export function lineupOf(a: PlayerKind, b: PlayerKind, players: number): PlayerKind[] {
  return [a, ...new Array<PlayerKind>(players - 1).fill(b)];
}

/** Every (deal, rotation) of a match, deal by deal. */
export function matchTasks(players: number, deals: number): MatchTask[] {
  const tasks: MatchTask[] = [];
  for (let deal = 0; deal < deals; deal++) for (let rotation = 0; rotation < players; rotation++) tasks.push({ deal, rotation });
  return tasks;
}

/**
 * Starts a worker running match-worker.ts. On Node 20, `new Worker(file.ts, { execArgv: ['--import', 'tsx'] })`
 * fails with ERR_UNKNOWN_FILE_EXTENSION: module hooks given in a worker's execArgv are not applied there
 * (nodejs/node#47747, fixed in Node 22). tsx's tsImport registers its hooks inside the worker itself,
 * which works on Node 20 and later alike.
 */
function startWorker(workerData: MatchWorkerData): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./match-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}));`;
  return new Worker(boot, { eval: true, workerData });
}

/** Plays every game of the match on `jobs` worker threads; resolves with the results in (deal, rotation) order. */
export function runMatch(options: MatchOptions): Promise<GameResult[]> {
  const { game, lineup, deals, seed, onGame } = options;
  const tasks = matchTasks(lineup.length, deals);
  const jobs = Math.max(1, Math.min(Math.floor(options.jobs), tasks.length));
  const results: GameResult[] = [];
  if (tasks.length === 0) return Promise.resolve(results);
  const workerData: MatchWorkerData = { game, lineup: [...lineup], seed };
  const workers: Worker[] = [];
  return new Promise<GameResult[]>((resolve, reject) => {
    let next = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      void Promise.all(workers.map((worker) => worker.terminate())).then(() =>
        error ? reject(error) : resolve(results.sort((x, y) => x.deal - y.deal || x.rotation - y.rotation)),
      );
    };
    const feed = (worker: Worker) => {
      if (next < tasks.length) worker.postMessage(tasks[next++]!);
    };
    for (let j = 0; j < jobs; j++) {
      const worker = startWorker(workerData);
      workers.push(worker);
      worker.on('message', (reply: MatchWorkerReply) => {
        if (settled) return;
        if (!reply.ok) {
          finish(new Error(`deal ${reply.task.deal}, rotation ${reply.task.rotation}: ${reply.message}`));
          return;
        }
        results.push(reply.result);
        onGame?.(results.length, tasks.length, reply.result);
        if (results.length === tasks.length) finish();
        else feed(worker);
      });
      worker.on('error', (error) => finish(error));
      worker.on('exit', (code) => {
        if (!settled) finish(new Error(`a match worker stopped (exit code ${code}) before the match was over`));
      });
      feed(worker);
    }
  });
}

// ---- Option parsing and formatting shared by the arena and the benchmark ----

export class UsageError extends Error {}

/** Parses `--name value` pairs (and bare `--flag`s listed in `flags`); rejects anything else. */
export function parseOptions(args: readonly string[], valued: readonly string[], flags: readonly string[] = []): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    if (name !== undefined && flags.includes(name)) {
      options.set(name, 'true');
    } else if (name !== undefined && valued.includes(name)) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      if (options.has(name)) throw new UsageError(`${arg} is given twice`);
      options.set(name, value);
      i++;
    } else {
      throw new UsageError(name !== undefined ? `unknown option ${arg}` : `unexpected argument "${arg}"`);
    }
  }
  return options;
}

/** A whole number from an option, between `min` and `max`. */
export function intOption(
  options: Map<string, string>,
  name: string,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const text = options.get(name);
  if (text === undefined) return fallback;
  const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(
      `--${name} must be a whole number${max === Number.MAX_SAFE_INTEGER ? ` of at least ${min}` : ` from ${min} to ${max}`}, not "${text}"`,
    );
  }
  return value;
}

export function kindOption(options: Map<string, string>, name: string): PlayerKind {
  const text = options.get(name);
  if (text === undefined) throw new UsageError(`--${name} is required (one of ${PLAYER_KINDS.join(', ')})`);
  if (!isPlayerKind(text)) throw new UsageError(`unknown player kind "${text}" for --${name} (valid kinds: ${PLAYER_KINDS.join(', ')})`);
  return text;
}

export function percent(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

export function interval([low, high]: readonly [number, number]): string {
  return `[${percent(low)}, ${percent(high)}]`;
}

export function millis(ms: number): string {
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Rows of cells as text columns, left-aligned except the columns listed in `right`. */
export function alignedTable(rows: readonly (readonly string[])[], right: ReadonlySet<number>): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, col) => (right.has(col) ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Rows of cells as a markdown table; the first row is the header. */
export function markdownTable(rows: readonly (readonly string[])[], right: ReadonlySet<number>): string {
  const [header, ...body] = rows;
  const rule = header!.map((_, col) => (right.has(col) ? '--:' : '---'));
  return [header!, rule, ...body].map((row) => `| ${row.join(' | ')} |`).join('\n');
}
