/**
 * What the layers above the engine (the app, the worker protocol, the command line, the tools) need
 * from a game, as one small interface both games implement: a game is a plain object, chosen by a
 * record's "game" field. Each game keeps its hot paths (state layout, search helpers) to itself; this
 * interface is for the callers that handle any game, not for the inner loops.
 */

/**
 * What is wrong with a record, as data a player's language can word (the app does; the command line
 * prints `error`, in English).
 */
export type RecordProblem =
  | { code: 'json' }
  | { code: 'not-object' }
  | { code: 'unknown-game'; game: string }
  | { code: 'newer-version'; version: number }
  /** A field is missing, of the wrong kind or value, or unknown. */
  | { code: 'field'; field: string }
  /** Move `move` (from 1) is malformed (no refusal) or refused by the rules. */
  | { code: 'move'; move: number; refusal: RefusalBase | null };

export interface Failure {
  ok: false;
  /** In English, naming the field or the move at fault. */
  error: string;
  problem: RecordProblem;
}

/** The result of reading untrusted input: a value, or what is wrong with it. */
export type Parsed<T> = { ok: true; value: T } | Failure;

export function failure(problem: RecordProblem, error: string): Failure {
  return { ok: false, error, problem };
}

/** A field's failure: `error` starts with the field's name. */
export function fieldFailure(field: string, message: string, where = field): Failure {
  return failure({ code: 'field', field }, `${where}: ${message}`);
}

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
    return failure({ code: 'json' }, `not valid JSON: ${(error as Error).message}`);
  }
}

/** Checks a value is a plain JSON object (not null, not a list). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The checks every game's record starts with: a JSON object of this game, of a version this app
 * reads, with no field but `known` ones. Null when they pass.
 */
export function recordHeaderProblem(data: unknown, game: string, version: number, known: ReadonlySet<string>): Failure | null {
  if (!isObject(data)) return failure({ code: 'not-object' }, 'the record must be a JSON object');
  if (data['game'] === undefined) return fieldFailure('game', `missing (expected "${game}")`);
  if (data['game'] !== game) {
    return failure({ code: 'unknown-game', game: String(data['game']) }, `game: expected "${game}", got ${JSON.stringify(data['game'])}`);
  }
  const read = data['version'];
  if (read === undefined) return fieldFailure('version', 'missing');
  if (typeof read === 'number' && Number.isInteger(read) && read > version) {
    return failure(
      { code: 'newer-version', version: read },
      `version: ${read} was made by a newer version of the app (this one reads version ${version})`,
    );
  }
  if (read !== version) return fieldFailure('version', `unknown version ${JSON.stringify(read)} (this app reads version ${version})`);
  for (const key of Object.keys(data)) {
    if (!known.has(key)) return failure({ code: 'field', field: key }, `unknown field "${key}" (extra information belongs under "meta")`);
  }
  return null;
}

/**
 * The checks every game's record ends with: `moves` a list whose every move has the game's shape
 * (`moveProblem` says what is wrong with one, or null), and `meta`, if there, an object.
 */
export function recordTailProblem(
  data: Record<string, unknown>,
  moveProblem: (move: unknown) => string | null,
  what: string,
): Failure | null {
  const moves = data['moves'];
  if (!Array.isArray(moves)) return fieldFailure('moves', `expected a list of ${what}`);
  for (let i = 0; i < moves.length; i++) {
    const problem = moveProblem(moves[i]);
    if (problem) return failure({ code: 'move', move: i + 1, refusal: null }, `move ${i + 1}: ${problem}`);
  }
  if ('meta' in data && !isObject(data['meta'])) return fieldFailure('meta', 'expected an object');
  return null;
}

/** Plays a record's moves on a game built from its fields; the first refused move is the failure. */
export function replayMoves<G extends PlayableGame<M, R>, M, R extends RefusalBase>(game: G, moves: readonly M[]): Parsed<G> {
  for (let i = 0; i < moves.length; i++) {
    const result = game.play(moves[i]!);
    if (!result.ok) return failure({ code: 'move', move: i + 1, refusal: result.refusal }, `move ${i + 1}: ${result.refusal.message}`);
  }
  return { ok: true, value: game };
}
