/**
 * What happens at the start of each 7 Jours turn: an AI seat thinks in the worker and then plays, a
 * human seat in pass-and-play waits behind the hand-off screen until its player holds the device, and
 * the dealer's last packet (which leaves no choice) is taken for them. Every step waits for the last
 * move's show to end, and checks it still belongs to the current turn, so a late answer changes nothing.
 */
import type { Game, Move } from '../../engine/septjours/index.js';
import { seedFrom } from '../../engine/rng.js';
import type { AiBridge } from '../ai/bridge.js';
import { sleep } from '../model/ai.js';
import { isAi } from '../model/seats.js';
import type { SeptSession } from '../model/septjours/session.js';
import { TurnsBase } from '../model/turnsBase.js';
import { nextPaint } from '../model/afterPaint.js';
import type { MoveShow } from './show.js';

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

export class SeptTurns extends TurnsBase<Move> {
  constructor(
    private readonly session: SeptSession,
    private readonly bridge: AiBridge,
    private readonly show: MoveShow,
  ) {
    super(session, () => show.idle()); // every step waits for the last move's show
  }

  /** Starts the current turn (the screen opened, a move was played, or the player asked to retry). */
  begin(): Promise<void> {
    const token = this.nextTurn();
    const { game } = this.session;
    const seat = game.toMove;
    if (seat < 0) return Promise.resolve();
    if (forcedPick(game) !== null) return this.lastPick(token);
    const kind = this.session.seats[seat]!.kind;
    if (!isAi(kind)) return this.humanTurn(token, seat);
    // Asked once the last move's frame is painted: the tap that played it then holds only what it shows.
    const view = this.session.viewOf(seat);
    const seed = septSeed(game);
    const decision = nextPaint().then(() => this.bridge.thinkSeptJours(view, kind, seed, { signal: this.abort.signal }));
    return this.aiTurn(token, seat, decision, (move) => this.session.play(move));
  }

  private async lastPick(token: number): Promise<void> {
    await this.show.idle();
    await sleep(LAST_PICK_MS);
    await this.show.idle();
    const pick = forcedPick(this.session.game);
    if (this.stale(token) || pick === null) return;
    this.session.play({ pick });
  }
}
