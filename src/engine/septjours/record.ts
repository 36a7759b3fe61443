/**
 * Game records: the JSON a game is saved and shared as. Untrusted input goes through one
 * validate-then-replay step, `replayRecord`, whose error names the field or the move (from 1) at fault.
 */
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
import { createRng, shuffleInPlace, type Rng } from '../rng.js';
import {
  CARD_COUNT,
  CARD_CODES,
  MAX_PLAYERS,
  MAX_SHIFT,
  MIN_PLAYERS,
  copiesOf,
  formatCard,
  isPlayerCount,
  parseCard,
  standardDeck,
} from './cards.js';
import { Game } from './game.js';
import type { Move } from './rules.js';

export const RECORD_GAME = '7-jours';
export const RECORD_VERSION = 1;

export interface GameRecord {
  game: typeof RECORD_GAME;
  version: typeof RECORD_VERSION;
  players: number;
  firstDealer: number;
  /** The 28 cards as names, in the order drawn. */
  deck: string[];
  moves: Move[];
  /** Names, seat kinds, timestamps… Readers ignore what they do not know here. */
  meta?: Record<string, unknown>;
}

/** A shuffled deck of card names: the same seed gives the same deck everywhere. */
export function shuffledDeck(seed: number | string | Rng): string[] {
  const deck = standardDeck();
  shuffleInPlace(deck, typeof seed === 'object' ? seed : createRng(seed));
  return deck;
}

/** What is wrong with a deck, or null when it holds the 28 cards exactly. */
export function deckProblem(deck: unknown): Failure | null {
  if (!Array.isArray(deck)) return fieldFailure('deck', `expected a list of ${CARD_COUNT} cards`);
  if (deck.length !== CARD_COUNT) return fieldFailure('deck', `expected ${CARD_COUNT} cards, got ${deck.length}`);
  const counts = new Array<number>(CARD_CODES).fill(0);
  for (let i = 0; i < deck.length; i++) {
    const card = parseCard(deck[i]);
    if (card < 0) {
      return fieldFailure(
        'deck',
        `${JSON.stringify(deck[i])} is not a card (an element E, A, W or F and 0 to 3 stars, like "E3")`,
        `deck[${i}]`,
      );
    }
    counts[card]!++;
  }
  for (let card = 0; card < CARD_CODES; card++) {
    if (counts[card] !== copiesOf(card)) {
      const name = formatCard(card);
      return fieldFailure('deck', `${name} appears ${counts[card]} times (the deck holds ${copiesOf(card)} ${name})`);
    }
  }
  return null;
}

const KNOWN_FIELDS = new Set(['game', 'version', 'players', 'firstDealer', 'deck', 'moves', 'meta']);

const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** The shape of one move (its values are checked when it is played). */
function moveProblem(move: unknown): string | null {
  const expected = 'expected a deal like {"shift": 1, "packets": [2, 1, 3, 1]} or a pick like {"pick": 2}';
  if (!isObject(move)) return expected;
  const fields = 'pick' in move ? ['pick'] : 'shift' in move || 'packets' in move ? ['shift', 'packets'] : null;
  if (!fields) return expected;
  for (const key of fields) if (!(key in move)) return `missing "${key}"`;
  for (const key of Object.keys(move)) if (!fields.includes(key)) return `unknown field "${key}"`;
  if ('pick' in move && !isWhole(move['pick'])) return `"pick" must be a packet number, got ${JSON.stringify(move['pick'])}`;
  if ('shift' in move && !isWhole(move['shift']))
    return `"shift" must be a whole number from -${MAX_SHIFT} to ${MAX_SHIFT}, got ${JSON.stringify(move['shift'])}`;
  const packets = move['packets'];
  if ('packets' in move && (!Array.isArray(packets) || !packets.every(isWhole))) {
    return `"packets" must be a list of packet sizes, got ${JSON.stringify(packets)}`;
  }
  return null;
}

/** Checks every field of a record (already parsed from JSON) without playing its moves. */
function shapeProblem(data: unknown): Failure | null {
  const header = recordHeaderProblem(data, RECORD_GAME, RECORD_VERSION, KNOWN_FIELDS);
  if (header) return header;
  const fields = data as Record<string, unknown>;
  const players = fields['players'];
  if (!isPlayerCount(players))
    return fieldFailure('players', `expected ${MIN_PLAYERS} to ${MAX_PLAYERS}, got ${JSON.stringify(players) ?? 'nothing'}`);
  const firstDealer = fields['firstDealer'];
  if (!isWhole(firstDealer) || firstDealer < 0 || firstDealer >= players) {
    return fieldFailure('firstDealer', `expected a seat from 0 to ${players - 1}, got ${JSON.stringify(firstDealer) ?? 'nothing'}`);
  }
  return deckProblem(fields['deck']) ?? recordTailProblem(fields, moveProblem, 'moves');
}

/** Validates a record's fields and replays its moves; the Game is the record's final position. */
export function replayRecord(data: unknown): Parsed<Game> {
  const problem = shapeProblem(data);
  if (problem) return problem;
  const record = data as GameRecord;
  return replayMoves(new Game(record.players, record.deck, record.firstDealer), record.moves);
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
    players: game.players,
    firstDealer: game.firstDealer,
    deck: [...game.deck],
    moves: game.moves(),
  };
  if (meta) record.meta = meta;
  return record;
}

/** A fresh record: a shuffled deck and no moves. */
export function newRecord(players: number, seed: number | string, firstDealer = 0): GameRecord {
  return { game: RECORD_GAME, version: RECORD_VERSION, players, firstDealer, deck: shuffledDeck(seed), moves: [] };
}
