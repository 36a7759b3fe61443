/**
 * The line above the rack that says what happens now, in order of urgency: the AI failed (retry),
 * a placement awaits confirmation (Take back / Place), the AI is thinking, whose turn it is.
 */
import { settings } from '../model/settings.js';
import type { Table } from '../model/table.js';
import { breakdownWords, cellName } from '../model/words.js';
import { Icon } from './Icon.js';

/** Runs the action; from the keyboard, focus goes back to the board (the button is about to go). */
function after(event: MouseEvent, action: () => void): void {
  action();
  if (event.detail === 0) requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-cell][tabindex="0"]')?.focus());
}

export function StatusBar({ table }: { table: Table }) {
  const { session, turns } = table;
  const aiError = turns.aiError.value;
  const pending = table.pending.value;
  const thinking = turns.thinking.value;
  const mover = session.mover.value;
  const hint = turns.hint.value;

  if (aiError) {
    return (
      <div class="status status--error" role="alert">
        <p class="status__text">The AI could not move. {aiError}</p>
        <button type="button" class="pill pill--primary" onClick={() => void turns.begin()}>
          <Icon name="refresh" /> Try again
        </button>
      </div>
    );
  }
  if (pending) {
    const { breakdown } = pending;
    return (
      <div class="status status--confirm">
        <p class="status__text">
          <strong class="status__total">+{breakdown.total}</strong>
          <span class="status__detail">{breakdown.total > 0 ? breakdownWords(breakdown) : 'No combination here'}</span>
        </p>
        <button type="button" class="pill" data-action="take-back" onClick={(event) => after(event, () => table.takeBack())}>
          <Icon name="undo" /> Take back
        </button>
        <button type="button" class="pill pill--primary" data-action="confirm" onClick={(event) => after(event, () => table.confirm())}>
          <Icon name="check" /> Place
        </button>
      </div>
    );
  }
  if (session.over.value) {
    return (
      <div class="status">
        <p class="status__text">Game over</p>
        <button type="button" class="pill pill--primary" onClick={() => (table.resultsOpen.value = true)}>
          <Icon name="trophy" /> Results
        </button>
      </div>
    );
  }
  if (thinking !== null) {
    return (
      <div class="status status--thinking" data-thinking={thinking}>
        <p class="status__text">
          {session.nameOf(thinking)} is thinking
          <span class="dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
        </p>
      </div>
    );
  }
  const name = session.nameOf(mover);
  const yours = table.canPlace.value;
  const who = session.humans.length > 1 ? `${name}, your turn` : 'Your turn';
  let text = yours ? `${who}: drag a tile onto the board` : `${name} to move`;
  const drag = table.drag.value;
  if (yours && drag) text = `Drop the ${drag.v} on a lit cell`;
  else if (yours && table.highlight.value !== null) text = `Now tap a lit cell for your ${table.highlight.value}`;
  if (yours && hint) text = `Hint: ${hint.v} on ${cellName(hint.r, hint.c).toLowerCase()}`;
  const showHint = yours && settings.value.hints && !hint;
  return (
    <div class={`status${yours ? ' status--yours' : ''}`} data-turn={mover}>
      <p class="status__text">{text}</p>
      {showHint && (
        <button type="button" class="pill" data-action="hint" onClick={() => void turns.requestHint()} disabled={turns.hintBusy.value}>
          <Icon name="bulb" /> {turns.hintBusy.value ? 'Thinking…' : 'Hint'}
        </button>
      )}
    </div>
  );
}
