/**
 * What both games' turn controllers share: the AI seat thinking and its error, the pass-and-play
 * hand-off, and the turn token that makes every late answer change nothing. Each game's controller
 * says when a turn starts what to do, how its AI is asked, and what the last move's show is that
 * every step waits for (24/7's scoring feedback, 7 Jours' moves shown step by step).
 */
import { batch, signal } from '@preact/signals';
import { afterNextPaint, nextPaint } from './afterPaint.js';
import type { AiProblem } from '../../worker/protocol.js';
import { isAbort, problemOf, sleep } from './ai.js';

/** The least time the "thinking" indicator shows, so an instant AI still reads as a turn. */
const MIN_THINK_MS = 450;

type Played = { ok: true } | { ok: false; refusal: { message: string } };

interface TurnsSession {
  readonly humans: readonly number[];
  readonly setup: { options: { openHands: boolean } };
  onMove(listener: () => void): () => void;
}

export abstract class TurnsBase<M> {
  /** The AI seat thinking now. */
  readonly thinking = signal<number | null>(null);
  readonly aiError = signal<AiProblem | null>(null);
  /** The human seat the device must be passed to before its turn shows. */
  readonly handoff = signal<number | null>(null);
  /** In pass-and-play, the human seat holding the device. */
  readonly viewer = signal<number | null>(null);
  protected readonly abort = new AbortController();
  protected token = 0;
  private readonly unsubscribe: () => void;

  constructor(
    /** Either game's session, as far as turns go; the subclasses hold it typed. */
    private readonly base: TurnsSession,
    /** Resolves when the last move's show is over. */
    private readonly idle: () => Promise<void>,
  ) {
    this.unsubscribe = base.onMove(() => void this.begin());
  }

  /** Starts the current turn (the screen opened, a move was played, or the player asked to retry). */
  abstract begin(): Promise<void>;

  /** Whether pass-and-play hand-offs apply: two humans or more, hands not open for learning. */
  get passAndPlay(): boolean {
    return this.base.humans.length >= 2 && !this.base.setup.options.openHands;
  }

  /** Stops thinking (terminating the worker's search) and ignores every late answer. */
  stop(): void {
    this.token++;
    this.abort.abort();
    this.unsubscribe();
  }

  /** The next player has the device: their hand shows. A second call (a double tap) changes nothing. */
  acceptHandoff(): void {
    if (this.handoff.value === null) return;
    batch(() => {
      this.viewer.value = this.handoff.value;
      this.handoff.value = null;
    });
  }

  /** The hand-off tapped: the tap's frame shows the press, and the hand is drawn once it is painted. */
  acceptHandoffAfterPaint(): void {
    afterNextPaint(() => this.acceptHandoff());
  }

  /** A new turn: earlier answers become stale. Returns its token. */
  protected nextTurn(): number {
    this.aiError.value = null;
    this.thinking.value = null;
    return ++this.token;
  }

  protected stale(token: number): boolean {
    return token !== this.token;
  }

  /** An AI seat's turn: it thinks (at least MIN_THINK_MS on screen), then plays once the last show is over. */
  protected async aiTurn(token: number, seat: number, decision: Promise<{ move: M }>, play: (move: M) => Played): Promise<void> {
    // The thinking shows from the frame after the last move's, which then draws that move alone.
    afterNextPaint(() => {
      if (!this.stale(token) && this.aiError.peek() === null) this.thinking.value = seat;
    });
    decision.catch(() => undefined); // handled below; avoids an unhandled rejection while the show plays
    try {
      await this.idle();
      const shownAt = performance.now();
      const { move } = await decision;
      await sleep(MIN_THINK_MS - (performance.now() - shownAt));
      await this.idle();
      // The frame that clears the last show is painted before the move: both in one made it long.
      await nextPaint();
      if (this.stale(token)) return;
      this.thinking.value = null;
      const result = play(move);
      if (!result.ok) this.aiError.value = { code: 'illegal-move', detail: result.refusal.message };
    } catch (error) {
      if (isAbort(error) || this.stale(token)) return;
      this.thinking.value = null;
      this.aiError.value = problemOf(error);
    }
  }

  /** A human seat's turn: in pass-and-play, the previous player's view goes at once and the hand-off waits for the show. */
  protected async humanTurn(token: number, seat: number): Promise<void> {
    if (!this.passAndPlay || this.viewer.value === seat) return;
    this.viewer.value = null;
    await this.idle();
    if (!this.stale(token)) this.handoff.value = seat;
  }
}
