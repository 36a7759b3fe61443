/**
 * The final points: places (equal totals share one), and each player's stars, majorities, minorities
 * and total, with a legend for the marks. The end of a game and the end of its replay both show it.
 */
import { messages } from '../i18n/index.js';
import type { SeptSession } from '../model/septjours/session.js';
import { Mark, Star } from './symbols.js';

export function PointsTable({ session }: { session: SeptSession }) {
  const m = messages.value;
  const points = session.points.value;
  const rows: { seat: number; place: number; shared: boolean }[] = [];
  for (const group of session.ranking.value) {
    const place = rows.length + 1;
    for (const seat of group) rows.push({ seat, place, shared: group.length > 1 });
  }
  return (
    <>
      <table class="sept-over__table">
        <caption class="visually-hidden">{m.sept.breakdown}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span class="visually-hidden">{m.common.place({ n: 1 })}</span>
            </th>
            <th scope="col">
              <span class="visually-hidden">{m.newGame.players}</span>
            </th>
            <th scope="col" class="sept-over__num">
              <span class="sept-over__head-star" aria-hidden="true">
                <Star />
              </span>
              <span class="visually-hidden">{m.sept.stars}</span>
            </th>
            <th scope="col" class="sept-over__num">
              <Mark kind="most" />
              <span class="visually-hidden">{m.sept.majorities}</span>
            </th>
            <th scope="col" class="sept-over__num">
              <Mark kind="fewest" />
              <span class="visually-hidden">{m.sept.minorities}</span>
            </th>
            <th scope="col" class="sept-over__num sept-over__total">
              {m.sept.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ seat, place, shared }) => {
            const p = points[seat]!;
            return (
              <tr
                key={seat}
                class={`sept-over__row ${session.seatClass(seat)}${place === 1 ? ' sept-over__row--first' : ''}`}
                data-seat={seat}
                data-total={p.total}
              >
                <td class="ranking__place">{shared ? m.common.sharedPlace({ n: place }) : m.common.place({ n: place })}</td>
                <th scope="row" class="sept-over__name">
                  {session.nameOf(seat)}
                </th>
                <td class="sept-over__num" data-stars={p.stars}>
                  {p.stars}
                </td>
                <td class="sept-over__num" data-majority={p.majority}>
                  {p.majority}
                </td>
                <td class="sept-over__num" data-minority={p.minority}>
                  {p.minority}
                </td>
                <td class="sept-over__num sept-over__total">{p.total}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="sept-over__legend">
        <span>
          <Star /> {m.sept.stars}
        </span>
        <span>
          <Mark kind="most" /> {m.sept.majorities}
        </span>
        <span>
          <Mark kind="fewest" /> {m.sept.minorities}
        </span>
      </p>
    </>
  );
}
