/**
 * The games the app plays, chosen by a record's "game" field. Tools and layers that handle any game
 * (the command line, the store, sharing) read records here; each game's own code is in its folder.
 */
import { failure, isObject, parseJson, type Parsed } from './module.js';
import * as SeptJours from './septjours/index.js';
import * as TwentyFourSeven from './twentyfourseven/index.js';

export const GAMES = { '24-7': TwentyFourSeven.twentyFourSeven, '7-jours': SeptJours.septJours } as const;
export type GameId = keyof typeof GAMES;
export const GAME_IDS = Object.keys(GAMES) as GameId[];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.hasOwn(GAMES, value);
}

/** A replayed game of either kind, tagged with its id so callers can narrow it. */
export type AnyGame = { id: '24-7'; game: TwentyFourSeven.Game } | { id: '7-jours'; game: SeptJours.Game };

/** Which game a record (already parsed from JSON) holds, or why it names none this app plays. */
export function gameOfRecord(data: unknown): Parsed<GameId> {
  if (!isObject(data)) return failure({ code: 'not-object' }, 'the record must be a JSON object');
  const game = data['game'];
  if (isGameId(game)) return { ok: true, value: game };
  const known = GAME_IDS.map((id) => JSON.stringify(id)).join(' or ');
  if (game === undefined) return failure({ code: 'field', field: 'game' }, `game: missing (expected ${known})`);
  return failure({ code: 'unknown-game', game: String(game) }, `game: unknown game ${JSON.stringify(game)} (this app plays ${known})`);
}

/** Validates and replays a record of any game the app plays. */
export function replayAnyRecord(data: unknown): Parsed<AnyGame> {
  const id = gameOfRecord(data);
  if (!id.ok) return id;
  if (id.value === '24-7') {
    const replayed = GAMES['24-7'].replay(data);
    return replayed.ok ? { ok: true, value: { id: '24-7', game: replayed.value } } : replayed;
  }
  const replayed = GAMES['7-jours'].replay(data);
  return replayed.ok ? { ok: true, value: { id: '7-jours', game: replayed.value } } : replayed;
}

/** Parses record text (JSON) of any game and replays it. */
export function parseAnyRecord(text: string): Parsed<AnyGame> {
  const data = parseJson(text);
  return data.ok ? replayAnyRecord(data.value) : data;
}
