/**
 * Game records: the JSON a game is saved and shared as. Untrusted input goes through one
 * validate-then-build step, `parseRecord`, whose error names the field or the move (from 1) at fault.
 */
import { COPIES, MAX_TILE, SIZE, TILE_COUNT, isPlayerCount } from './board.js';
import { Game } from './game.js';
import { createRng, shuffleInPlace, type Rng } from '../rng.js';
import type { Move } from './rules.js';
import {
  type Failure,
  fieldFailure,
  isObject,
  parseJson,
  type Parsed,
  recordHeaderProblem,
  recordTailProblem,
  replayMoves,
} from '../module.js';

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
export function deckProblem(deck: unknown): Failure | null {
  if (!Array.isArray(deck)) return fieldFailure('deck', `expected a list of ${TILE_COUNT} tiles`);
  if (deck.length !== TILE_COUNT) return fieldFailure('deck', `expected ${TILE_COUNT} tiles, got ${deck.length}`);
  const counts = new Array<number>(MAX_TILE + 1).fill(0);
  for (let i = 0; i < deck.length; i++) {
    const v: unknown = deck[i];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_TILE) {
      return fieldFailure('deck', `${JSON.stringify(v)} is not a tile value (1 to ${MAX_TILE})`, `deck[${i}]`);
    }
    counts[v]!++;
  }
  for (let v = 1; v <= MAX_TILE; v++) {
    if (counts[v] !== COPIES) {
      return fieldFailure(
        'deck',
        `the value ${v} appears ${counts[v]} times (each value 1 to ${MAX_TILE} must appear exactly ${COPIES} times)`,
      );
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
function shapeProblem(data: unknown): Failure | null {
  const header = recordHeaderProblem(data, RECORD_GAME, RECORD_VERSION, KNOWN_FIELDS);
  if (header) return header;
  const fields = data as Record<string, unknown>;
  if (!isPlayerCount(fields['players'])) return fieldFailure('players', `expected 2, 3 or 4, got ${JSON.stringify(fields['players'])}`);
  return deckProblem(fields['deck']) ?? recordTailProblem(fields, moveProblem, 'placements');
}

/** Validates a record's fields and replays its moves; the Game is the record's final position. */
export function replayRecord(data: unknown): Parsed<Game> {
  const problem = shapeProblem(data);
  if (problem) return problem;
  const record = data as GameRecord;
  return replayMoves(new Game(record.players, record.deck), record.moves);
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
