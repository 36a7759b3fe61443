/** One board cell: a real button named in words (position first), drawn as a tile or an empty slot. */
import { cellLabel, type CellFacts } from '../model/words.js';

export interface CellProps extends CellFacts {
  /** While a tile is picked: 'fits' or 'dim'; null otherwise. */
  reach: 'fits' | 'dim' | null;
  hover: 'ok' | 'bad' | null;
  lit: string | null;
  focusable: boolean;
}

export function Cell(p: CellProps) {
  const classes = ['cell'];
  if (p.double) classes.push('cell--double');
  if (p.start) classes.push('cell--start');
  if (p.reach) classes.push(`cell--${p.reach}`);
  if (p.hover) classes.push(`cell--hover-${p.hover}`);
  if (p.lit) classes.push('cell--lit', `lit--${p.lit}`);
  if (p.last !== null) classes.push('cell--last', `seat-${p.last}`);
  if (p.hint !== null) classes.push('cell--hint');
  if (p.outOfTime && p.v === 0) classes.push('cell--oot');
  if (p.v > 0 || (p.pending && !p.pending.lifted)) classes.push('cell--filled');
  const pending = p.pending && !p.pending.lifted ? p.pending : null;
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
            {p.double && <span class="cell__double">2x</span>}
            {p.fits ? <span class="cell__fits">{p.fits}</span> : null}
            {p.outOfTime && <span class="cell__oot" />}
            {p.hint !== null && <span class="tile tile--board tile--hint">{p.hint}</span>}
          </>
        )}
      </button>
    </div>
  );
}
