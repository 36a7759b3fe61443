/**
 * The app's handle on the AI worker, after Squoosh's WorkerBridge: the worker starts on the first call,
 * calls run one at a time in order, and each returns a Promise. Aborting a call terminates the worker
 * (a search cannot be interrupted any other way) and the next call starts a fresh one. A worker that
 * crashes is replaced and the call retried once; one that stays silent past the call's time budget
 * plus a margin is replaced too. So the UI never waits on a dead worker.
 */
import type { Decision as AnyDecision } from '../../ai/player.js';
import { SEARCH_LEVELS as SEPT_LEVELS } from '../../ai/septjours/levels.js';
import { SEARCH_LEVELS } from '../../ai/twentyfourseven/levels.js';
import type { GameId } from '../../engine/gameIds.js';
import type * as SeptJours from '../../engine/septjours/index.js';
import type {
  AiProblem,
  AiRequest,
  AiResponse,
  Decision,
  Hint,
  HintLevel,
  Move,
  MoveReview,
  PlayerKind,
  Progress,
  RequestBody,
  RequestType,
  ResultOf,
  ResultResponse,
  SeatView,
  Targets,
} from '../../worker/protocol.js';

/** An event handler property that accepts the DOM's handlers and plain functions alike. */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The part of a Worker the bridge uses; a DOM Worker is one, and tests adapt Node's worker_threads. */
export interface WorkerLike {
  postMessage(message: AiRequest): void;
  terminate(): void;
  onmessage: Handler<{ data: unknown }> | null;
  /** An uncaught error in the worker, a script that failed to load, or (in Node) the thread exiting. */
  onerror: Handler<{ message?: string }> | null;
  onmessageerror?: Handler<unknown> | null;
}

export interface AiBridgeOptions {
  /** How long past its time budget a call may go unanswered before the worker is presumed stuck. */
  timeoutMarginMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ThinkOptions extends CallOptions {
  onProgress?: (progress: Progress) => void;
  /** Overrides the level's time budget (ms). */
  ms?: number;
  /** Overrides the level's rollout cap. */
  rollouts?: number;
}

export const DEFAULT_TIMEOUT_MARGIN_MS = 15_000;

/** A call the AI could not answer: why, as data (the app words it in the player's language). */
export class AiError extends Error {
  constructor(readonly problem: AiProblem) {
    super('detail' in problem ? `${problem.code}: ${problem.detail}` : problem.code);
    this.name = 'AiError';
  }
}

interface Job {
  body: RequestBody;
  resolve: (result: ResultResponse) => void;
  reject: (error: unknown) => void;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
  /** The id of the current attempt; each attempt gets a new one. */
  id: number;
  crashes: number;
  timer?: ReturnType<typeof setTimeout>;
}

export class AiBridge {
  private worker: WorkerLike | null = null;
  private active: Job | null = null;
  private readonly queue: Job[] = [];
  private nextId = 1;
  private readonly timeoutMarginMs: number;

  constructor(
    private readonly createWorker: () => WorkerLike,
    options: AiBridgeOptions = {},
  ) {
    this.timeoutMarginMs = options.timeoutMarginMs ?? DEFAULT_TIMEOUT_MARGIN_MS;
  }

  /** The move the AI player `kind` makes for the view's seat (which must be the one to move). */
  async think(view: SeatView, kind: PlayerKind, seed: number, options: ThinkOptions = {}): Promise<Decision> {
    const { ms, rollouts } = options;
    return (await this.call<'think'>({ type: 'think', view, kind, seed, ms, rollouts }, options)).decision;
  }

  /** The 7 Jours move (a deal or a pick) the AI player `kind` makes for the view's seat. */
  async thinkSeptJours(
    view: SeptJours.SeatView,
    kind: PlayerKind,
    seed: number,
    options: ThinkOptions = {},
  ): Promise<AnyDecision<SeptJours.Move>> {
    const { ms, rollouts } = options;
    return (await this.call<'think-septjours'>({ type: 'think-septjours', view, kind, seed, ms, rollouts }, options)).decision;
  }

  /** A suggested move for the view's seat, with its estimated value, win rate and margin. */
  async hint(view: SeatView, level: HintLevel, seed: number, options: ThinkOptions = {}): Promise<Hint> {
    const { ms, rollouts } = options;
    return (await this.call<'hint'>({ type: 'hint', view, level, seed, ms, rollouts }, options)).hint;
  }

  /**
   * One move of a game judged from its seat's view (`view` is what that seat could see just before it):
   * the move played and the review's choice, each with its score and expected outcome, and its mark.
   */
  async reviewMove(
    game: GameId,
    view: SeatView | SeptJours.SeatView,
    played: Move | SeptJours.Move,
    options: CallOptions = {},
  ): Promise<MoveReview> {
    return (await this.call<'review-move'>({ type: 'review-move', game, view, played }, options)).review;
  }

