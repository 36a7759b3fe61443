/** Each game's name and one-line description in the player's language. Light: Home uses it. */
import type { GameId } from '../../engine/gameIds.js';
import { messages } from '../i18n/index.js';

export function gameWords(game: GameId): { name: string; line: string } {
  const { games } = messages.value;
  return game === '7-jours' ? games.septJours : games.twentyFourSeven;
}

export const gameName = (game: GameId): string => gameWords(game).name;
