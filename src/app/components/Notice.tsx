/**
 * A short message over either game's table (a refused drop, cut or pick, a skipped seat); it fades by
 * itself. Not a live region: the game screen's announcer reads the same words.
 */
import type { Signal } from '@preact/signals';

interface Shown {
  id: number;
  text: string;
  tone: 'error' | 'info';
}

export function Notice({ table }: { table: { notice: Signal<Shown | null> } }) {
  const notice = table.notice.value;
  return (
    <div class="notice-area">
      {notice && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a tap dismisses a notice early; it also goes by itself, so the keyboard needs no key for it
        <p key={notice.id} class={`notice notice--${notice.tone}`} data-notice={notice.tone} onClick={() => (table.notice.value = null)}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
