/** One board cell: a real button named in words (position first), drawn as a tile or an empty slot. */
import type { Messages } from '../i18n/index.js';
import { cellLabel, type CellFacts } from '../model/words.js';
import { memo, shallowEqual } from './memo.js';

export interface CellProps extends CellFacts {
  focusable: boolean;
  /** The colour class of the seat that played here last, if `last` is set. */
  lastSeatClass: string;
  /** The messages the cell is worded in (its accessible name, the 2x mark): a language switch redraws it. */
  m: Messages;
}

function CellView(p: CellProps) {
  const classes = ['cell'];
  if (p.double) classes.push('cell--double');
  if (p.start) classes.push('cell--start');
  if (p.last !== null) classes.push('cell--last', p.lastSeatClass);
  if (p.hint !== null) classes.push('cell--hint');
  if (p.outOfTime && p.v === 0) classes.push('cell--oot');
  const pending = p.pending && !p.pending.lifted ? p.pending : null;
  if (p.v > 0 || pending) classes.push('cell--filled');
  if (pending) classes.push('cell--pending');
  return (
    <div role="gridcell" class="board__slot">
      <button type="button" class={classes.join(' ')} data-cell={`${p.r},${p.c}`} tabIndex={p.focusable ? 0 : -1} aria-label={cellLabel(p)}>
        {p.v > 0 ? (
          <span class="tile tile--board">{p.v}</span>
        ) : pending ? (
          <span class="tile tile--board tile--pending">
            {pending.v}
            {pending.total > 0 && <span class="tile__preview">+{pending.total}</span>}
          </span>
        ) : (
          <>
            {p.double && <span class="cell__double">{p.m.shared.doubleMark}</span>}
            {p.fits ? <span class="cell__fits">{p.fits}</span> : null}
            {p.outOfTime && <span class="cell__oot" />}
            {p.hint !== null && <span class="tile tile--board tile--hint">{p.hint}</span>}
          </>
        )}
      </button>
    </div>
  );
}

/** The placement awaiting confirmation, by value: the board builds a fresh object at every render. */
const samePending = (a: CellProps['pending'], b: CellProps['pending']) =>
  a === b || (a !== null && b !== null && a.v === b.v && a.total === b.total && a.lifted === b.lifted);

/** A board render redraws only the cells whose facts changed (a move changes a few of the 49). */
export const Cell = memo(CellView, (a, b) => samePending(a.pending, b.pending) && shallowEqual(a, b, 'pending'));
