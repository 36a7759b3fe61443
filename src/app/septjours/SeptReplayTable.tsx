/**
 * The replay's table, read-only: before a round's deal its row as laid out; after it the packets as
 * cut, each one taken shown faded under its taker's name and colour, the one just taken ringed. The
 * game's strip (Strip.tsx) is made for playing (drags, taps, a move's show), so this draws the same
 * cards with the same layout classes and nothing to press.
 */
import { useRef } from 'preact/hooks';
import { packetCount } from '../../engine/septjours/index.js';
import { useWidthVariable } from '../components/useWidth.js';
import { messages } from '../i18n/index.js';
import type { SeptReplay } from '../model/septjours/replay.js';
import { Card } from './CardFace.js';
import { cardName, packetName } from './words.js';

export function SeptReplayTable({ replay }: { replay: SeptReplay }) {
  const m = messages.value;
  const view = replay.view.value;
  const k = packetCount(view.players);
  const strip = useRef<HTMLElement>(null);
  useWidthVariable(strip, '--strip-w');
  return (
    <section
      ref={strip}
      class="strip sept-replay__strip"
      style={{ '--k': k }}
      aria-label={m.sept.tableAt({ move: replay.step.value, total: replay.length })}
      data-round={view.round}
    >
      <div class="strip__inner">{view.packets ? <Packets replay={replay} packets={view.packets} /> : <Row row={view.row} k={k} />}</div>
    </section>
  );
}

function Row({ row, k }: { row: readonly string[]; k: number }) {
  return (
    <ol class="strip__cards strip__centred" style={{ '--centre': (k - 1) / 2 }} aria-label={messages.value.sept.row}>
      {row.map((card, i) => (
        <li key={i} class="slot" style={{ '--i': i, '--p': 0 }} data-card={card}>
          <Card card={card} />
          <span class="visually-hidden">{cardName(card)}</span>
        </li>
      ))}
    </ol>
  );
}

function Packets({ replay, packets }: { replay: SeptReplay; packets: readonly (readonly string[])[] }) {
  const m = messages.value;
  const { final } = replay;
  const takers = replay.takers.value;
  const move = replay.current.value;
  // A pick is always of the packets on the table: a round's last pick shows the next row instead.
  const justTaken = move && 'pick' in move ? move.pick : null;
  let start = 0;
  return (
    <ol class="strip__cards strip__cards--dealt" aria-label={m.sept.packets}>
      {packets.map((cards, p) => {
        const first = start;
        start += cards.length;
        const taker = takers.get(p);
        const classes = ['packet', 'sept-replay__packet'];
        if (taker !== undefined) classes.push('sept-replay__packet--taken', final.seatClass(taker));
        if (p === justTaken) classes.push('sept-replay__packet--just');
        const name = taker === undefined ? null : final.nameOf(taker);
        return (
          <li key={p} class={classes.join(' ')} style={{ '--i': first, '--n': cards.length, '--p': p }} data-packet={p} data-taker={taker}>
            <span class="visually-hidden">
              {m.sept.label({ parts: [packetName(p, cards), ...(name === null ? [] : [m.sept.taken({ name })])] })}
            </span>
            <span class="packet__cards" aria-hidden="true">
              {cards.map((card, i) => (
                <Card key={i} card={card} />
              ))}
            </span>
            {name !== null && (
              <span class="sept-replay__taker" aria-hidden="true">
                {name}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
