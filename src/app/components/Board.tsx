/**
 * The 7×7 board as an ARIA grid of buttons. Arrow keys move a single tab stop (roving tabindex);
 * Enter or Space places the picked tile; digits pick a tile from the rack. Everything drawn on a cell
 * comes from signals: the engine's board, the worker's target map, the drag, the feedback, the hint.
 */
import { effect, useSignal, useSignalEffect } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { SIZE, isDoubleCell, isStartCell } from '../../engine/twentyfourseven/index.js';
import { pressPendingTile } from '../input/tileDrag.js';
import { afterNextPaint } from '../model/afterPaint.js';
import { messages } from '../i18n/index.js';
import type { Pending } from '../model/placement.js';
import type { Table } from '../model/table.js';
import { Cell, type CellProps } from './Cell.js';
import { useArrival } from './useArrival.js';

/** Whether a tile of value v lands on a cell: open, and the biggest tile that fits there is at least v. */
const lands = (open: boolean, fits: number | null, v: number | null): boolean => open && fits !== null && v !== null && fits >= v;

/** A cell a tile may go on: no tile there, and not the one awaiting confirmation. */
const isOpen = (board: readonly (readonly number[])[], pending: Pending | null, r: number, c: number): boolean =>
  board[r]![c] === 0 && !(pending?.r === r && pending.c === c);

