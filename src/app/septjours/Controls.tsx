/**
 * Under the table, what happens now, in order of urgency: the AI failed (Try again), the game is over
 * (Results), a move is being shown (tap to skip), an AI is thinking; for the dealer at the device the
 * shift buttons and the cut count with Deal; for the picker a packet awaiting Take; else whose turn it is.
 */
import { MAX_SHIFT } from '../../engine/septjours/index.js';
import { messages } from '../i18n/index.js';
import { aiProblemWords } from '../model/ai.js';
import { Icon } from '../components/Icon.js';
import type { SeptTable } from './table.js';
import { ElementSymbol, Mark } from './symbols.js';
import { forcedPick } from './turns.js';
import { releaseTapFocus } from '../components/tapFocus.js';
import { TakeBackButton } from '../components/TakeBack.js';

export function Controls({ table }: { table: SeptTable }) {
  const m = messages.value;
  const { session, turns } = table;
  const aiError = turns.aiError.value;
  const showing = table.showingSeat.value;
  const thinking = turns.thinking.value;
  const mover = session.mover.value;

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
  if (showing !== null) {
    const name = session.nameOf(showing);
    return (
      <div class="status status--showing" data-showing={showing}>
        <p class="status__text">{table.showingPick.value ? m.sept.toPick({ name }) : m.sept.deals({ name })}</p>
        <button
          type="button"
          class="pill"
          data-action="skip"
          onClick={(event) => {
            releaseTapFocus(event);
            table.show.finish();
          }}
        >
          {m.sept.skip}
        </button>
      </div>
    );
  }
  if (session.over.value) {
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
  // A frame after the row's gaps to cut (both in one frame made a long one on a slow phone).
  if (table.controlsDealer.value !== null) return <DealControls table={table} />;
  const name = session.nameOf(mover);
  const several = session.humans.length > 1;
  if (table.picker.value !== null) {
    const pending = table.offered.value;
    const preview = pending === null ? null : table.previews.value?.[pending];
    if (pending !== null && preview) {
      return (
        <div class="status status--confirm" data-pending={pending}>
          <p class="status__text">
            <strong class="status__total">{preview.gain >= 0 ? `+${preview.gain}` : `−${-preview.gain}`}</strong>
            <span class="status__detail">
              {m.sept.packetNumber({ n: pending + 1 })}
              {preview.changes.map((change) => (
                <span key={`${change.element}${change.kind}`} class={`status__change el-${change.element}`}>
                  {change.won ? '' : '−'}
                  <Mark kind={change.kind} />
                  <ElementSymbol element={change.element} />
                </span>
              ))}
            </span>
          </p>
          <button
            type="button"
            class="pill"
            data-action="cancel"
            onClick={(event) => {
              releaseTapFocus(event);
              table.cancelPending();
            }}
          >
            <Icon name="undo" /> {m.sept.cancel}
          </button>
          <button
            type="button"
            class="pill pill--primary"
            data-action="take"
            onClick={(event) => {
              releaseTapFocus(event);
              table.takePending();
            }}
          >
            <Icon name="check" /> {m.sept.take}
          </button>
        </div>
      );
    }
    return (
      <div class="status status--yours" data-turn={mover}>
        <p class="status__text">{several ? m.sept.theirPickHere({ name }) : m.sept.yourPick}</p>
        {takeBack}
      </div>
    );
  }
  const dealt = session.table.value.packets !== undefined;
  const text =
    mover < 0
      ? m.status.gameOver
      : forcedPick(session.game) !== null
        ? m.sept.lastPacket({ name })
        : dealt
          ? m.sept.toPick({ name })
          : m.sept.deals({ name });
  return (
    <div class="status" data-turn={mover}>
      <p class="status__text">{text}</p>
    </div>
  );
}

function DealControls({ table }: { table: SeptTable }) {
  const m = messages.value;
  const { session } = table;
  const { shift, cuts } = table.draft.value;
  const total = table.packetTotal;
  const packets = cuts.length + 1;
  const ready = packets === total;
  const name = session.nameOf(session.mover.value);
  return (
    <div class="deal-controls">
      <div class="shift-controls">
        <button
          type="button"
          class="pill shift-button"
          data-action="shift-left"
          aria-label={m.sept.shiftLeft}
          aria-disabled={shift >= MAX_SHIFT}
          onClick={() => table.shiftBy(1)}
        >
          <ShiftIcon toEnd />
        </button>
        <span class="shift-count" data-shift={shift}>
          {m.sept.shifts({ n: Math.abs(shift), total: MAX_SHIFT })}
        </span>
        <button
          type="button"
          class="pill shift-button"
          data-action="shift-right"
          aria-label={m.sept.shiftRight}
          aria-disabled={shift <= -MAX_SHIFT}
          onClick={() => table.shiftBy(-1)}
        >
          <ShiftIcon />
        </button>
        <button
          type="button"
          class="pill shift-button"
          data-action="undo-shift"
          aria-label={m.sept.undoShift}
          disabled={shift === 0}
          onClick={() => table.resetShift()}
        >
          <Icon name="undo" />
        </button>
        <TakeBackButton session={session} onError={(text) => table.say(text, 'error')} compact />
      </div>
      <div class="status status--yours status--deal">
        <p class="status__text">{session.humans.length > 1 ? m.sept.theirDealHere({ name, total }) : m.sept.yourDeal({ total })}</p>
        <span class={`cut-count${ready ? ' cut-count--ready' : ''}`} data-packets={packets}>
          {m.sept.packetsCount({ n: packets, total })}
        </span>
        <button
          type="button"
          class="pill pill--primary"
          data-action="deal"
          aria-disabled={!ready}
          onClick={(event) => {
            releaseTapFocus(event);
            table.confirmDeal();
          }}
        >
          <Icon name="check" /> {m.sept.deal}
        </button>
      </div>
    </div>
  );
}

/** A card going round the row: the first to the end (or, mirrored, the last to the front). */
function ShiftIcon({ toEnd = false }: { toEnd?: boolean }) {
  return (
    <svg class={`icon shift-icon${toEnd ? '' : ' shift-icon--back'}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path class="shift-icon__moving" d="M3 15h4.5v5.5H3z" />
      <path d="M9.75 15h4.5v5.5h-4.5zM16.5 15H21v5.5h-4.5zM5.25 12c0-6.5 13.5-6.5 13.5 0M18.75 12l-2.8-2.1M18.75 12l1.7-3" />
    </svg>
  );
}
