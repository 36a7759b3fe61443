/**
 * Sharing a daily result: its spoiler-free text (text.ts) ending with the link that opens the same
 * deal (link.ts), through the system share sheet where there is one, else the clipboard; the
 * feedback is worded like the game sharing's (share/actions.ts).
 */
import { canShare, copyText, type Feedback } from '../share/actions.js';
import type { DateKey } from './dates.js';
import { dealNumber } from './launch.js';
import { dailyLink } from './link.js';
import type { DailyResult } from './results.js';
import { shareText } from './text.js';

/** The text shared for a day's result, link included. */
export function resultText(key: DateKey, result: DailyResult): string {
  return shareText(dealNumber(key), result, dailyLink(key, result, location));
}

/**
 * Shares the result. Call it straight from the tap: the share sheet needs the tap's user activation.
 * Null when the player closed the sheet.
 */
export async function shareResult(key: DateKey, result: DailyResult): Promise<Feedback | null> {
  const text = resultText(key, result);
  if (canShare()) {
    try {
      await navigator.share({ text });
      return { tone: 'done', said: 'shared' };
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return null;
      // Refused here (no activation, nothing to share to): the clipboard does.
    }
  }
  if (await copyText(text)) return { tone: 'done', said: 'result-copied' };
  return { tone: 'problem', said: 'copy-text-by-hand', manual: text };
}
