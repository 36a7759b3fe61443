/**
 * The words of the scoring feedback over the board: one combination at a time ("Run of 4 +40"),
 * "×2", then the total; with reduced motion, all of them at once. The cells light up in Board.
 */
import type { Table } from '../model/table.js';

export function ScoreFeedback({ table }: { table: Table }) {
  const now = table.feedback.current.value;
  if (!now || now.index < 0) return null; // the move's own frame
  const name = table.session.nameOf(now.seat);
  if (now.reduced) {
    return (
      <div class="feedback feedback--reduced" aria-hidden="true">
        <span class="feedback__who">{name}</span>
        {now.steps.map((step, i) => (
          <span key={i} class={`feedback__label tone-${step.tone}`}>
            {step.label}
          </span>
        ))}
      </div>
    );
  }
  const step = now.steps[now.index];
  if (!step) return null;
  return (
    <div class="feedback" aria-hidden="true">
      <span class="feedback__who">{name}</span>
      <span key={`${now.id}-${now.index}`} class={`feedback__label feedback__label--${step.kind} tone-${step.tone}`}>
        {step.label}
      </span>
      <span class="feedback__dots">
        {now.steps.map((_, i) => (
          <i key={i} class={i <= now.index ? 'on' : ''} />
        ))}
      </span>
    </div>
  );
}
