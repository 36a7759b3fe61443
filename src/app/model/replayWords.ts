/** The replay viewer in words, in the player's language: which step is shown, the deal, and the game's title line. */
import { messages } from '../i18n/index.js';
import type { GameSession } from './session.js';

/** "The deal" before the first move, then "Move 12 of 36". */
export function stepTitle(step: number, length: number): string {
  return messages.value.replay.step({ move: step, total: length });
}

/** "The 5 starts the game on the start cell. Ada plays first." */
export function dealWords(game: GameSession): string {
  return messages.value.replay.deal({ v: game.game.deck[0]!, name: game.nameOf(0) });
}

/** "Ada vs Hard AI" */
export function playersTitle(game: GameSession): string {
  return messages.value.common.versus({ names: game.seats.map((seat) => seat.name) });
}
