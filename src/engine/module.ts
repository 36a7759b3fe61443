/**
 * What the layers above the engine (the app, the worker protocol, the command line, the tools) need
 * from a game, as one small interface both games implement: a game is a plain object, chosen by a
 * record's "game" field. Each game keeps its hot paths (state layout, search helpers) to itself; this
 * interface is for the callers that handle any game, not for the inner loops.
 */

/** The result of reading untrusted input: a value, or an English message naming the field or move at fault. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Why a move is refused: a code and the values that explain it, plus an English sentence for the command line. */
export interface RefusalBase {
  code: string;
  message: string;
}

/** The fields every game's record shares. */
export interface RecordBase {
  game: string;
  version: number;
  players: number;
  moves: unknown[];
  /** Names, seat kinds, timestamps… Readers ignore what they do not know here. */
  meta?: Record<string, unknown>;
}

/** A game in progress, as the layers above drive it. */
export interface PlayableGame<Move, Refusal extends RefusalBase = RefusalBase> {
  readonly players: number;
  readonly over: boolean;
  /** The seat to move, or -1 once the game is over. */
  readonly toMove: number;
  /** Applies a move for the seat to move, or says why it is refused (and changes nothing). */
  play(move: Move): { ok: true } | { ok: false; refusal: Refusal };
  /** Every distinct legal move for the seat to move (none once over). */
  legalMoves(): Move[];
  /** The moves so far, as the record stores them. */
  moves(): Move[];
  /** Places from first, each a list of seats sharing it. */
  ranking(): number[][];
}

/** One game's rules, as a plain object. */
export interface GameModule<
  Game extends PlayableGame<Move, Refusal>,
  Move,
  View,
  GameRecord extends RecordBase,
  Refusal extends RefusalBase = RefusalBase,
> {
  /** The record's "game" field. */
  readonly id: string;
  /** The game's name, as the command line prints it. */
  readonly title: string;
  /** What a score counts, as the command line prints it ("minutes", "points"). */
  readonly scoreName: string;
  readonly playerCounts: readonly number[];
  /** Validates a record (already parsed from JSON) and replays it: the one restore path. */
  replay(data: unknown): Parsed<Game>;
  /** The record of a game, with `meta` when given. */
  record(game: Game, meta?: Record<string, unknown>): GameRecord;
  /** What one seat may know, as a fresh plain object with no path back to the game. */
  view(game: Game, seat: number): View;
}

/** Reads JSON text, or says why it is not JSON. */
export function parseJson(text: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: `not valid JSON: ${(error as Error).message}` };
  }
}

/** Checks a value is a plain JSON object (not null, not a list). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
