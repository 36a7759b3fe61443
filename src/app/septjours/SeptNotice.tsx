/** A short notice over the table (why a cut or a pick was refused); it fades by itself. The announcer reads the same words. */
import type { SeptTable } from './table.js';

export function SeptNotice({ table }: { table: SeptTable }) {
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
