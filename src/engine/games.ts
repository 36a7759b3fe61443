/**
 * The games the app plays, chosen by a record's "game" field. Tools and layers that handle any game
 * (the command line, the store, sharing) read records here; each game's own code is in its folder.
 */
import { gameOfRecord, type GameId } from './gameIds.js';
import { parseJson, type Parsed } from './module.js';
import * as SeptJours from './septjours/index.js';
import * as TwentyFourSeven from './twentyfourseven/index.js';

export { GAME_IDS, gameOfRecord, isGameId, type GameId } from './gameIds.js';

export const GAMES = { '24-7': TwentyFourSeven.twentyFourSeven, '7-jours': SeptJours.septJours } as const satisfies Record<GameId, unknown>;

/** A replayed game of either kind, tagged with its id so callers can narrow it. */
export type AnyGame = { id: '24-7'; game: TwentyFourSeven.Game } | { id: '7-jours'; game: SeptJours.Game };

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
