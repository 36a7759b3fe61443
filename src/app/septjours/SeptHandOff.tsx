/**
 * Pass-and-play: between two players' turns on one device, a screen that says whose turn it is. In
 * 7 Jours every card is public, so nothing is hidden behind it: it only makes sure the right player
 * holds the device, and goes with one tap on Ready.
 */
import { useEffect, useRef } from 'preact/hooks';
import { acceptHandoffTap } from '../components/HandOff.js';
import { messages } from '../i18n/index.js';
import type { SeptTable } from './table.js';

export function SeptHandOff({ table }: { table: SeptTable }) {
  const seat = table.turns.handoff.value;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (seat !== null) button.current?.focus();
  }, [seat]);
  if (seat === null) return null;
  const m = messages.value;
  const name = table.session.nameOf(seat);
  const dealing = table.session.table.value.packets === undefined;
  return (
    <div class={`handoff ${table.session.seatClass(seat)}`} role="dialog" aria-modal="true" aria-labelledby="handoff-title">
      <button ref={button} type="button" class="handoff__button" onClick={(event) => acceptHandoffTap(event, table.turns)}>
        <span class="handoff__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span id="handoff-title" class="handoff__title">
          {m.handoff.pass({ name })}
        </span>
        <span class="handoff__small">{dealing ? m.sept.handoffDeal : m.sept.handoffPick}</span>
        <span class="handoff__hint">{m.sept.ready}</span>
      </button>
    </div>
  );
}
