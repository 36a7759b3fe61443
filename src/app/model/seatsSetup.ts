/**
 * Who sits where in a game, whatever the game: the seats (kind and name), the options, the deck's
 * seed, the game's id and start, and each seat's colour. All of it travels in a record's `meta`, so
 * a saved, shared or imported game keeps it; anything missing or damaged there falls back to a
 * sensible value, field by field.
 */
import { signal, computed, type ReadonlySignal } from '@preact/signals';
import { messages } from '../i18n/index.js';
import { cleanName, humanSeats, isSeatKind, madeUpName, type SeatConfig } from './seats.js';
import { type DateKey, isDateKey } from '../daily/dates.js';

export interface SessionOptions {
  /** Teaching mode: every hand is shown face up, and there is no hand-off screen. */
  openHands: boolean;
}

export interface SessionSetup {
  /** In seat order (the rules' seats: in 24/7 seat 0 moves first). */
  seats: SeatConfig[];
  options: SessionOptions;
  /** The deck's seed (kept in the record's meta so a rematch or a bug report can name it). */
  seed: number | string;
  /** Names this game in the saved games; kept in the record's meta, so an imported game keeps it. */
  id: string;
  /**
   * Each seat's colour: the place its player had in the New game screen, so a player keeps the
   * colour they were set up in when who starts reorders the seats.
   */
  colours: number[];
  /** When the game started (ms since 1970), kept in the record's meta. */
  started: number;
  /**
   * The day of the daily deal this game is (24/7 only), kept in the record's meta. Read back, it holds
   * only for a record that really is that day's deal (checked in sessions.ts); a daily game is never
   * restarted and takes no take-backs.
   */
  daily?: DateKey;
  /** How many times a move was taken back (a game played straight has none), kept in the record's meta. */
  takebacks: number;
}

/** A fresh game id: random, so two devices never pick the same one. */
export function newGameId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** The seats' colours when nothing says otherwise: seat i in colour i. */
export function plainColours(players: number): number[] {
  return Array.from({ length: players }, (_, i) => i);
}

/** A setup completed with a new id and start time where not given. */
/** What starting a game needs: the rest has defaults (a new id, now, plain colours, no take-backs). */
export type NewSetup = Omit<SessionSetup, 'id' | 'started' | 'colours' | 'takebacks'> & Partial<SessionSetup>;

export function fullSetup(setup: NewSetup): SessionSetup {
  return {
    ...setup,
    id: setup.id ?? newGameId(),
    started: setup.started ?? Date.now(),
    colours: setup.colours ?? plainColours(setup.seats.length),
    takebacks: setup.takebacks ?? 0,
  };
}

/** The setup a record's meta describes, for a game of `players` seats. */
export function setupFromMeta(rawMeta: unknown, players: number): SessionSetup {
  const meta = (rawMeta && typeof rawMeta === 'object' ? rawMeta : {}) as Record<string, unknown>;
  const kinds = Array.isArray(meta['seats']) ? meta['seats'] : [];
  const names = Array.isArray(meta['names']) ? meta['names'] : [];
  const seats: SeatConfig[] = [];
  for (let i = 0; i < players; i++) {
    const kind = isSeatKind(kinds[i]) ? kinds[i] : 'human';
    seats.push({ kind, name: '' });
    const name = names[i];
    seats[i]!.name = cleanName(typeof name === 'string' ? name : '', madeUpName(kind, i, seats));
  }
  const options = (meta['options'] ?? {}) as Partial<SessionOptions>;
  const seed = typeof meta['seed'] === 'number' || typeof meta['seed'] === 'string' ? meta['seed'] : 0;
  const id = typeof meta['id'] === 'string' && meta['id'].length > 0 && meta['id'].length <= 64 ? meta['id'] : newGameId();
  const started = typeof meta['started'] === 'number' && Number.isFinite(meta['started']) ? meta['started'] : Date.now();
  const colours = meta['colours'];
  const validColours =
    Array.isArray(colours) &&
    colours.length === players &&
    new Set(colours).size === players &&
    colours.every((c) => Number.isInteger(c) && c >= 0 && c < players);
  const takebacks = meta['takebacks'];
  return {
    seats,
    options: { openHands: options.openHands === true },
    seed,
    id,
    started,
    colours: validColours ? (colours as number[]) : plainColours(players),
    ...(isDateKey(meta['daily']) ? { daily: meta['daily'] } : {}),
    takebacks: Number.isSafeInteger(takebacks) && (takebacks as number) > 0 ? (takebacks as number) : 0,
  };
}

/** The meta a record keeps of a setup. */
export function metaOf(setup: SessionSetup): Record<string, unknown> {
  const { seats, options, seed, id, started, colours, takebacks } = setup;
  const meta: Record<string, unknown> = {
    seats: seats.map((s) => s.kind),
    names: seats.map((s) => s.name),
    options,
    seed,
    id,
    started,
    colours,
  };
  // A game played straight keeps the record it always had.
  if (takebacks > 0) meta['takebacks'] = takebacks;
  if (setup.daily) meta['daily'] = setup.daily;
  return meta;
}

/** True for a game of a daily deal: played once, never restarted, no take-backs. */
export function isDaily(session: { readonly setup: SessionSetup }): boolean {
  return session.setup.daily !== undefined;
}

/** A played game's moves as the session hands them to listeners. */
export type Listener<P, S> = (played: P, session: S) => void;

/**
 * What every game's session has: its setup, a version bumped after each move (the one hook point
 * for saving the record), and the seats. Each game's session adds its own signals.
 */
export abstract class SessionBase<G extends { readonly over: boolean; readonly toMove: number }, P> {
  /** Bumped after every move; every derived signal depends on it. */
  readonly version = signal(0);
  private readonly listeners = new Set<Listener<P, this>>();

  protected constructor(
    readonly game: G,
    readonly setup: SessionSetup,
  ) {}

  /** Tells the listeners of a move just played. */
  protected played(played: P): void {
    this.version.value++;
    for (const listener of this.listeners) listener(played, this);
  }

  onMove(listener: Listener<P, this>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get id(): string {
    return this.setup.id;
  }

  /**
   * True for a game a take-back rebuilt (takeBack.ts): it goes on from its own save with fewer moves,
   * and its save replaces that one (an imported shorter copy of a saved game is kept beside it instead).
   */
  takenBack = false;

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

  /** The class that gives a seat its colour (`--seat`), the one it was set up in. */
  seatClass(seat: number): string {
    return `seat-${this.setup.colours[seat] ?? seat}`;
  }

  /** Seats played by humans. */
  get humans(): number[] {
    return humanSeats(this.setup.seats);
  }

  protected derived<T>(read: (game: G) => T): ReadonlySignal<T> {
    return computed(() => {
      void this.version.value;
      return read(this.game);
    });
  }

  readonly mover = this.derived((g) => g.toMove);
  readonly over = this.derived((g) => g.over);
}
