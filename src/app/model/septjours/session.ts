/**
 * A 7 Jours game session: the engine Game plus who sits where (seatsSetup.ts). Like 24/7's, its
 * signals change when `version` is bumped, which happens only in `play`, the hook for the saves.
 */
import type { Parsed } from '../../../engine/module.js';
import {
  Game,
  recordOf,
  replayRecord,
  shuffledDeck,
  viewFor,
  type GameRecord,
  type Move,
  type PlayedMove,
  type PlayResult,
  type SeatView,
} from '../../../engine/septjours/index.js';
import { fullSetup, metaOf, SessionBase, setupFromMeta, type NewSetup, type SessionSetup } from '../seatsSetup.js';

export class SeptSession extends SessionBase<Game, PlayedMove> {
  readonly gameId = '7-jours';

  private constructor(game: Game, setup: SessionSetup) {
    super(game, setup);
  }

  /** A new game; `firstDealer` is a seat. */
  static start(setup: NewSetup & { firstDealer: number }): SeptSession {
    return new SeptSession(new Game(setup.seats.length, shuffledDeck(setup.seed), setup.firstDealer), fullSetup(setup));
  }

  /** Rebuilds a session from a record (the one restore path: resume, import, replay). */
  static fromRecord(data: unknown): Parsed<SeptSession> {
    const replayed = replayRecord(data);
    if (!replayed.ok) return replayed;
    const game = replayed.value;
    return { ok: true, value: new SeptSession(game, setupFromMeta((data as GameRecord).meta, game.players)) };
  }

  /** Applies a move, bumps the version and tells the listeners. Refused moves change nothing. */
  play(move: Move): PlayResult {
    const result = this.game.play(move);
    if (result.ok) this.played(result.played);
    return result;
  }

  record(): GameRecord {
    return recordOf(this.game, metaOf(this.setup));
  }

  /** Same players, their colours and options, a new deck; the seat after this game's first dealer deals first. */
  rematch(seed: number | string): SeptSession {
    const { seats, colours, options } = this.setup;
    return SeptSession.start({ seats, colours, options, seed, firstDealer: (this.game.firstDealer + 1) % seats.length });
  }

  /** What one seat may know, for the worker. */
  viewOf(seat: number): SeatView {
    return viewFor(this.game, seat);
  }

  readonly round = this.derived((g) => g.round);
  readonly dealer = this.derived((g) => g.dealer);
  /** What everyone sees: the row, the packets once dealt, who holds what. */
  readonly table = this.derived((g) => viewFor(g, Math.max(0, g.toMove)));
  readonly points = this.derived((g) => g.points());
  readonly ranking = this.derived((g) => g.ranking());
  readonly history = this.derived((g) => [...g.history]);
  readonly lastMove = this.derived((g) => g.history[g.history.length - 1] ?? null);
}
