/**
 * Pass-and-play: between two human turns the whole screen is covered and the next hand is not even
 * rendered until its player taps. Never shown when only one human plays.
 */
import { useEffect, useRef } from 'preact/hooks';
import { messages } from '../i18n/index.js';
import type { Table } from '../model/table.js';
import type { TurnsBase } from '../model/turnsBase.js';
import { releaseTapFocus } from './tapFocus.js';

/** A tap on a hand-off (either game's): the button lets go of the focus, and the hand shows after the tap's frame. */
export function acceptHandoffTap(event: MouseEvent, turns: TurnsBase<unknown>): void {
  releaseTapFocus(event);
  turns.acceptHandoffAfterPaint();
}

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
      <button ref={button} type="button" class="handoff__button" onClick={(event) => acceptHandoffTap(event, table.turns)}>
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
