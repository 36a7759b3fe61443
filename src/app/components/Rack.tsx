/**
 * The hand of the player at the device, as big tiles. Drag one to the board, or tap it then tap a
 * cell (keyboard: Enter or Space on a tile, then on a cell). Hidden in pass-and-play between turns.
 */
import { pressRackTile } from '../input/tileDrag.js';
import { messages } from '../i18n/index.js';
import type { Table } from '../model/table.js';

export function Rack({ table }: { table: Table }) {
  const m = messages.value;
  const { session } = table;
  const seat = table.rackSeat.value;
  const tiles = table.rack.value;
  const selected = table.selected.value;
  const drag = table.drag.value;
  const { canPlace } = table.turnShown.value;
  const hint = table.turns.hint.value;
  const hintIndex = hint ? tiles.indexOf(hint.v) : -1;

  if (seat === null) {
    const sizes = session.handSizes.value;
    const mover = session.mover.value;
    const backs = mover >= 0 ? sizes[mover]! : 0;
    return (
      <div class="rack rack--hidden" role="img" aria-label={m.game.handHidden}>
        {Array.from({ length: backs }, (_, i) => (
          <span key={i} class="tile tile--back" aria-hidden="true" />
        ))}
      </div>
    );
  }

  const owner = session.humans.length > 1 ? m.game.theirTiles({ name: session.nameOf(seat) }) : m.game.yourTiles;
  return (
    <div class={`rack${canPlace ? '' : ' rack--waiting'}`} role="group" aria-label={owner}>
      {/* The tiles dim together while the player waits: one fade on their row, not one on each tile. */}
      {tiles.length === 0 ? (
        <p class="rack__empty">{m.game.noTilesLeft}</p>
      ) : (
        <div class="rack__tiles">
          {tiles.map((v, i) => {
            const copy = tiles.slice(0, i).filter((w) => w === v).length;
            const classes = ['tile', 'tile--rack'];
            if (selected === i) classes.push('tile--selected');
            if (drag?.from === 'rack' && drag.index === i) classes.push('tile--ghost');
            if (i === hintIndex) classes.push('tile--hinted');
            return (
              <button
                key={`${v}-${copy}`}
                type="button"
                class={classes.join(' ')}
                aria-label={m.game.rackTile({ v })}
                aria-pressed={selected === i}
                aria-disabled={!canPlace}
                onPointerDown={(event) => pressRackTile(event, event.currentTarget, table, i, v)}
                onClick={() => table.select(i)}
              >
                {v}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
