/**
 * A game's review, kept beside it in IndexedDB (the prefs store, under `review:<game id>`) so opening
 * it again is instant and works offline. What comes back is checked against the game it claims to
 * review (its deal and its number of moves) and for its shape; anything else is ignored, and the
 * review is simply made again.
 */
import { MARKS, type GameReview } from '../../ai/review.js';
import type { AnySession } from '../model/sessions.js';
import { currentStore, write } from './writes.js';

const FORMAT = 1;
const keyOf = (game: AnySession) => `review:${game.id}`;

interface Kept {
  format: number;
  /** The game's deal and its moves, as its record keeps them. */
  deck: string;
  moves: number;
  review: GameReview<unknown>;
}

const dealOf = (game: AnySession) => game.game.deck.join(' ');
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function reviewProblem(value: unknown, game: AnySession): string | null {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const kept = value as Partial<Kept>;
  if (kept.format !== FORMAT) return 'another format';
  if (kept.deck !== dealOf(game) || kept.moves !== game.game.history.length) return 'another game';
  const review = kept.review;
  if (!review || review.players !== game.game.players || !Array.isArray(review.moves) || review.moves.length !== kept.moves) {
    return 'no review';
  }
  if (!Array.isArray(review.seats) || review.seats.length !== review.players) return 'no summary';
  for (const move of review.moves) {
    const ok =
      typeof move === 'object' &&
      move !== null &&
      Number.isInteger(move.seat) &&
      MARKS.includes(move.mark) &&
      isNumber(move.loss) &&
      isNumber(move.givenAway) &&
      typeof move.played === 'object' &&
      typeof move.best === 'object';
    if (!ok) return 'a damaged move';
  }
  return null;
}

/** The review kept for this game, or null (none, unreadable, or not this game's). */
export async function keptReview(game: AnySession): Promise<GameReview<unknown> | null> {
  const store = currentStore();
  if (!store) return null;
  try {
    const value = await store.pref(keyOf(game));
    return reviewProblem(value, game) === null ? (value as Kept).review : null;
  } catch {
    return null; // Storage failing is said elsewhere; the review is made again.
  }
}

/** Keeps a finished review beside its game. */
export function keepReview(game: AnySession, review: GameReview<unknown>): Promise<void> {
  const kept: Kept = { format: FORMAT, deck: dealOf(game), moves: game.game.history.length, review };
  return write((store) => store.setPref(keyOf(game), kept));
}
