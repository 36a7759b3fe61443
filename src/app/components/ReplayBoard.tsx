/**
 * The board of the replay viewer: the game's board look (board.css) without its controls. A table of
 * cells named in words; the move shown is ringed in its player's colour and its combinations light up.
 */
import {
  SIZE,
  boardRows,
  isDoubleCell,
  isStartCell,
  outOfTimeMap,
  type Game,
  type PlayedMove,
} from '../../engine/twentyfourseven/index.js';
import { messages } from '../i18n/index.js';
import { cellLabel, toneOf } from '../model/words.js';

interface Props {
  position: Game;
  /** The move that led to this position, or null at the deal. */
  move: PlayedMove | null;
  label: string;
  /** A seat's colour class (seats keep the colour they were set up in). */
  seatClass: (seat: number) => string;
}

export function ReplayBoard({ position, move, label, seatClass }: Props) {
  const doubleMark = messages.value.shared.doubleMark;
  const board = boardRows(position.state);
  const outOfTime = outOfTimeMap(position.state);
  const lit = new Map<number, string>();
  for (const combo of move?.breakdown.combos ?? []) for (const [r, c] of combo.cells) lit.set(r * SIZE + c, toneOf(combo.key));

  const rows = [];
  for (let r = 0; r < SIZE; r++) {
    const cells = [];
    for (let c = 0; c < SIZE; c++) {
      const i = r * SIZE + c;
      const v = board[r]![c]!;
      const last = move && move.r === r && move.c === c ? move.player : null;
      const double = isDoubleCell(r, c);
      const start = isStartCell(r, c);
      const oot = v === 0 && outOfTime[r]![c] === true;
      const classes = ['cell'];
      if (double) classes.push('cell--double');
      if (start) classes.push('cell--start');
      if (v > 0) classes.push('cell--filled');
      if (oot) classes.push('cell--oot');
      if (last !== null) classes.push('cell--last', seatClass(last));
      const name = cellLabel({ r, c, v, start, double, fits: null, outOfTime: oot, pending: null, last, hint: null });
      cells.push(
        <div role="cell" class="board__slot" key={i}>
          <div
            class={classes.join(' ')}
            data-replay-cell={`${r},${c}`}
            data-lit={lit.get(i)}
            data-tile={v || undefined}
            role="img"
            aria-label={name}
          >
            {v > 0 ? (
              <span class="tile tile--board">{v}</span>
            ) : (
              <>
                {double && <span class="cell__double">{doubleMark}</span>}
                {oot && <span class="cell__oot" />}
              </>
            )}
          </div>
        </div>,
      );
    }
    rows.push(
      <div role="row" class="board__row" key={r}>
        {cells}
      </div>,
    );
  }
  return (
    <div class="board board--replay" role="table" aria-label={label}>
      {rows}
    </div>
  );
}
