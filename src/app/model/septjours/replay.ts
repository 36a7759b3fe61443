/**
 * The 7 Jours replay viewer's state: a validated game and the step it is showing, 0 (the first row
 * laid out) to one per move. As in 24/7's viewer (../replayState.ts), the position after move k is
 * rebuilt by replaying the first k moves from the deck, the one restore path; a game has at most 24
 * moves, so this costs microseconds. Loaded with the game's code when its first replay opens.
 */
import { computed } from '@preact/signals';
import { Game, viewFor, type Move, type PlayedMove, type SeatView } from '../../../engine/septjours/index.js';
import { ReplaySteps } from '../replaySteps.js';
import type { SeptSession } from './session.js';

export class SeptReplay extends ReplaySteps<SeptSession> {
  readonly gameId = '7-jours';
  /** The moves with who made them and the cards dealt or taken, for the words. */
  readonly played: readonly PlayedMove[];
  /** The same moves as the record keeps them, to replay. */
  private readonly moves: readonly Move[];

  constructor(final: SeptSession) {
    super(final, final.game.history.length);
    this.played = [...final.game.history];
    this.moves = final.game.moves();
  }

  /** The game after `steps` moves (clamped to the game). */
  gameAt(steps: number): Game {
    const { players, deck, firstDealer } = this.final.game;
    const game = new Game(players, deck, firstDealer);
    for (const move of this.moves.slice(0, Math.max(0, steps))) game.play(move);
    return game;
  }

  /** The game after `step` moves. */
  readonly position = computed(() => this.gameAt(this.step.value));

  /** The move just made (the one that led to this position), or null at the deal. */
  readonly current = computed(() => this.played[this.step.value - 1] ?? null);

  /** The table as everyone sees it: the row or the packets, who holds what, who deals and who moves. */
  readonly view = computed((): SeatView => {
    const game = this.position.value;
    return viewFor(game, Math.max(0, game.toMove));
  });

  /** Each player's points as the cards stand at this step. */
  readonly points = computed(() => this.position.value.points());

  /**
   * What the move just made did to each player's total. A pick changes more than its picker's: taking
   * an element's most (or leaving its fewest) takes that bonus from whoever held it. Zeros at the deal.
   */
  readonly changes = computed((): number[] => {
    const step = this.step.value;
    const after = this.points.value;
    if (step === 0) return after.map(() => 0);
    const before = this.gameAt(step - 1).points();
    return after.map((p, seat) => p.total - before[seat]!.total);
  });

  /** Who took each packet of the round on the table so far, by packet: the picks since its deal. */
  readonly takers = computed((): ReadonlyMap<number, number> => {
    const takers = new Map<number, number>();
    if (this.view.value.packets === undefined) return takers;
    for (let i = this.step.value - 1; i >= 0; i--) {
      const move = this.played[i]!;
      if (!('pick' in move)) break;
      takers.set(move.pick, move.player);
    }
    return takers;
  });
}
