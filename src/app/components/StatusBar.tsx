/**
 * The line above the rack that says what happens now, in order of urgency: the AI failed (retry),
 * a placement awaits confirmation (Take back / Place), the AI is thinking, whose turn it is.
 */
import { settings } from '../model/settings.js';
import type { Table } from '../model/table.js';
import { messages } from '../i18n/index.js';
import { aiProblemWords } from '../model/ai.js';
import { breakdownWords } from '../model/words.js';
import { Icon } from './Icon.js';
import { releaseTapFocus } from './tapFocus.js';
import { TakeBackButton } from './TakeBack.js';

/** Runs the action; from the keyboard, focus goes back to the board (the button is about to go). */
function after(event: MouseEvent, action: () => void): void {
  releaseTapFocus(event);
  action();
  if (event.detail === 0) requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-cell][tabindex="0"]')?.focus());
}

export function StatusBar({ table }: { table: Table }) {
  const m = messages.value;
  const { session, turns } = table;
  const aiError = turns.aiError.value;
  // The turn a frame behind the move: the move's frame draws the board, the next one this line.
  const { pending, thinking, mover, over, canPlace: yours } = table.turnShown.value;
  const hint = turns.hint.value;

  if (aiError) {
    return (
      <div class="status status--error" role="alert">
        <p class="status__text">{m.status.aiFailed({ reason: aiProblemWords(aiError) })}</p>
        <button type="button" class="pill pill--primary" onClick={() => void turns.begin()}>
          <Icon name="refresh" /> {m.status.tryAgain}
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
          <span class="status__detail">{breakdown.total > 0 ? breakdownWords(breakdown) : m.status.noCombination}</span>
        </p>
        <button type="button" class="pill" data-action="take-back" onClick={(event) => after(event, () => table.takeBack())}>
          <Icon name="undo" /> {m.status.takeBack}
        </button>
        <button type="button" class="pill pill--primary" data-action="confirm" onClick={(event) => after(event, () => table.confirm())}>
          <Icon name="check" /> {m.status.place}
        </button>
      </div>
    );
  }
  if (over) {
    return (
      <div class="status">
        <p class="status__text">{m.status.gameOver}</p>
        <button type="button" class="pill pill--primary" onClick={() => (table.resultsOpen.value = true)}>
          <Icon name="trophy" /> {m.status.results}
        </button>
      </div>
    );
  }
  const takeBack = <TakeBackButton session={session} onError={(text) => table.say(text, 'error')} />;
  if (thinking !== null) {
    return (
      <div class="status status--thinking" data-thinking={thinking}>
        <p class="status__text">
          {m.status.thinking({ name: session.nameOf(thinking) })}
          <span class="dots" aria-hidden="true" />
        </p>
        {takeBack}
      </div>
    );
  }
  const name = session.nameOf(mover);
  const mine = session.humans.length > 1 ? m.status.theirTurnHere({ name }) : m.status.yourTurn;
  let text = yours ? mine : m.status.toMove({ name });
  const drag = table.drag.value;
  if (yours && drag) text = m.status.drop({ v: drag.v });
  else if (yours && table.highlight.value !== null) text = m.status.tapCell({ v: table.highlight.value });
  if (yours && hint) text = m.status.hintShown({ v: hint.v, r: hint.r + 1, c: hint.c + 1 });
  const showHint = yours && settings.value.hints && !hint;
  return (
    <div class={`status${yours ? ' status--yours' : ''}`} data-turn={mover}>
      <p class="status__text">{text}</p>
      {yours && takeBack}
      {showHint && (
        <button type="button" class="pill" data-action="hint" onClick={() => void turns.requestHint()} disabled={turns.hintBusy.value}>
          <Icon name="bulb" /> {turns.hintBusy.value ? m.status.hintThinking : m.status.hint}
        </button>
      )}
    </div>
  );
}
