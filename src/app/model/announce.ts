/** What the screen reader hears after a move: the move, any skipped seat, then whose turn it is. */
import type { PlayedMove } from '../../engine/twentyfourseven/index.js';
import { messages } from '../i18n/index.js';
import { winnersOf } from './results.js';
import type { GameSession } from './session.js';
import { moveWords } from './words.js';

export function announcementFor(session: GameSession, played: PlayedMove): string {
  const { announce } = messages.value;
  const parts = [moveWords(played, session.nameOf(played.player))];
  for (const seat of played.skipped) parts.push(announce.skipped({ name: session.nameOf(seat) }));
  const mover = session.game.state.toMove;
  if (mover < 0) {
    const winners = winnersOf(session);
    const minutes = session.game.state.scores[winners[0]!]!;
    parts.push(announce.over({ names: winners.map((s) => session.nameOf(s)), minutes }));
  } else {
    parts.push(announce.toMove({ name: session.nameOf(mover) }));
  }
  return parts.join(' ');
}
