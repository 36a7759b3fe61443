/**
 * Every move of the game, newest first: who dealt (the shift, and the packets as cut) and who took
 * which cards. A panel where there is room, a sheet from the top bar on phones (the same classes as
 * 24/7's log, so the same layouts apply).
 */
import type { PlayedMove } from '../../engine/septjours/index.js';
import { Icon } from '../components/Icon.js';
import { LogWindow } from '../components/LogWindow.js';
import { memo, shallowEqual } from '../components/memo.js';
import type { Messages } from '../i18n/index.js';
import { messages } from '../i18n/index.js';
import { Card } from './CardFace.js';
import type { SeptTable } from './table.js';
import { moveWords } from './words.js';

export function SeptLog({ table }: { table: SeptTable }) {
  const m = messages.value;
  const { session } = table;
  const history = table.logged.value;
  const open = table.logOpen.value;
  return (
    <section class={`log sept-log${open ? ' log--open' : ''}`} aria-labelledby="log-title">
      <header class="log__header">
        <h2 id="log-title">{m.log.title}</h2>
        <button type="button" class="icon-button log__close" aria-label={m.log.close} onClick={() => (table.logOpen.value = false)}>
          <Icon name="close" />
        </button>
      </header>
      {history.length === 0 ? (
        <p class="log__empty">{m.sept.logEmpty}</p>
      ) : (
        <LogWindow
          count={history.length}
          entry={(n) => {
            const move = history[n]!;
            return (
              <LogMove key={n} move={move} n={n} name={session.nameOf(move.player)} seatClass={session.seatClass(move.player)} m={m} />
            );
          }}
        />
      )}
    </section>
  );
}

interface LogMoveProps {
  move: PlayedMove;
  n: number;
  name: string;
  seatClass: string;
  /** The messages it is worded in: a language switch redraws every entry. */
  m: Messages;
}

/** One move of the log; a move never changes once played, so a new move draws only its own entry. */
const LogMove = memo(function LogMoveView({ move, n, name, seatClass, m }: LogMoveProps) {
  const pick = 'pick' in move;
  const packets = pick ? [move.cards] : move.cards;
  return (
    <li
      class={`sept-log__move ${seatClass}${pick ? '' : ' sept-log__move--deal'}`}
      data-player={move.player}
      data-log={pick ? 'pick' : 'deal'}
    >
      <span class="visually-hidden">{moveWords(move, () => name)}</span>
      <span class="log__number" aria-hidden="true">
        {n + 1}
      </span>
      <span class="sept-log__what" aria-hidden="true">
        <span class="log__who">{name}</span>{' '}
        <span class="sept-log__verb">{pick ? m.sept.logTook({ n: move.pick + 1 }) : m.sept.logDealt({ n: move.shift })}</span>
      </span>
      <span class="sept-log__packets" aria-hidden="true">
        {packets.map((cards, p) => (
          <span key={p} class="sept-log__packet">
            {cards.map((card, i) => (
              <Card key={i} card={card} mini />
            ))}
          </span>
        ))}
      </span>
    </li>
  );
}, shallowEqual);
