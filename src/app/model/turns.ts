/**
 * What happens at the start of each turn: the legal-target map is asked of the worker (once per
 * turn, only looked up while dragging), an AI seat thinks in the worker and then plays, and a human
 * seat in pass-and-play waits behind the hand-off screen until its player is holding the device.
 * Every async step checks it still belongs to the current turn, so a late answer changes nothing.
 */
import { signal } from '@preact/signals';
import type { Move } from '../../engine/twentyfourseven/index.js';
import type { AiProblem } from '../../worker/protocol.js';
import type { AiBridge } from '../ai/bridge.js';
import { messages } from '../i18n/index.js';
import { aiProblemWords, isAbort, moveSeed, problemOf, sleep } from './ai.js';
import type { FeedbackPlayer } from './feedback.js';
import { isAi } from './seats.js';
import type { GameSession } from './session.js';

/** The least time the "thinking" indicator shows, so an instant AI still reads as a turn. */
export const MIN_THINK_MS = 450;

export class TurnController {
  /** The AI seat thinking now. */
  readonly thinking = signal<number | null>(null);
  readonly aiError = signal<AiProblem | null>(null);
  /** The human seat the device must be passed to before its hand shows. */
  readonly handoff = signal<number | null>(null);
  /** In pass-and-play, the human seat holding the device (whose hand may show). */
  readonly viewer = signal<number | null>(null);
  readonly hint = signal<Move | null>(null);
  readonly hintBusy = signal(false);
  private readonly abort = new AbortController();
  private token = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly session: GameSession,
    private readonly bridge: AiBridge,
    private readonly feedback: FeedbackPlayer,
    private readonly notify: (text: string) => void,
  ) {
    this.unsubscribe = session.onMove(() => void this.begin());
  }

  /** Starts the current turn (the game screen opened, or the player asked to retry). */
  begin(): Promise<void> {
    const token = ++this.token;
    const { game } = this.session;
    this.hint.value = null;
    this.aiError.value = null;
    this.thinking.value = null;
    const seat = game.state.toMove;
    if (seat < 0) return Promise.resolve();
    const kind = this.session.seats[seat]!.kind;
    if (isAi(kind)) return this.aiTurn(token, seat, kind);
    return this.humanTurn(token, seat);
  }

  /** Stops thinking (terminating the worker's search) and ignores every late answer. */
  stop(): void {
    this.token++;
    this.abort.abort();
    this.unsubscribe();
  }

  acceptHandoff(): void {
    this.viewer.value = this.handoff.value;
    this.handoff.value = null;
  }

  async requestHint(): Promise<void> {
    const seat = this.session.game.state.toMove;
    if (seat < 0 || this.hintBusy.value || isAi(this.session.seats[seat]!.kind)) return;
    const token = this.token;
    this.hintBusy.value = true;
    try {
      const hint = await this.bridge.hint(this.session.viewOf(seat), 'medium', moveSeed(this.session.game, 'hint'), {
        signal: this.abort.signal,
      });
      if (token === this.token) this.hint.value = hint.move;
    } catch (error) {
      if (!isAbort(error) && token === this.token) {
        this.notify(messages.value.status.noHint({ reason: aiProblemWords(problemOf(error)) }));
      }
    } finally {
      if (token === this.token) this.hintBusy.value = false;
    }
  }

  private stale(token: number): boolean {
    return token !== this.token;
  }

  private async aiTurn(token: number, seat: number, kind: 'easy' | 'medium' | 'hard'): Promise<void> {
    this.thinking.value = seat;
    const { game } = this.session;
    const decision = this.bridge.think(this.session.viewOf(seat), kind, moveSeed(game), { signal: this.abort.signal });
    decision.catch(() => undefined); // handled below; avoids an unhandled rejection while we wait
    try {
      await this.feedback.idle(); // let the last move's scoring finish before this one starts
      const shownAt = performance.now();
      const { move } = await decision;
      await sleep(MIN_THINK_MS - (performance.now() - shownAt));
      await this.feedback.idle();
      if (this.stale(token)) return;
      this.thinking.value = null;
      const result = this.session.play(move);
      if (!result.ok) this.aiError.value = { code: 'illegal-move', detail: result.refusal.message };
    } catch (error) {
      if (isAbort(error) || this.stale(token)) return;
      this.thinking.value = null;
      this.aiError.value = problemOf(error);
    }
  }

  private async humanTurn(token: number, seat: number): Promise<void> {
    const passAndPlay = this.session.humans.length >= 2 && !this.session.setup.options.openHands;
    if (!passAndPlay || this.viewer.value === seat) return;
    this.viewer.value = null; // the previous player's hand goes away at once
    await this.feedback.idle();
    if (!this.stale(token)) this.handoff.value = seat;
  }
}
