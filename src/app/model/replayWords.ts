/** The replay viewer in words: which step is shown, the deal, and the game's title line. */
import type { GameSession } from './session.js';

/** "The deal" before the first move, then "Move 12 of 36". */
export function stepTitle(step: number, length: number): string {
  return step === 0 ? 'The deal' : `Move ${step} of ${length}`;
}

/** "The 5 starts the game on the start cell. Ada plays first." */
export function dealWords(game: GameSession): string {
  return `The ${game.game.deck[0]} starts the game on the start cell. ${game.nameOf(0)} plays first.`;
}

/** "Ada vs Hard AI" */
export function playersTitle(game: GameSession): string {
  return game.seats.map((seat) => seat.name).join(' vs ');
}

/** The day the game started, e.g. "29 Nov 2026" (the result is left out: a replay should not tell the end first). */
export function gameDay(game: GameSession, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(game.setup.started);
}
