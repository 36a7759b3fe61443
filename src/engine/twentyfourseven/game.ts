/**
 * A game as players see it: the deck it came from, the live state, and the history of placements with
 * their breakdowns and the seats skipped after each. Resume, import and replay all rebuild a Game by
 * replaying moves from the deck (one restore path).
 */
import { cellAt } from './board.js';
import { rankSeats } from './ranking.js';
import type { PlayableGame } from '../module.js';
import { legalMoves, refusalOf, playUnchecked, skippedBetween, type Move, type Refusal } from './rules.js';
import { scoreBreakdown, type ScoreBreakdown } from './scoring.js';
import { setupState } from './setup.js';
import type { GameState } from './state.js';

export interface PlayedMove extends Move {
  player: number;
  breakdown: ScoreBreakdown;
  /** Seats that could not place and were passed over after this move. */
  skipped: number[];
}

export type PlayResult = { ok: true; played: PlayedMove } | { ok: false; refusal: Refusal };

export class Game implements PlayableGame<Move, Refusal> {
  readonly players: number;
  readonly deck: readonly number[];
  readonly state: GameState;
  readonly history: PlayedMove[] = [];

  /** `deck` must already be valid (see deckProblem in record.ts). */
  constructor(players: number, deck: readonly number[]) {
    this.players = players;
    this.deck = [...deck];
    this.state = setupState(players, deck);
  }

  /** The seat to move, or -1 once the game is over. */
  get toMove(): number {
    return this.state.toMove;
  }

  get over(): boolean {
    return this.state.over;
  }

  play(move: Move): PlayResult {
    const refusal = refusalOf(this.state, move);
    if (refusal) return { ok: false, refusal };
    const cell = cellAt(move.r, move.c);
    const player = this.state.toMove;
    const breakdown = scoreBreakdown(this.state, cell, move.v);
    playUnchecked(this.state, cell, move.v);
    const played: PlayedMove = {
      player,
      r: move.r,
      c: move.c,
      v: move.v,
      breakdown,
      skipped: skippedBetween(this.players, player, this.state.toMove),
    };
    this.history.push(played);
    return { ok: true, played };
  }

  /** The placements so far, as the record stores them. */
  legalMoves(): Move[] {
    return legalMoves(this.state);
  }

  moves(): Move[] {
    return this.history.map(({ r, c, v }) => ({ r, c, v }));
  }

  ranking(): number[][] {
    return rankSeats(this.state.scores, this.state.handSizes);
  }
}
