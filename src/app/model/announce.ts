/** What the screen reader hears after a move: the move, any skipped seat, then whose turn it is. */
import type { PlayedMove } from '../../engine/twentyfourseven/index.js';
import type { GameSession } from './session.js';
import { listWords, minutesWords, moveWords } from './words.js';
import { winnersOf } from './results.js';

export function announcementFor(session: GameSession, played: PlayedMove): string {
  const parts = [moveWords(played, session.nameOf(played.player))];
  for (const seat of played.skipped) parts.push(`${session.nameOf(seat)} cannot place a tile and is skipped.`);
  const mover = session.game.state.toMove;
  if (mover < 0) {
    const winners = winnersOf(session);
    const score = session.game.state.scores[winners[0]!]!;
    const verb = winners.length > 1 ? 'share first place' : 'wins';
    parts.push(`Game over. ${listWords(winners.map((s) => session.nameOf(s)))} ${verb} with ${minutesWords(score)}.`);
  } else {
    parts.push(`${session.nameOf(mover)} to move.`);
  }
  return parts.join(' ');
}
