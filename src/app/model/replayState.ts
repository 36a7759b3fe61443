/**
 * 24/7's replay viewer state: a validated game and the move it is showing. The position after move k
 * is rebuilt by replaying the first k moves from the deck (the one restore path; a game has at most
 * 36 moves, so this costs microseconds). 7 Jours' is septjours/replay.ts.
 */
import { computed } from '@preact/signals';
import { Game, type PlayedMove } from '../../engine/twentyfourseven/index.js';
import { ReplaySteps } from './replaySteps.js';
import type { GameSession } from './session.js';

export class Replay extends ReplaySteps<GameSession> {
  readonly gameId = '24-7';
  readonly moves: readonly PlayedMove[];

  constructor(final: GameSession) {
    super(final, final.game.history.length);
    this.moves = [...final.game.history];
  }

  /** The game after `step` moves. */
  readonly position = computed(() => {
    const game = new Game(this.final.game.players, this.final.game.deck);
    for (const move of this.moves.slice(0, this.step.value)) game.play(move);
    return game;
  });

  /** The move just made (the one that led to this position), or null at the deal. */
  readonly current = computed(() => this.moves[this.step.value - 1] ?? null);
}
