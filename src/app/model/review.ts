/**
 * Reviewing a game in the worker, one move a request (ai/review.ts judges each move from what its
 * seat could see then). The human seats' moves go first, so their figures come soonest; the AI seats'
 * follow (a player may wonder why Hard played what it did). Cancelling stops the worker at once; the
 * moves already judged stay, and starting again goes on from there.
 */
import { computed, signal } from '@preact/signals';
import { costliestMoves, summarize, type GameReview, type MoveReview, type SeatSummary } from '../../ai/review.js';
import * as SeptJours from '../../engine/septjours/index.js';
import * as TwentyFourSeven from '../../engine/twentyfourseven/index.js';
import type { AiProblem } from '../../worker/protocol.js';
import type { AiBridge } from '../ai/bridge.js';
import { isAbort, problemOf } from './ai.js';
import type { AnySession } from './sessions.js';

export type { GameReview, MoveReview, SeatSummary };
export type AnyMoveReview = MoveReview<TwentyFourSeven.Move> | MoveReview<SeptJours.Move>;

/** What move `index` was played from: the seat that made it and its view just before. */
interface Position {
  index: number;
  seat: number;
  view: TwentyFourSeven.SeatView | SeptJours.SeatView;
  played: TwentyFourSeven.Move | SeptJours.Move;
}

/** Every move of the game with the view of the seat that made it, replayed from the deal. */
function positionsOf(game: AnySession): Position[] {
  const positions: Position[] = [];
  if (game.gameId === '7-jours') {
    const { players, deck, firstDealer } = game.game;
    const replay = new SeptJours.Game(players, deck, firstDealer);
    for (const [index, move] of game.game.moves().entries()) {
      const seat = replay.toMove;
      positions.push({ index, seat, view: SeptJours.viewFor(replay, seat), played: move });
      replay.play(move);
    }
  } else {
    const replay = new TwentyFourSeven.Game(game.game.players, game.game.deck);
    for (const [index, move] of game.game.moves().entries()) {
      const seat = replay.state.toMove;
      positions.push({ index, seat, view: TwentyFourSeven.viewFor(replay.state, seat), played: move });
      replay.play(move);
    }
  }
  return positions;
}

/** A game's review as it comes in: the moves judged so far, and the figures once every one is. */
export class ReviewRun {
  private readonly positions: Position[];
  /** One per move of the game; null until judged. */
  readonly moves = signal<(AnyMoveReview | null)[]>([]);
  readonly running = signal(false);
  readonly problem = signal<AiProblem | null>(null);
  private abort: AbortController | null = null;

  constructor(
    readonly game: AnySession,
    private readonly bridge: AiBridge,
    /** A review kept from before (the store's), shown at once. */
    kept: GameReview<unknown> | null = null,
  ) {
    this.positions = positionsOf(game);
    this.moves.value = kept ? (kept.moves as AnyMoveReview[]) : this.positions.map(() => null);
  }

  readonly done = computed(() => this.moves.value.filter((move) => move !== null).length);
  get total(): number {
    return this.positions.length;
  }

  /** The whole review, once every move is judged. */
  readonly review = computed((): GameReview<unknown> | null => {
    const moves = this.moves.value;
    if (moves.some((move) => move === null)) return null;
    const judged = moves as AnyMoveReview[];
    return { players: this.game.game.players, moves: judged, seats: summarize(this.game.game.players, judged) };
  });

  /** Takes a review kept from before (the store's): nothing is left to judge. */
  adopt(kept: GameReview<unknown>): void {
    if (kept.moves.length === this.positions.length) this.moves.value = kept.moves as AnyMoveReview[];
  }

  /** Whether every move of `seat` is judged (the humans' are judged first, so theirs show soonest). */
  seatDone(seat: number): boolean {
    return this.moves.value.every((move, i) => move !== null || this.positions[i]!.seat !== seat);
  }

  /** The moves judged so far, with their index in the game. */
  private judged(): { move: AnyMoveReview; index: number }[] {
    return this.moves.value.flatMap((move, index) => (move ? [{ move, index }] : []));
  }

  /** A seat's figures, once all its moves are judged. */
  summaryOf(seat: number): SeatSummary | null {
    if (!this.seatDone(seat)) return null;
    return summarize(
      this.game.game.players,
      this.judged().map(({ move }) => move),
    )[seat]!;
  }

  /** A seat's costliest moves (indices into the game's moves), most given away first. */
  costliest(seat: number, count = 3): number[] {
    const judged = this.judged();
    return costliestMoves(
      judged.map(({ move }) => move),
      seat,
      count,
    ).map((i) => judged[i]!.index);
  }

  /** The indices of a seat's moves, in order. */
  movesOf(seat: number): number[] {
    return this.positions.filter((p) => p.seat === seat).map((p) => p.index);
  }

  /** Judges the moves not yet judged, the humans' first; resolves when done, stopped or failed. */
  async run(): Promise<void> {
    if (this.running.value || this.review.value) return;
    const abort = new AbortController();
    this.abort = abort;
    this.running.value = true;
    this.problem.value = null;
    const humans = new Set(this.game.humans);
    const order = [...this.positions].sort((a, b) => Number(humans.has(b.seat)) - Number(humans.has(a.seat)) || a.index - b.index);
    try {
      for (const position of order) {
        if (this.moves.value[position.index]) continue;
        const judged = await this.bridge.reviewMove(this.game.gameId, position.view, position.played, { signal: abort.signal });
        const moves = [...this.moves.value];
        moves[position.index] = judged as AnyMoveReview;
        this.moves.value = moves;
      }
    } catch (error) {
      if (!isAbort(error)) this.problem.value = problemOf(error);
    } finally {
      if (this.abort === abort) this.abort = null;
      this.running.value = false;
    }
  }

  /** Stops the review now (the worker is stopped); what was judged stays. */
  cancel(): void {
    this.abort?.abort();
  }

  /** The view of the seat that made move `index`, just before it: what the review judged it from. */
  viewBefore(index: number): Position['view'] {
    return this.positions[index]!.view;
  }
}
