/**
 * A placement the player is considering, before it is played: its score preview and, if it is not
 * allowed, why. The engine's scoreBreakdown and refusalOf only read the state, so no clone is needed;
 * the Game itself changes only when the placement is confirmed (take-back is free).
 */
import { cellAt, refusalOf, scoreBreakdown, type Game, type Move, type ScoreBreakdown } from '../../engine/twentyfourseven/index.js';
import { refusalWords } from './words.js';

export interface Pending extends Move {
  breakdown: ScoreBreakdown;
}

/** The reason the seat to move may not make this placement (player words), or null when it may. */
export function refusalReason(game: Game, move: Move): string | null {
  const refusal = refusalOf(game.state, move);
  return refusal ? refusalWords(refusal) : null;
}

/** What the placement would score, combination by combination; the move must be legal. */
export function previewScore(game: Game, move: Move): ScoreBreakdown {
  return scoreBreakdown(game.state, cellAt(move.r, move.c), move.v);
}

/** A legal placement with its preview, or the reason it is refused. */
export function consider(game: Game, move: Move): { ok: true; pending: Pending } | { ok: false; reason: string } {
  const reason = refusalReason(game, move);
  if (reason) return { ok: false, reason };
  return { ok: true, pending: { ...move, breakdown: previewScore(game, move) } };
}

/** The hand with one copy of the pending tile taken out (it sits on the board until confirmed). */
export function handWithout(hand: readonly number[], v: number | undefined): number[] {
  const rest = [...hand];
  if (v !== undefined) {
    const at = rest.indexOf(v);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest;
}
