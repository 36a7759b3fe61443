/**
 * A game session: the engine Game (everything replay and resume need, rebuilt from the record)
 * plus who sits where. The UI reads it through signals that change when `version` is bumped, which
 * happens in exactly one place, `play` — the hook point for saving the record after every move.
 */
import { computed, signal } from '@preact/signals';
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
import { messages } from '../i18n/index.js';
import { cleanName, humanSeats, isSeatKind, madeUpName, type SeatConfig } from './seats.js';

export interface SessionOptions {
  /** Teaching mode: every hand is shown face up, and there is no hand-off screen. */
  openHands: boolean;
}

export interface SessionSetup {
  /** In seat order: seat 0 moves first. */
  seats: SeatConfig[];
  options: SessionOptions;
  /** The deck's seed (kept in the record's meta so a rematch or a bug report can name it). */
  seed: number | string;
  /** Names this game in the saved games; kept in the record's meta, so an imported game keeps it. */
  id: string;
  /** When the game started (ms since 1970), kept in the record's meta. */
  started: number;
}

/** A fresh game id: random, so two devices never pick the same one. */
export function newGameId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export type MoveListener = (played: PlayedMove, session: GameSession) => void;

export class GameSession {
  /** Bumped after every move; every computed below depends on it. */
  readonly version = signal(0);
  private readonly listeners = new Set<MoveListener>();

  private constructor(
    readonly game: Game,
    readonly setup: SessionSetup,
  ) {}

  static start(setup: Omit<SessionSetup, 'id' | 'started'> & Partial<Pick<SessionSetup, 'id' | 'started'>>): GameSession {
    const full = { ...setup, id: setup.id ?? newGameId(), started: setup.started ?? Date.now() };
    return new GameSession(new Game(setup.seats.length, shuffledDeck(setup.seed)), full);
  }

  /** Rebuilds a session from a record (the one restore path: resume, import, replay). */
  static fromRecord(data: unknown): Parsed<GameSession> {
    const replayed = replayRecord(data);
    if (!replayed.ok) return replayed;
    const game = replayed.value;
    const meta = ((data as GameRecord).meta ?? {}) as Record<string, unknown>;
    const kinds = Array.isArray(meta['seats']) ? meta['seats'] : [];
    const names = Array.isArray(meta['names']) ? meta['names'] : [];
    const seats: SeatConfig[] = [];
    for (let i = 0; i < game.players; i++) {
      const kind = isSeatKind(kinds[i]) ? kinds[i] : 'human';
      seats.push({ kind, name: '' });
      const name = names[i];
      seats[i]!.name = cleanName(typeof name === 'string' ? name : '', madeUpName(kind, i, seats));
    }
    const options = (meta['options'] ?? {}) as Partial<SessionOptions>;
    const seed = typeof meta['seed'] === 'number' || typeof meta['seed'] === 'string' ? meta['seed'] : 0;
    const id = typeof meta['id'] === 'string' && meta['id'].length > 0 && meta['id'].length <= 64 ? meta['id'] : newGameId();
    const started = typeof meta['started'] === 'number' && Number.isFinite(meta['started']) ? meta['started'] : Date.now();
    const setup = { seats, options: { openHands: options.openHands === true }, seed, id, started };
    return { ok: true, value: new GameSession(game, setup) };
  }

  /** Applies a move, bumps the version and tells the listeners. Refused moves change nothing. */
  play(move: Move): PlayResult {
    const result = this.game.play(move);
    if (result.ok) {
      this.version.value++;
      for (const listener of this.listeners) listener(result.played, this);
    }
    return result;
  }

  onMove(listener: MoveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  record(): GameRecord {
    const { seats, options, seed, id, started } = this.setup;
    const meta = { seats: seats.map((s) => s.kind), names: seats.map((s) => s.name), options, seed, id, started };
    return recordOf(this.game, meta);
  }

  /** Same players and options, a new deck, and the next player round the table starts. */
  rematch(seed: number | string): GameSession {
    const seats = [...this.setup.seats.slice(1), this.setup.seats[0]!];
    return GameSession.start({ seats, options: this.setup.options, seed });
  }

  get id(): string {
    return this.setup.id;
  }

  /** Makes this game a copy with an id of its own (so its saves go beside an older save, not over it). */
  takeNewId(): void {
    this.setup.id = newGameId();
  }

  get seats(): readonly SeatConfig[] {
    return this.setup.seats;
  }

  nameOf(seat: number): string {
    return this.setup.seats[seat]?.name ?? messages.value.seats.player({ n: seat + 1 });
  }

  /** Seats played by humans. */
  get humans(): number[] {
    return humanSeats(this.setup.seats);
  }

  /** What one seat may know, for the worker. */
  viewOf(seat: number): SeatView {
    return viewFor(this.game.state, seat);
  }

  private derived<T>(read: (game: Game) => T) {
    return computed(() => {
      void this.version.value;
      return read(this.game);
    });
  }

  readonly mover = this.derived((g) => g.state.toMove);
  readonly over = this.derived((g) => g.over);
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
