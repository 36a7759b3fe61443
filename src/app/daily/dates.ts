/**
 * Calendar days as keys ('2026-12-02'), read from the device's local date. Arithmetic runs on day
 * numbers counted on the proleptic Gregorian calendar (through Date.UTC, which has no daylight saving),
 * never on milliseconds from a local midnight: a day that lasts 23 or 25 hours still counts as one.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type DateKey = string;

const MS_PER_DAY = 24 * 60 * 60 * 1000;
const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The key of a year, month (1–12) and day of the month, which must name a real day. */
export function keyOf(year: number, month: number, day: number): DateKey {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Year, month (1–12) and day of the month of a valid key. */
export function partsOf(key: DateKey): { year: number; month: number; day: number } {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** True for a well-formed key that names a real day of the calendar. */
export function isDateKey(value: unknown): value is DateKey {
  if (typeof value !== 'string') return false;
  const match = KEY.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

/** The number of days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day's number counted from the Unix epoch's day. */
export function dayIndex(key: DateKey): number {
  const { year, month, day } = partsOf(key);
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return Math.round(at.getTime() / MS_PER_DAY);
}

/** The key of a day number (the inverse of dayIndex). */
export function keyOfIndex(index: number): DateKey {
  const at = new Date(index * MS_PER_DAY);
  return keyOf(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** The day `n` days after `key` (before it when n is negative). */
export function addDays(key: DateKey, n: number): DateKey {
  return keyOfIndex(dayIndex(key) + n);
}

export const nextKey = (key: DateKey): DateKey => addDays(key, 1);
export const previousKey = (key: DateKey): DateKey => addDays(key, -1);

/** Days from `from` to `to`: 1 from a day to the next, negative when `to` comes first. */
export function daysBetween(from: DateKey, to: DateKey): number {
  return dayIndex(to) - dayIndex(from);
}

/** The device's calendar day at `now` (local time, not UTC). */
export function todayKey(now: Date = new Date()): DateKey {
  return keyOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * The local midnight that starts the day after `now`. Date normalises a midnight that daylight saving
 * skips to the first moment the day has.
 */
export function nextMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

/** A moment inside the day in local time (its noon, clear of any daylight-saving shift), to format it. */
export function timeOfKey(key: DateKey): number {
  const { year, month, day } = partsOf(key);
  const at = new Date(2000, 0, 1, 12);
  at.setFullYear(year, month - 1, day);
  return at.getTime();
}

/** The day of the week of a day, 0 for Sunday to 6 for Saturday (as Date.getDay counts). */
export function weekdayOf(key: DateKey): number {
  return new Date(dayIndex(key) * MS_PER_DAY).getUTCDay();
}
