/**
 * What happens at the start of each 7 Jours turn: an AI seat thinks in the worker and then plays, a
 * human seat in pass-and-play waits behind the hand-off screen until its player holds the device, and
 * the dealer's last packet (which leaves no choice) is taken for them. Every step waits for the last
 * move's show to end, and checks it still belongs to the current turn, so a late answer changes nothing.
 */
import { signal } from '@preact/signals';
import type { Game } from '../../engine/septjours/index.js';
import { seedFrom } from '../../engine/rng.js';
import type { AiProblem } from '../../worker/protocol.js';
import type { AiBridge } from '../ai/bridge.js';
import { isAbort, problemOf, sleep } from '../model/ai.js';
import { isAi } from '../model/seats.js';
import type { SeptSession } from '../model/septjours/session.js';
import type { MoveShow } from './show.js';

/** The least time the "thinking" indicator shows, so an instant AI still reads as a turn. */
export const MIN_THINK_MS = 450;
/** How long the forced last pick waits, so the table does not change under the player's eyes. */
export const LAST_PICK_MS = 350;

/** The seed for the move about to be made: from the deck and the move number, so a replayed game replays the AI's choices. */
export function septSeed(game: Game): number {
  return seedFrom(`${game.deck.join('.')}#${game.history.length}`);
}

/** The one packet left, when the next pick leaves no choice. */
export function forcedPick(game: Game): number | null {
  const moves = game.legalMoves();
  const only = moves.length === 1 ? moves[0]! : null;
  return only && 'pick' in only ? only.pick : null;
}

export class SeptTurns {
  /** The AI seat thinking now. */
  readonly thinking = signal<number | null>(null);
  readonly aiError = signal<AiProblem | null>(null);
  /** The human seat the device must be passed to. */
  readonly handoff = signal<number | null>(null);
  /** In pass-and-play, the human seat holding the device. */
  readonly viewer = signal<number | null>(null);
  private readonly abort = new AbortController();
  private token = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly session: SeptSession,
    private readonly bridge: AiBridge,
    private readonly show: MoveShow,
  ) {
    this.unsubscribe = session.onMove(() => void this.begin());
  }

  /** Whether pass-and-play hand-offs apply: two humans or more, hands not open for learning. */
  get passAndPlay(): boolean {
    return this.session.humans.length >= 2 && !this.session.setup.options.openHands;
  }

  /** Starts the current turn (the screen opened, a move was played, or the player asked to retry). */
  begin(): Promise<void> {
    const token = ++this.token;
    const { game } = this.session;
    this.aiError.value = null;
    this.thinking.value = null;
    const seat = game.toMove;
    if (seat < 0) return Promise.resolve();
    if (forcedPick(game) !== null) return this.lastPick(token);
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

  private stale(token: number): boolean {
    return token !== this.token;
  }

  private async lastPick(token: number): Promise<void> {
    await this.show.idle();
    await sleep(LAST_PICK_MS);
    await this.show.idle();
    const pick = forcedPick(this.session.game);
    if (this.stale(token) || pick === null) return;
    this.session.play({ pick });
  }

  private async aiTurn(token: number, seat: number, kind: 'easy' | 'medium' | 'hard'): Promise<void> {
    this.thinking.value = seat;
    const { game } = this.session;
    const decision = this.bridge.thinkSeptJours(this.session.viewOf(seat), kind, septSeed(game), { signal: this.abort.signal });
    decision.catch(() => undefined); // handled below; avoids an unhandled rejection while the show plays
    try {
      await this.show.idle();
      const shownAt = performance.now();
      const { move } = await decision;
      await sleep(MIN_THINK_MS - (performance.now() - shownAt));
      await this.show.idle();
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
    if (!this.passAndPlay || this.viewer.value === seat) return;
    this.viewer.value = null;
    await this.show.idle();
    if (!this.stale(token)) this.handoff.value = seat;
  }
}
