/** A record of either game reviewed move by move, read through the engine's one restore path. */
import { GAMES, replayAnyRecord } from '../engine/games.js';
import type { Parsed, RecordBase } from '../engine/module.js';
import type * as SeptJours from '../engine/septjours/index.js';
import type * as TwentyFourSeven from '../engine/twentyfourseven/index.js';
import type { GameReview, RecordReviewOptions } from './review.js';
import { reviewGame as reviewSeptJours } from './septjours/review.js';
import { reviewGame as reviewTwentyFourSeven } from './twentyfourseven/review.js';

/** A review tagged with its game, so callers can narrow the moves' type. */
export type AnyGameReview = ({ game: '24-7' } & GameReview<TwentyFourSeven.Move>) | ({ game: '7-jours' } & GameReview<SeptJours.Move>);

/**
 * Validates and replays a record (already parsed from JSON), then reviews each of its moves from
 * the view of the seat that made it. An invalid record is the replay's failure, reviewed not at all.
 */
export function reviewRecord(data: unknown, options: RecordReviewOptions = {}): Parsed<AnyGameReview> {
  const replayed = replayAnyRecord(data);
  if (!replayed.ok) return replayed;
  // The same record with no moves: the game at its start, to step through.
  const start = { ...(data as RecordBase), moves: [] };
  if (replayed.value.id === '24-7') {
    const game = GAMES['24-7'].replay(start);
    if (!game.ok) return game;
    return { ok: true, value: { game: '24-7', ...reviewTwentyFourSeven(game.value, replayed.value.game.moves(), options) } };
  }
  const game = GAMES['7-jours'].replay(start);
  if (!game.ok) return game;
  return { ok: true, value: { game: '7-jours', ...reviewSeptJours(game.value, replayed.value.game.moves(), options) } };
}
