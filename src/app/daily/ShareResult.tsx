/**
 * The Share result button of a daily deal played, with what happened said under it (shared, copied,
 * or the text shown selected to copy by hand). On the Daily screen and at the end of a daily game.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { ActionIcon } from '../components/ActionIcon.js';
import { messages } from '../i18n/index.js';
import { type Feedback, feedbackWords } from '../share/actions.js';
import type { DateKey } from './dates.js';
import type { DailyResult } from './results.js';
import { shareResult } from './share.js';

export function ShareResult({ day, result, class: className = 'button' }: { day: DateKey; result: DailyResult; class?: string }) {
  const feedback = useSignal<Feedback | null>(null);
  const manual = useRef<HTMLTextAreaElement>(null);
  useEffect(() => manual.current?.select(), [feedback.value]);
  const share = async () => {
    feedback.value = null;
    const said = await shareResult(day, result);
    if (said) feedback.value = said;
  };
  const shown = feedback.value;
  return (
    <div class="daily-share">
      <button type="button" class={className} data-action="share-result" onClick={() => void share()}>
        <ActionIcon name="share" /> {messages.value.daily.share}
      </button>
      <div class="share__feedback" aria-live="polite">
        {shown && (
          <p class={`share__said share__said--${shown.tone}`} data-share-feedback={shown.tone}>
            <ActionIcon name={shown.tone === 'done' ? 'check' : 'alert'} />
            <span>{feedbackWords(shown)}</span>
          </p>
        )}
        {shown?.manual && (
          <textarea ref={manual} class="share__manual" readOnly rows={4} aria-label={messages.value.share.manual} value={shown.manual} />
        )}
      </div>
    </div>
  );
}
