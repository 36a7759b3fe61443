/**
 * Every player's cards, grouped by element: how many and their stars, with ▲ on whoever holds the
 * most of an element now and ▼ on whoever holds the fewest, and each player's points as they stand.
 * It shows the table being drawn (during a move's show, the position before it) a frame after the
 * table itself, and a row redraws only when its player's cards, points or turn changed.
 */
import type { ReadonlySignal } from '@preact/signals';
import { ELEMENTS, pointsOfHands } from '../../engine/septjours/index.js';
import type { Messages } from '../i18n/index.js';
import { messages } from '../i18n/index.js';
import { Icon } from '../components/Icon.js';
import { memo, shallowEqual } from '../components/memo.js';
import { holdingsOf } from './cards.js';
import { ElementSymbol, Mark, Star } from './symbols.js';
import type { SeptTable } from './table.js';
import { elementName } from './words.js';

/**
 * What the board reads of the table, so the replay viewer can hand it a read-only stand-in: the
 * position it shows, nobody thinking or picking.
 */
export type BoardSource = Pick<SeptTable, 'session' | 'board' | 'holders'> & {
  turns: Pick<SeptTable['turns'], 'thinking'>;
};

export function Players({ table }: { table: BoardSource }) {
  const m = messages.value;
  const { session } = table;
  const { view, showing, picker } = table.board.value;
  const points = pointsOfHands(view.hands);
  const holders = table.holders.value;
  const mover = showing ?? view.toMove;
  return (
    <section class={`seats seats--${session.seats.length}`} aria-label={m.sept.board}>
      <div class="seats__head" aria-hidden="true">
        <span class="seats__legend">
          <span>
            <Mark kind="most" /> {m.sept.legendMost}
          </span>{' '}
          <span>
            <Mark kind="fewest" /> {m.sept.legendFewest}
          </span>
        </span>
        {Array.from({ length: ELEMENTS }, (_, e) => (
          <span key={e} class={`seats__element el-${e}`}>
            <ElementSymbol element={e} />
          </span>
        ))}
        <span class="seats__points">{m.sept.pointsShort}</span>
      </div>
      <ol class="seats__rows">
        {session.seats.map((seat, s) => {
          const holdings = holdingsOf(view.hands[s] ?? []);
          return (
            <SeatRow
              key={s}
              seat={s}
              name={seat.name}
              human={seat.kind === 'human'}
              seatClass={session.seatClass(s)}
              holdings={holdings.map((h) => `${h.count}:${h.stars.reduce((a, b) => a + b, 0)}`).join(' ')}
              most={holders.map((h) => (h.most === s ? 1 : 0)).join('')}
              fewest={holders.map((h) => (h.fewest === s ? 1 : 0)).join('')}
              total={points[s]!.total}
              turn={mover === s}
              dealer={view.dealer === s}
              thinking={table.turns.thinking}
              target={picker === s}
              m={m}
            />
          );
        })}
      </ol>
    </section>
  );
}

interface RowProps {
  seat: number;
  name: string;
  human: boolean;
  seatClass: string;
  /** Per element "count:stars", space-separated (strings, so an unchanged row compares equal). */
  holdings: string;
  /** Per element 1 where this seat holds the most (the fewest). */
  most: string;
  fewest: string;
  total: number;
  turn: boolean;
  dealer: boolean;
  /** The seat thinking now, read by the row's mark alone: a thought begun or ended redraws no row. */
  thinking: ReadonlySignal<number | null>;
  /** The picker at the device: their row is where a packet is dragged. */
  target: boolean;
  m: Messages;
}

const SeatRow = memo(function SeatRowView(p: RowProps) {
  const { sept, status } = p.m;
  const cells = p.holdings.split(' ').map((cell) => cell.split(':').map(Number) as [number, number]);
  const words = [sept.player({ name: p.name, total: p.total })];
  if (p.dealer) words.push(sept.dealer);
  if (p.turn) words.push(status.toMove({ name: p.name }));
  cells.forEach(([count, stars], e) => {
    words.push(sept.holding({ name: elementName(e), count, n: stars }));
    if (p.most[e] === '1') words.push(sept.most);
    if (p.fewest[e] === '1') words.push(sept.fewest);
  });
  const classes = ['seat-row', p.seatClass];
  if (p.turn) classes.push('seat-row--turn');
  if (p.target) classes.push('seat-row--target');
  return (
    <li class={classes.join(' ')} data-seat-row={p.seat} aria-current={p.turn ? 'step' : undefined}>
      <span class="visually-hidden">{sept.label({ parts: words })}</span>
      <span class="seat-row__who" aria-hidden="true">
        <span class="seat-row__avatar">
          <Icon name={p.human ? 'person' : 'cpu'} />
          {p.dealer && (
            <span class="seat-row__dealer" title={sept.dealer}>
              <DealerMark />
            </span>
          )}
        </span>
        <span class="seat-row__name">{p.name}</span>
        <ThinkingMark thinking={p.thinking} seat={p.seat} />
      </span>
      {cells.map(([count, stars], e) => {
        const most = p.most[e] === '1';
        const fewest = p.fewest[e] === '1';
        return (
          <span
            key={e}
            class={`holding el-${e}${count === 0 ? ' holding--none' : ''}${most ? ' holding--most' : ''}${fewest ? ' holding--fewest' : ''}`}
            data-holding={`${count}:${stars}`}
            aria-hidden="true"
          >
            <span class="holding__count">{count}</span>
            {stars > 0 && (
              <span class="holding__stars">
                <Star />
                {stars}
              </span>
            )}
            {(most || fewest) && (
              <span class="holding__mark">
                <Mark kind={most ? 'most' : 'fewest'} />
              </span>
            )}
          </span>
        );
      })}
      <span class="seat-row__total" data-total={p.total} aria-hidden="true">
        {p.total}
      </span>
    </li>
  );
}, shallowEqual);

/** The dots on a row while its player (an AI) thinks. */
function ThinkingMark({ thinking, seat }: { thinking: ReadonlySignal<number | null>; seat: number }) {
  return thinking.value === seat ? <span class="player__thinking" /> : null;
}

/** The dealer's mark: a fanned hand of cards. */
function DealerMark() {
  return (
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4.5 8.5l5-2 4 10-5 2zM10.5 5.5h5v11h-5zM16.5 6.5l4.5 2-4 10" />
    </svg>
  );
}
