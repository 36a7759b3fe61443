/**
 * Every move of the game, newest first, with its breakdown and any seat skipped after it. A panel
 * beside the board on wide screens, a sheet opened from the top bar on phones.
 */
import type { PlayedMove } from '../../engine/twentyfourseven/index.js';
import type { Messages } from '../i18n/index.js';
import type { Table } from '../model/table.js';
import { messages } from '../i18n/index.js';
import { comboLabel } from '../model/words.js';
import { Icon } from './Icon.js';
import { LogWindow } from './LogWindow.js';
import { memo, shallowEqual } from './memo.js';

export function MoveLog({ table }: { table: Table }) {
  const m = messages.value;
  const { session } = table;
  const history = table.logged.value;
  const open = table.logOpen.value;
  return (
    <section class={`log${open ? ' log--open' : ''}`} aria-labelledby="log-title">
      <header class="log__header">
        <h2 id="log-title">{m.log.title}</h2>
        <button type="button" class="icon-button log__close" aria-label={m.log.close} onClick={() => (table.logOpen.value = false)}>
          <Icon name="close" />
        </button>
      </header>
      {history.length === 0 ? (
        <p class="log__empty">{m.log.empty}</p>
      ) : (
        <LogWindow count={history.length} entry={(n) => <LogMove key={n} move={history[n]!} n={n} names={session} m={m} />} />
      )}
    </section>
  );
}

interface LogMoveProps {
  move: PlayedMove;
  n: number;
  names: { nameOf(seat: number): string; seatClass(seat: number): string };
  /** The messages it is worded in: a language switch redraws every entry. */
  m: Messages;
}

/** One move of the log. A move never changes once played, so a new move draws only its own entry. */
const LogMove = memo(function LogMoveView({ move, n, names, m }: LogMoveProps) {
  const { breakdown } = move;
  return (
    <li class={`log__move ${names.seatClass(move.player)}`} data-move={`${move.r},${move.c},${move.v}`} data-player={move.player}>
      <span class="log__number">{n + 1}</span>
      <span class="log__who">{names.nameOf(move.player)}</span>
      <span class="log__tile" role="img" aria-label={m.log.tile({ v: move.v })}>
        {move.v}
      </span>
      <span class="log__where">{m.log.where({ r: move.r + 1, c: move.c + 1 })}</span>
      <span class="log__total">{breakdown.total > 0 ? `+${breakdown.total}` : '0'}</span>
      {breakdown.combos.length > 0 && (
        <span class="log__combos">
          {breakdown.combos.map((combo, k) => (
            <span key={k} class="log__combo">
              {comboLabel(combo)}
            </span>
          ))}
          {breakdown.doubled && <span class="log__combo log__combo--double">{m.doubled}</span>}
        </span>
      )}
      {move.skipped.map((seat) => (
        <span key={`s${seat}`} class="log__skip">
          {m.log.skipped({ name: names.nameOf(seat) })}
        </span>
      ))}
    </li>
  );
}, shallowEqual);
