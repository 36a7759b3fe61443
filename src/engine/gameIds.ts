/**
 * The games the app plays, by the id a record's "game" field names, without any game's code: the
 * app reads a record's game here before it loads that game's engine.
 */
import { failure, isObject, type Parsed } from './module.js';

export const GAME_IDS = ['24-7', '7-jours'] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

/** Which game a record (already parsed from JSON) holds, or why it names none this app plays. */
export function gameOfRecord(data: unknown): Parsed<GameId> {
  if (!isObject(data)) return failure({ code: 'not-object' }, 'the record must be a JSON object');
  const game = data['game'];
  if (isGameId(game)) return { ok: true, value: game };
  const known = GAME_IDS.map((id) => JSON.stringify(id)).join(' or ');
  if (game === undefined) return failure({ code: 'field', field: 'game' }, `game: missing (expected ${known})`);
  return failure({ code: 'unknown-game', game: String(game) }, `game: unknown game ${JSON.stringify(game)} (this app plays ${known})`);
}
