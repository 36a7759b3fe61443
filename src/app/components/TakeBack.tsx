/**
 * Take-backs on the table: the button that takes the human's last move back (only where takeBack.ts
 * allows it), and the mark a game with take-backs carries wherever it is shown (its header, the
 * games list, the replay viewer).
 */
import { messages } from '../i18n/index.js';
import type { AnySession } from '../model/sessions.js';
import { takeBack, takeBackPoint } from '../model/takeBack.js';
import { Icon } from './Icon.js';

interface ButtonProps {
  session: AnySession;
  onError: (text: string) => void;
  /** Its icon alone, where the row has no room for its word (7 Jours' deal). */
  compact?: boolean;
}

/** A pill for the status line; nothing when no move can be taken back. */
export function TakeBackButton({ session, onError, compact = false }: ButtonProps) {
  if (takeBackPoint(session) === null) return null;
  const m = messages.value;
  return (
    <button
      type="button"
      class={`pill${compact ? ' shift-button' : ''}`}
      data-action="take-back-move"
      aria-label={m.takeBacks.button}
      title={m.takeBacks.button}
      onClick={() => void takeBack(session).then((error) => error && onError(m.takeBacks.failed({ reason: error })))}
    >
      <Icon name="rewind" /> {!compact && m.takeBacks.short}
    </button>
  );
}

/** "↶ 2", read out as "2 moves taken back"; nothing for a game played straight. */
export function TakeBackMark({ n }: { n: number }) {
  if (n === 0) return null;
  const m = messages.value;
  return (
    <span class="takeback-mark" data-takebacks={n} title={m.takeBacks.count({ n })}>
      <span aria-hidden="true">↶{n}</span>
      <span class="visually-hidden">{m.takeBacks.count({ n })}</span>
    </span>
  );
}
