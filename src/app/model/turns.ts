/**
 * What happens at the start of each turn: the legal-target map is asked of the worker (once per
 * turn, only looked up while dragging), an AI seat thinks in the worker and then plays, and a human
 * seat in pass-and-play waits behind the hand-off screen until its player is holding the device.
 * Every async step checks it still belongs to the current turn, so a late answer changes nothing.
 */
import { signal } from '@preact/signals';
import type { Move } from '../../engine/twentyfourseven/index.js';
import type { AiBridge } from '../ai/bridge.js';
import { messages } from '../i18n/index.js';
import { aiProblemWords, isAbort, moveSeed, problemOf } from './ai.js';
import type { FeedbackPlayer } from './feedback.js';
import { isAi } from './seats.js';
import type { GameSession } from './session.js';
import { TurnsBase } from './turnsBase.js';
import { nextPaint } from './afterPaint.js';

export class TurnController extends TurnsBase<Move> {
  readonly hint = signal<Move | null>(null);
  readonly hintBusy = signal(false);

  constructor(
    private readonly session: GameSession,
    private readonly bridge: AiBridge,
    feedback: FeedbackPlayer,
    private readonly notify: (text: string) => void,
  ) {
    super(session, () => feedback.idle()); // every step waits for the last move's scoring feedback
  }

  /** Starts the current turn (the game screen opened, or the player asked to retry). */
  begin(): Promise<void> {
    const token = this.nextTurn();
    const { game } = this.session;
    this.hint.value = null;
    const seat = game.state.toMove;
    if (seat < 0) return Promise.resolve();
    const kind = this.session.seats[seat]!.kind;
    if (!isAi(kind)) return this.humanTurn(token, seat);
    // Asked once the last move's frame is painted: the tap that played it then holds only what it shows.
    const view = this.session.viewOf(seat);
    const seed = moveSeed(game);
    const decision = nextPaint().then(() => this.bridge.think(view, kind, seed, { signal: this.abort.signal }));
    return this.aiTurn(token, seat, decision, (move) => this.session.play(move));
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
}
