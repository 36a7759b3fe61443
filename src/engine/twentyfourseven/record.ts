/**
 * Game records: the JSON a game is saved and shared as. Untrusted input goes through one
 * validate-then-build step, `parseRecord`, whose error names the field or the move (from 1) at fault.
 */
import { COPIES, MAX_TILE, SIZE, TILE_COUNT, isPlayerCount } from './board.js';
import { Game } from './game.js';
import { createRng, shuffleInPlace, type Rng } from '../rng.js';
import type { Move } from './rules.js';
import { isObject, parseJson, type Parsed } from '../module.js';

export const RECORD_GAME = '24-7';
export const RECORD_VERSION = 1;

export interface GameRecord {
  game: typeof RECORD_GAME;
  version: typeof RECORD_VERSION;
  players: 2 | 3 | 4;
  deck: number[];
  moves: Move[];
  /** Names, seat kinds, timestamps… Readers ignore what they do not know here. */
  meta?: Record<string, unknown>;
}

/** The 40 tiles in value order. */
export function standardTiles(): number[] {
  const tiles: number[] = [];
  for (let v = 1; v <= MAX_TILE; v++) for (let k = 0; k < COPIES; k++) tiles.push(v);
  return tiles;
}

/** A shuffled deck: the same seed gives the same deck everywhere. */
export function shuffledDeck(seed: number | string | Rng): number[] {
  const deck = standardTiles();
  shuffleInPlace(deck, typeof seed === 'object' ? seed : createRng(seed));
  return deck;
}

/** What is wrong with a deck, or null when it holds each value 1–10 exactly four times. */
export function deckProblem(deck: unknown): string | null {
  if (!Array.isArray(deck)) return 'deck: expected a list of 40 tiles';
  if (deck.length !== TILE_COUNT) return `deck: expected ${TILE_COUNT} tiles, got ${deck.length}`;
  const counts = new Array<number>(MAX_TILE + 1).fill(0);
  for (let i = 0; i < deck.length; i++) {
    const v: unknown = deck[i];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_TILE) {
      return `deck[${i}]: ${JSON.stringify(v)} is not a tile value (1 to ${MAX_TILE})`;
    }
    counts[v]!++;
  }
  for (let v = 1; v <= MAX_TILE; v++) {
    if (counts[v] !== COPIES) {
      return `deck: the value ${v} appears ${counts[v]} times (each value 1 to ${MAX_TILE} must appear exactly ${COPIES} times)`;
    }
  }
  return null;
}

const KNOWN_FIELDS = new Set(['game', 'version', 'players', 'deck', 'moves', 'meta']);

function moveProblem(move: unknown): string | null {
  if (!isObject(move)) return 'expected an object like {"r": 3, "c": 4, "v": 2}';
  for (const key of ['r', 'c', 'v'] as const) {
    if (!(key in move)) return `missing "${key}"`;
  }
  for (const key of Object.keys(move)) if (key !== 'r' && key !== 'c' && key !== 'v') return `unknown field "${key}"`;
  for (const key of ['r', 'c'] as const) {
    const x = move[key];
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x >= SIZE) {
      return `"${key}" must be a whole number from 0 to ${SIZE - 1}, got ${JSON.stringify(x)}`;
    }
  }
  const v = move['v'];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_TILE) {
    return `"v" must be a tile value from 1 to ${MAX_TILE}, got ${JSON.stringify(v)}`;
  }
  return null;
}

/** Checks every field of a record (already parsed from JSON) without playing its moves. */
function shapeProblem(data: unknown): string | null {
  if (!isObject(data)) return 'the record must be a JSON object';
  if (data['game'] !== RECORD_GAME) {
    return `game: expected "${RECORD_GAME}", got ${data['game'] === undefined ? 'nothing' : JSON.stringify(data['game'])}`;
  }
  const version = data['version'];
  if (version === undefined) return 'version: missing';
  if (typeof version === 'number' && Number.isInteger(version) && version > RECORD_VERSION) {
    return `version: ${version} was made by a newer version of the app (this one reads version ${RECORD_VERSION})`;
  }
  if (version !== RECORD_VERSION) return `version: unknown version ${JSON.stringify(version)} (this app reads version ${RECORD_VERSION})`;
  for (const key of Object.keys(data)) {
    if (!KNOWN_FIELDS.has(key)) return `unknown field "${key}" (extra information belongs under "meta")`;
  }
  if (!isPlayerCount(data['players'])) return `players: expected 2, 3 or 4, got ${JSON.stringify(data['players'])}`;
  const deck = deckProblem(data['deck']);
  if (deck) return deck;
  const moves = data['moves'];
  if (!Array.isArray(moves)) return 'moves: expected a list of placements';
  for (let i = 0; i < moves.length; i++) {
    const problem = moveProblem(moves[i]);
    if (problem) return `move ${i + 1}: ${problem}`;
  }
  if ('meta' in data && !isObject(data['meta'])) return 'meta: expected an object';
  return null;
}

/** Validates a record's fields and replays its moves; the Game is the record's final position. */
export function replayRecord(data: unknown): Parsed<Game> {
  const problem = shapeProblem(data);
  if (problem) return { ok: false, error: problem };
  const record = data as GameRecord;
  const game = new Game(record.players, record.deck);
  for (let i = 0; i < record.moves.length; i++) {
    const result = game.play(record.moves[i]!);
    if (!result.ok) return { ok: false, error: `move ${i + 1}: ${result.refusal.message}` };
  }
  return { ok: true, value: game };
}

/** Parses record text (JSON) and replays it. */
export function parseRecord(text: string): Parsed<Game> {
  const data = parseJson(text);
  return data.ok ? replayRecord(data.value) : data;
}

export function recordOf(game: Game, meta?: Record<string, unknown>): GameRecord {
  const record: GameRecord = {
    game: RECORD_GAME,
    version: RECORD_VERSION,
    players: game.players as 2 | 3 | 4,
    deck: [...game.deck],
    moves: game.moves(),
  };
  if (meta) record.meta = meta;
  return record;
}

/** A fresh record: a shuffled deck and no moves. */
export function newRecord(players: 2 | 3 | 4, seed: number | string): GameRecord {
  return { game: RECORD_GAME, version: RECORD_VERSION, players, deck: shuffledDeck(seed), moves: [] };
}
