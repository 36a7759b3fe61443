/** The final ranking of a finished game: place (shared places marked), name, minutes, tiles left. */
import { standings } from '../model/results.js';
import type { GameSession } from '../model/session.js';
import { ordinal } from '../model/words.js';

export function Ranking({ session }: { session: GameSession }) {
  const hands = session.hands.value;
  return (
    <ol class="ranking">
      {standings(session).map((row) => (
        <li key={row.seat} class={`ranking__row seat-${row.seat}${row.place === 1 ? ' ranking__row--first' : ''}`} data-seat={row.seat}>
          <span class="ranking__place">{row.shared ? `=${ordinal(row.place)}` : ordinal(row.place)}</span>
          <span class="ranking__name">{session.nameOf(row.seat)}</span>
          <span class="ranking__minutes" data-minutes={row.minutes}>
            {row.minutes} min
          </span>
          <span class="ranking__left">
            {row.tilesLeft === 0 ? 'no tiles left' : `${row.tilesLeft} left: ${hands[row.seat]!.join(' ')}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
