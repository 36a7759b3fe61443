/** The final ranking of a finished game: place (shared places marked), name, minutes, tiles left. */
import { standings } from '../model/results.js';
import type { GameSession } from '../model/session.js';
import { messages } from '../i18n/index.js';

export function Ranking({ session }: { session: GameSession }) {
  const m = messages.value;
  const hands = session.hands.value;
  return (
    <ol class="ranking">
      {standings(session).map((row) => (
        <li
          key={row.seat}
          class={`ranking__row ${session.seatClass(row.seat)}${row.place === 1 ? ' ranking__row--first' : ''}`}
          data-seat={row.seat}
        >
          <span class="ranking__place">{row.shared ? m.common.sharedPlace({ n: row.place }) : m.common.place({ n: row.place })}</span>
          <span class="ranking__name">{session.nameOf(row.seat)}</span>
          <span class="ranking__minutes" data-minutes={row.minutes}>
            {row.minutes} {m.common.minutesShort}
          </span>
          <span class="ranking__left">
            {row.tilesLeft === 0 ? m.results.noTilesLeft : m.results.tilesLeft({ n: row.tilesLeft, tiles: hands[row.seat]! })}
          </span>
        </li>
      ))}
    </ol>
  );
}
