/**
 * What the Daily screen shows, set by whoever opens it (Home's card, a daily link, the end of a daily
 * game) without loading the screen's code: the day in view, and why a link could not be opened.
 */
import { signal } from '@preact/signals';
import { go } from '../model/navigation.js';
import type { DateKey } from './dates.js';
import type { DailyLinkProblem } from './link.js';

/** The day whose deal the Daily screen shows; null for today. */
export const shownDay = signal<DateKey | null>(null);
/** Why the last daily link could not be opened, until the player dismisses it. */
export const linkProblem = signal<DailyLinkProblem | null>(null);

/** Opens the Daily screen on a day (today when null). */
export function showDay(key: DateKey | null): void {
  shownDay.value = key;
  go('daily');
}
