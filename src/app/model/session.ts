/**
 * A 24/7 game session: the engine Game (everything replay and resume need, rebuilt from the record)
 * plus who sits where (seatsSetup.ts). The UI reads it through signals that change when `version` is
 * bumped, which happens in exactly one place, `play` — the hook point for saving after every move.
 */
import {
  Game,
  boardRows,
  outOfTimeMap,
  targetMap,
  recordOf,
  replayRecord,
  shuffledDeck,
  viewFor,
  type GameRecord,
  type Move,
  type PlayedMove,
  type PlayResult,
  type SeatView,
} from '../../engine/twentyfourseven/index.js';
import type { Parsed } from '../../engine/module.js';
import { fullSetup, metaOf, SessionBase, setupFromMeta, type NewSetup, type SessionSetup } from './seatsSetup.js';

export { newGameId, type SessionOptions, type SessionSetup } from './seatsSetup.js';

/** The 24/7 session's moves as listeners receive them. */
export type MoveListener = (played: PlayedMove, session: GameSession) => void;

export class GameSession extends SessionBase<Game, PlayedMove> {
  readonly gameId = '24-7';

  private constructor(game: Game, setup: SessionSetup) {
    super(game, setup);
  }

  static start(setup: NewSetup): GameSession {
    return new GameSession(new Game(setup.seats.length, shuffledDeck(setup.seed)), fullSetup(setup));
  }

  /** Rebuilds a session from a record (the one restore path: resume, import, replay). */
  static fromRecord(data: unknown): Parsed<GameSession> {
    const replayed = replayRecord(data);
    if (!replayed.ok) return replayed;
    const game = replayed.value;
    return { ok: true, value: new GameSession(game, setupFromMeta((data as GameRecord).meta, game.players)) };
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

  /** Same players and options, a new deck, and the next player round the table starts (keeping their colours). */
  rematch(seed: number | string): GameSession {
    const { seats, colours, options } = this.setup;
    return GameSession.start({ seats: [...seats.slice(1), seats[0]!], colours: [...colours.slice(1), colours[0]!], options, seed });
  }

  /** What one seat may know, for the worker. */
  viewOf(seat: number): SeatView {
    return viewFor(this.game.state, seat);
  }

  readonly board = this.derived((g) => boardRows(g.state));
  /**
   * The largest tile that fits on each empty cell, and the out-of-time cells. The engine keeps them
   * up to date with every placement, so reading them is 49 lookups: no wait for the worker, and a move
   * changes only the cells whose numbers it changed (a map cleared at each turn and refilled later
   * redrew the whole board twice a turn).
   */
  readonly targets = this.derived((g) => ({ targets: targetMap(g.state), outOfTime: outOfTimeMap(g.state) }));
  readonly scores = this.derived((g) => Array.from(g.state.scores));
  readonly handSizes = this.derived((g) => Array.from(g.state.handSizes));
  readonly pileSize = this.derived((g) => g.state.pileSize);
  readonly history = this.derived((g) => [...g.history]);
  readonly lastMove = this.derived((g) => g.history[g.history.length - 1] ?? null);
  readonly hands = this.derived((g) => Array.from({ length: g.players }, (_, seat) => g.state.handOf(seat)));
  readonly ranking = this.derived((g) => g.ranking());
}