  /** The largest tile that fits on each empty cell (0 = none) and the out-of-time cells. */
  async targets(view: SeatView, options: CallOptions = {}): Promise<Targets> {
    const { targets, outOfTime } = await this.call<'targets'>({ type: 'targets', view }, options);
    return { targets, outOfTime };
  }

  /** Stops the worker and rejects every pending call with an AbortError; a later call starts afresh. */
  dispose(): void {
    const pending = [...(this.active ? [this.active] : []), ...this.queue.splice(0)];
    this.active = null;
    this.discardWorker();
    for (const job of pending) this.settle(job, () => job.reject(abortError()));
  }

  private call<K extends RequestType>(body: RequestBody<K>, options: ThinkOptions): Promise<ResultOf<K>> {
    return new Promise((resolve, reject) => {
      const { signal, onProgress } = options;
      if (signal?.aborted) return reject(abortError());
      const job: Job = { body, resolve: resolve as (result: ResultResponse) => void, reject, onProgress, signal, id: 0, crashes: 0 };
      if (signal) {
        job.onAbort = () => this.abort(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.pump();
    });
  }

  private pump(): void {
    if (this.active) return;
    const job = this.queue.shift();
    if (!job) return;
    this.active = job;
    this.dispatch(job);
  }

  private dispatch(job: Job): void {
    job.id = this.nextId++;
    let worker: WorkerLike;
    try {
      worker = this.ensureWorker();
    } catch (error) {
      return this.finish(job, () => job.reject(new AiError({ code: 'cannot-start', detail: describe(error) })));
    }
    try {
      worker.postMessage({ ...job.body, id: job.id } as AiRequest);
    } catch (error) {
      return this.finish(job, () => job.reject(new AiError({ code: 'cannot-ask', detail: describe(error) })));
    }
    job.timer = setTimeout(() => this.onTimeout(job), this.budgetOf(job.body) + this.timeoutMarginMs);
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => this.onMessage(worker, event.data);
    worker.onerror = (event) => this.onCrash(worker, event?.message || 'the worker failed');
    worker.onmessageerror = () => this.onCrash(worker, 'a message from the worker could not be read');
    this.worker = worker;
    return worker;
  }

  private onMessage(worker: WorkerLike, data: unknown): void {
    const job = this.active;
    if (worker !== this.worker || !job || !isResponse(data) || data.id !== job.id) return;
    switch (data.type) {
      case 'progress':
        job.onProgress?.({ done: data.done, total: data.total, leader: data.leader });
        return;
      case 'result':
        return this.finish(job, () => job.resolve(data));
      case 'error':
        return this.finish(job, () => job.reject(new AiError(data.problem)));
    }
  }

  private onCrash(worker: WorkerLike, detail: string): void {
    if (worker !== this.worker) return; // an old worker's last words, already replaced
    this.discardWorker();
    const job = this.active;
    if (!job) return;
    clearTimeout(job.timer);
    job.crashes++;
    if (job.crashes < 2) return this.dispatch(job); // on a fresh worker
    this.finish(job, () => job.reject(new AiError({ code: 'crashed', detail })));
  }

  private onTimeout(job: Job): void {
    if (job !== this.active) return;
    this.discardWorker();
    this.finish(job, () => job.reject(new AiError({ code: 'too-slow' })));
  }

  private abort(job: Job): void {
    if (job === this.active) {
      this.discardWorker();
      this.finish(job, () => job.reject(abortError()));
      return;
    }
    const index = this.queue.indexOf(job);
    if (index >= 0) {
      this.queue.splice(index, 1);
      this.settle(job, () => job.reject(abortError()));
    }
  }

  /** Ends the active job and moves on to the next. */
  private finish(job: Job, outcome: () => void): void {
    if (this.active === job) this.active = null;
    this.settle(job, outcome);
    this.pump();
  }

  private settle(job: Job, outcome: () => void): void {
    clearTimeout(job.timer);
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    outcome();
  }

  private discardWorker(): void {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.onmessageerror = null;
    try {
      worker.terminate();
    } catch {
      // Already gone.
    }
  }

  /** How long a call may think, past which (plus the margin) its worker is presumed stuck. */
  private budgetOf(body: RequestBody): number {
    if (body.type === 'targets') return 0;
    // A review's rollout cap ends it, well within the margin even on a slow phone.
    if (body.type === 'review-move') return body.ms ?? 0;
    const kind = body.type === 'hint' ? body.level : body.kind;
    if (kind !== 'medium' && kind !== 'hard') return 0;
    const levels = body.type === 'think-septjours' ? SEPT_LEVELS : SEARCH_LEVELS;
    return body.ms ?? levels[kind].ms;
  }
}

function isResponse(data: unknown): data is AiResponse {
  if (typeof data !== 'object' || data === null) return false;
  const { id, type } = data as { id?: unknown; type?: unknown };
  return typeof id === 'number' && (type === 'progress' || type === 'result' || type === 'error');
}

function abortError(): DOMException {
  return new DOMException('The AI was stopped.', 'AbortError');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
