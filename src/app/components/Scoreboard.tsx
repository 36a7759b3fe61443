/** Every player's minutes and hand size, whose turn it is, and the pile. Open hands show every hand. */
import { messages } from '../i18n/index.js';
import type { Table } from '../model/table.js';
import { Pile } from './Pile.js';
import { PlayerTop } from './PlayerTop.js';

export function Scoreboard({ table }: { table: Table }) {
  const m = messages.value;
  const { session } = table;
  const scores = table.shownScores.value;
  const { sizes, mover, pile, hands: allHands } = table.standing.value;
  const { thinking } = table.turnShown.value;
  const open = session.setup.options.openHands;
  const hands = open ? allHands : null;
  const gaining = table.gainingSeat.value;

  return (
    <section class={`scoreboard scoreboard--${session.seats.length}`} aria-label={m.game.scoreboard}>
      <ol class="scoreboard__players">
        {session.seats.map((seat, i) => (
          <li
            key={i}
            class={`player ${session.seatClass(i)}${mover === i ? ' player--turn' : ''}${gaining === i ? ' player--gaining' : ''}`}
            data-seat={i}
            aria-current={mover === i ? 'step' : undefined}
          >
            <PlayerTop seat={seat} />
            <span class="player__minutes">
              <span class="player__score" data-score={i}>
                {scores[i]}
              </span>
              <span class="player__unit"> {m.common.minutesShort}</span>
            </span>
            <span class="player__hand">
              {m.common.tiles({ n: sizes[i]! })}
              {mover === i && <span class="visually-hidden"> {m.announce.toMove({ name: seat.name })}</span>}
              {thinking === i && mover === i && <span class="player__thinking" aria-hidden="true" />}
            </span>
            {hands && (
              <span class="player__open-hand" role="img" aria-label={m.game.openHand({ name: seat.name, tiles: hands[i]! })}>
                {hands[i]!.map((v, k) => (
                  <span key={k} class="mini-tile">
                    {v}
                  </span>
                ))}
              </span>
            )}
          </li>
        ))}
      </ol>
      <Pile size={pile} />
    </section>
  );
}
