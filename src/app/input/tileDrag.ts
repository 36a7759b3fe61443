/** Connects a press on a tile (in the rack, or awaiting confirmation on the board) to the table. */
import { reducedMotion } from '../model/settings.js';
import type { Table } from '../model/table.js';
import { pressTile } from './drag.js';
import { play } from '../sound/index.js';

/** A press on rack tile `index` (value v). */
export function pressRackTile(event: PointerEvent, source: HTMLElement, table: Table, index: number, v: number): void {
  if (!table.canPlace.value) return;
  pressTile(
    event,
    source,
    String(v),
    {
      begin: () => {
        table.selected.value = null;
        table.drag.value = { v, from: 'rack', index };
        play({ kind: 'pick' });
      },
      hover: (cell) => (table.hovered.value = cell),
      accepts: (cell) => cell !== null && table.mayPlace(v, cell[0], cell[1]),
      drop: (cell) => {
        if (cell) table.place(v, cell[0], cell[1]);
      },
      end: () => {
        table.drag.value = null;
        table.hovered.value = null;
      },
    },
    reducedMotion.value,
  );
}

/** A press on the tile awaiting confirmation: drag it to another cell, or off the board to take it back. */
export function pressPendingTile(event: PointerEvent, source: HTMLElement, table: Table): void {
  const pending = table.pending.value;
  if (!pending || !table.canPlace.value) return;
  pressTile(
    event,
    source,
    String(pending.v),
    {
      begin: () => {
        table.drag.value = { v: pending.v, from: 'pending', index: -1 };
        play({ kind: 'pick' });
      },
      hover: (cell) => (table.hovered.value = cell),
      // Off the board takes it back; on its own cell it goes back where it was.
      accepts: (cell) => !cell || ((cell[0] !== pending.r || cell[1] !== pending.c) && table.mayPlace(pending.v, cell[0], cell[1])),
      drop: (cell) => (cell ? table.place(pending.v, cell[0], cell[1]) : table.takeBack()),
      end: () => {
        table.drag.value = null;
        table.hovered.value = null;
      },
    },
    reducedMotion.value,
  );
}
