/** A small 7×7 board for Home's 24/7 tile: the printed cells and a few tiles. Decorative; no game logic. */
import { SIZE, isDoubleCell, isStartCell } from '../../engine/twentyfourseven/board.js';
import { messages } from '../i18n/index.js';

type Line = 'seven' | 'twentyfour';
/** A row that sums to 7 (5 + 2) and a column that sums to 24 (10 + 8 + 6), around the start cell. */
const TILES = new Map<string, { value: number; line: Line }>([
  ['2,2', { value: 5, line: 'seven' }],
  ['2,3', { value: 2, line: 'seven' }],
  ['3,4', { value: 10, line: 'twentyfour' }],
  ['4,4', { value: 8, line: 'twentyfour' }],
  ['5,4', { value: 6, line: 'twentyfour' }],
]);

function Cell({ r, c }: { r: number; c: number }) {
  const key = `${r},${c}`;
  const tile = TILES.get(key);
  if (tile) {
    return (
      <div class={`cell cell--tile tile--${tile.line}`}>
        <span class="tile__face">{tile.value}</span>
      </div>
    );
  }
  if (isStartCell(r, c)) {
    return (
      <div class="cell cell--start">
        <span>24/7</span>
      </div>
    );
  }
  if (isDoubleCell(r, c)) {
    return (
      <div class="cell cell--double">
        <span>{messages.value.shared.doubleMark}</span>
      </div>
    );
  }
  return <div class="cell" />;
}

export function MiniBoard() {
  const cells = [];
  for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) cells.push(<Cell key={`${r},${c}`} r={r} c={c} />);
  return <div class="mini-board">{cells}</div>;
}
