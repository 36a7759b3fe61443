/**
 * Pass-and-play: between two human turns the whole screen is covered and the next hand is not even
 * rendered until its player taps. Never shown when only one human plays.
 */
import { useEffect, useRef } from 'preact/hooks';
import { messages } from '../i18n/index.js';
import type { Table } from '../model/table.js';

export function HandOff({ table }: { table: Table }) {
  const seat = table.turns.handoff.value;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (seat !== null) button.current?.focus();
  }, [seat]);
  if (seat === null) return null;
  const m = messages.value;
  const name = table.session.nameOf(seat);
  return (
    <div class={`handoff ${table.session.seatClass(seat)}`} role="dialog" aria-modal="true" aria-labelledby="handoff-title">
      <button ref={button} type="button" class="handoff__button" onClick={() => table.turns.acceptHandoff()}>
        <span class="handoff__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span id="handoff-title" class="handoff__title">
          {m.handoff.pass({ name })}
        </span>
        <span class="handoff__hint">{m.handoff.tap}</span>
        <span class="handoff__small">{m.handoff.lookAway({ name })}</span>
      </button>
    </div>
  );
}