const KEY_STEPS: Record<string, readonly [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function Board({ table }: { table: Table }) {
  const focus = useSignal<readonly [number, number]>([3, 3]);
  const { session, turns } = table;
  const board = session.board.value;
  const targets = table.targetsShown.value;
  const pending = table.pending.value;
  const drag = table.drag.value;
  const hint = turns.hint.value;
  const last = session.lastMove.value;
  const m = messages.value;
  // An AI's tile flies in from its place on the scoreboard (a human's was dropped there by hand).
  useArrival(last, (move) => session.seats[move.player]?.kind !== 'human');
  const grid = useRef<HTMLDivElement>(null);
  useHoverMark(table, grid);
  useReachMarks(table, grid);
  useFeedbackLights(table, grid);

  const moveFocus = (event: KeyboardEvent) => {
    const [r, c] = focus.value;
    let next: readonly [number, number] | null = null;
    const step = KEY_STEPS[event.key];
    if (step) next = [Math.min(SIZE - 1, Math.max(0, r + step[0])), Math.min(SIZE - 1, Math.max(0, c + step[1]))];
    else if (event.key === 'Home') next = [r, 0];
    else if (event.key === 'End') next = [r, SIZE - 1];
    else if (/^[0-9]$/.test(event.key)) {
      const v = event.key === '0' ? 10 : Number(event.key);
      const index = table.rack.value.indexOf(v);
      if (index >= 0) table.select(table.selected.value === index ? null : index);
      else table.say(messages.value.game.noSuchTile({ v }), 'info');
    } else if (event.key === 'Escape') {
      table.selected.value = null;
      table.takeBack();
    } else return;
    event.preventDefault();
    if (next) {
      focus.value = next;
      document.querySelector<HTMLElement>(`[data-cell="${next[0]},${next[1]}"]`)?.focus();
    }
  };

  const onClick = (event: MouseEvent) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [r, c] = cell.dataset.cell!.split(',').map(Number) as [number, number];
    focus.value = [r, c];
    table.tapCell(r, c);
    // From the keyboard (a click with no pointer), go on to the confirm button, drawn a frame later.
    if (event.detail === 0 && table.pending.value) {
      afterNextPaint(() => document.querySelector<HTMLElement>('[data-action="confirm"]')?.focus());
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    // The tile awaiting confirmation can be dragged on to another cell, or off the board to take it back.
    if (cell && pending && cell.dataset.cell === `${pending.r},${pending.c}`) pressPendingTile(event, cell, table);
  };

  const rows = [];
  for (let r = 0; r < SIZE; r++) {
    const cells = [];
    for (let c = 0; c < SIZE; c++) {
      const i = r * SIZE + c;
      const v = board[r]![c]!;
      const fits = targets ? targets.targets[r]![c]! : null;
      const isPending = pending?.r === r && pending.c === c;
      const open = isOpen(board, pending, r, c);
      const props: CellProps = {
        r,
        c,
        v,
        start: isStartCell(r, c),
        double: isDoubleCell(r, c),
        fits,
        outOfTime: targets?.outOfTime[r]?.[c] === true,
        pending: isPending ? { v: pending.v, total: pending.breakdown.total, lifted: drag?.from === 'pending' } : null,
        last: last && last.r === r && last.c === c ? last.player : null,
        lastSeatClass: last && last.r === r && last.c === c ? session.seatClass(last.player) : '',
        hint: hint && hint.r === r && hint.c === c && open ? hint.v : null,
        focusable: focus.value[0] === r && focus.value[1] === c,
        m,
      };
      cells.push(<Cell key={i} {...props} />);
    }
    rows.push(
      <div role="row" class="board__row" key={r}>
        {cells}
      </div>,
    );
  }

  return (
    <div
      ref={grid}
      class="board"
      role="grid"
      aria-label={messages.value.game.board}
      onKeyDown={moveFocus}
      onClick={onClick}
      onPointerDown={onPointerDown}
    >
      {rows}
    </div>
  );
}

/**
 * Lights the cells where the picked or dragged tile fits (`data-reach` on each, `board--picking` on the
 * board), a frame after the tile lifts or drops (`shownHighlight`), without a render: a lift or a drop
 * changes up to 33 cells, and rendering each again was most of that frame's script.
 */
function useReachMarks(table: Table, grid: { current: HTMLDivElement | null }): void {
  useSignalEffect(() => {
    const v = table.shownHighlight.value;
    const picking = v !== null && table.canPlace.value;
    const board = table.session.board.value;
    const targets = table.session.targets.value?.targets;
    const pending = table.pending.value;
    const element = grid.current;
    if (!element) return;
    element.classList.toggle('board--picking', picking);
    eachCell(element, (cell, r, c) => {
      cell.toggleAttribute('data-reach', picking && lands(isOpen(board, pending, r, c), targets?.[r]?.[c] ?? null, v));
    });
  });
}

/**
 * Lights the cells of the combination the scoring feedback is at (`data-lit`, its tone), without a
 * render: each step of a move's feedback changes a few cells, and rendering them again was most of
 * that step's script. Lit in the task that steps the feedback, with its words: useSignalEffect would
 * light them in the next animation frame, after the browser had laid out the words (its hover check
 * does so first thing in a frame), and the frame laid the page out a second time.
 */
function useFeedbackLights(table: Table, grid: { current: HTMLDivElement | null }): void {
  useEffect(
    () =>
      effect(() => {
        const now = table.feedback.current.value;
        const element = grid.current;
        if (!element) return;
        const lit = new Map<number, string>();
        if (now && now.index >= 0) {
          // Reduced motion lights every combination at once, each in its own colour.
          const steps = now.reduced ? now.steps.filter((step) => step.kind === 'combo') : now.steps.slice(now.index, now.index + 1);
          for (const step of steps) for (const [r, c] of step.cells) lit.set(r * SIZE + c, step.tone);
        }
        eachCell(element, (cell, r, c) => {
          const tone = lit.get(r * SIZE + c);
          if (tone && cell.dataset.lit !== tone) cell.dataset.lit = tone;
          else if (!tone && cell.dataset.lit) delete cell.dataset.lit;
        });
      }),
    [table, grid],
  );
}

/**
 * Visits each cell button of the board with its row and column (the marks set without a render). The
 * position read from its "r,c" without arrays: a split each cell was garbage at every lift and drop.
 */
function eachCell(grid: HTMLElement, visit: (cell: HTMLElement, r: number, c: number) => void): void {
  for (const cell of grid.querySelectorAll<HTMLElement>('[data-cell]')) {
    const at = cell.dataset.cell!;
    const comma = at.indexOf(',');
    visit(cell, Number(at.slice(0, comma)), Number(at.slice(comma + 1)));
  }
}

/**
 * Marks the cell under a dragged tile (`data-hover`: ok where the tile would land, bad elsewhere) and
 * clears it when the finger leaves: a drag crosses many cells, and redrawing the board for each made
 * every crossing a render of 49 cells.
 */
function useHoverMark(table: Table, grid: { current: HTMLDivElement | null }): void {
  useSignalEffect(() => {
    const at = table.hovered.value;
    const cell = at && grid.current?.querySelector<HTMLElement>(`[data-cell="${at[0]},${at[1]}"]`);
    if (!at || !cell) return;
    const [r, c] = at;
    const open = isOpen(table.session.board.value, table.pending.value, r, c);
    const fits = table.session.targets.value?.targets[r]?.[c] ?? null;
    cell.dataset.hover = lands(open, fits, table.highlight.value) ? 'ok' : 'bad';
    return () => delete cell.dataset.hover;
  });
}
