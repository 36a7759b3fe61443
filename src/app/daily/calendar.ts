/**
 * The calendar of daily deals: every day from the launch day up to today has a deal, and each can be
 * played once, on its day or later. A deal begun is carried on, never dealt again.
 */
import { type DateKey, daysInMonth, keyOf, partsOf, weekdayOf } from './dates.js';
import { LAUNCH_DAY, dealNumber, hasDeal } from './launch.js';
import type { DailyResult } from './results.js';

/**
 * A day as the calendar shows it: no deal (before the launch day), still to come, open to play,
 * begun and not finished, finished and lost, finished and won.
 */
export type DayState = 'none' | 'future' | 'unplayed' | 'begun' | 'played' | 'won';

/** What the calendar knows of the player's deals. */
export interface DailyRecordBook {
  /** Finished deals by day. */
  results: Readonly<Record<DateKey, Pick<DailyResult, 'won'>>>;
  /** Days whose deal is begun and not finished. */
  begun?: ReadonlySet<DateKey>;
}

export function dayState(key: DateKey, today: DateKey, book: DailyRecordBook): DayState {
  if (!hasDeal(key)) return 'none';
  if (key > today) return 'future';
  const result = book.results[key];
  if (result) return result.won ? 'won' : 'played';
  return book.begun?.has(key) ? 'begun' : 'unplayed';
}

/** True when the day's deal may be started now: it has come, and was never begun. */
export function canStart(key: DateKey, today: DateKey, book: DailyRecordBook): boolean {
  return dayState(key, today, book) === 'unplayed';
}

export interface CalendarDay {
  key: DateKey;
  /** The day of the month, from 1. */
  day: number;
  /** 0 for Sunday to 6 for Saturday, to place the day in a week's row. */
  weekday: number;
  /** The deal's number, or null on a day before the launch. */
  deal: number | null;
  state: DayState;
  today: boolean;
}

/** The days of a month (1–12), each with its state on `today`. */
export function monthDays(year: number, month: number, today: DateKey, book: DailyRecordBook): CalendarDay[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => {
    const key = keyOf(year, month, i + 1);
    return {
      key,
      day: i + 1,
      weekday: weekdayOf(key),
      deal: hasDeal(key) ? dealNumber(key) : null,
      state: dayState(key, today, book),
      today: key === today,
    };
  });
}

export interface Month {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** The months that hold deals up to today, oldest first (none while today is before the launch). */
export function dealMonths(today: DateKey): Month[] {
  const months: Month[] = [];
  const last = partsOf(today);
  let { year, month } = partsOf(LAUNCH_DAY);
  while (year < last.year || (year === last.year && month <= last.month)) {
    months.push({ year, month });
    if (month === 12) {
      year++;
      month = 1;
    } else month++;
  }
  return months;
}

/** Days up to today whose deal can still be started, oldest first. */
export function openDays(today: DateKey, book: DailyRecordBook): DateKey[] {
  return dealMonths(today).flatMap(({ year, month }) =>
    monthDays(year, month, today, book)
      .filter((day) => day.state === 'unplayed')
      .map((day) => day.key),
  );
}
