/**
 * Which days have a daily deal, and their numbers: every day from the launch day on. Apart from the
 * deal itself (deal.ts, which draws its seed), so Home can number today's deal with nothing more.
 */
import { type DateKey, daysBetween, isDateKey } from './dates.js';

/** The day of deal #1. */
export const LAUNCH_DAY: DateKey = '2026-12-01';

/** True for a day that has a deal: a real day from the launch day on (today or not). */
export function hasDeal(key: unknown): key is DateKey {
  return isDateKey(key) && key >= LAUNCH_DAY;
}

/** The deal's number of a day from the launch day on. */
export function dealNumber(key: DateKey): number {
  return daysBetween(LAUNCH_DAY, key) + 1;
}
