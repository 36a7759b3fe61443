/**
 * 24/7's replay viewer state: a validated game and the move it is showing. The position after move k
 * is rebuilt by replaying the first k moves from the deck (the one restore path; a game has at most
 * 36 moves, so this costs microseconds). 7 Jours' is septjours/replay.ts.
 */
import { computed, signal } from '@preact/signals';
import { Game, type GameRecord, type PlayedMove } from '../../engine/twentyfourseven/index.js';
import type { GameSession } from './session.js';

export class Replay {
  readonly gameId = '24-7';
  /** How many moves are on the board: 0 (the deal) to `length`. */
  readonly step = signal(0);
  readonly moves: readonly PlayedMove[];

  constructor(
    /** The whole game: names, seats, the end position and its ranking. */
    readonly final: GameSession,
  ) {
    this.moves = [...final.game.history];
  }

  get length(): number {
    return this.moves.length;
  }

  /** The game after `step` moves. */
  readonly position = computed(() => {
    const game = new Game(this.final.game.players, this.final.game.deck);
    for (const move of this.moves.slice(0, this.step.value)) game.play(move);
    return game;
  });

  /** The move just made (the one that led to this position), or null at the deal. */
  readonly current = computed(() => this.moves[this.step.value - 1] ?? null);

  readonly atEnd = computed(() => this.step.value === this.moves.length);

  goTo(step: number): void {
    this.step.value = Math.max(0, Math.min(this.moves.length, Math.round(step)));
  }

  next(): void {
    this.goTo(this.step.value + 1);
  }

  previous(): void {
    this.goTo(this.step.value - 1);
  }

  record(): GameRecord {
    return this.final.record();
  }
}
