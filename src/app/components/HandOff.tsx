/**
 * Pass-and-play: between two human turns the whole screen is covered and the next hand is not even
 * rendered until its player taps. Never shown when only one human plays.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Table } from '../model/table.js';

export function HandOff({ table }: { table: Table }) {
  const seat = table.turns.handoff.value;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (seat !== null) button.current?.focus();
  }, [seat]);
  if (seat === null) return null;
  const name = table.session.nameOf(seat);
  return (
    <div class={`handoff seat-${seat}`} role="dialog" aria-modal="true" aria-labelledby="handoff-title">
      <button ref={button} type="button" class="handoff__button" onClick={() => table.turns.acceptHandoff()}>
        <span class="handoff__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span id="handoff-title" class="handoff__title">
          Pass to {name}
        </span>
        <span class="handoff__hint">Tap when ready</span>
        <span class="handoff__small">The other players look away: {name}'s tiles will show.</span>
      </button>
    </div>
  );
}
