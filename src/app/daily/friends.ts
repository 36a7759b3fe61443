/**
 * A friend's result for a day, from the daily link they shared: kept in the store's prefs, one per
 * day (the latest link opened wins), so it still shows beside the player's own result later. What is
 * read back is checked like a link's result before it is shown.
 */
import { signal } from '@preact/signals';
import { openStore } from '../store/autosave.js';
import { write } from '../store/writes.js';
import type { DateKey } from './dates.js';
import { COMBO_CODES, possibleResult } from './link.js';
import type { DailyPlay, DailyResult } from './results.js';

const PREF = (key: DateKey) => `daily-friend:${key}`;

/** Friends' results known in this session, by day (also where they live when storage is unavailable). */
export const friendResults = signal<Readonly<Record<DateKey, DailyResult>>>({});

const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A stored result, when it has a result's shape and adds up. */
function resultFrom(value: unknown): DailyResult | null {
  if (!value || typeof value !== 'object') return null;
  const { minutes, opponentMinutes, won, plays } = value as Record<string, unknown>;
  if (!count(minutes) || !count(opponentMinutes) || typeof won !== 'boolean' || !Array.isArray(plays)) return null;
  const shaped = plays.every(
    (play: Partial<DailyPlay> | null) =>
      play && typeof play.doubled === 'boolean' && Array.isArray(play.combos) && play.combos.every((key) => COMBO_CODES.includes(key)),
  );
  const result: DailyResult = { minutes, opponentMinutes, won, plays: plays as DailyPlay[] };
  return shaped && possibleResult(result) ? result : null;
}

/** Keeps a friend's result for a day. */
export function keepFriendResult(key: DateKey, result: DailyResult): Promise<void> {
  friendResults.value = { ...friendResults.value, [key]: result };
  return write((store) => store.setPref(PREF(key), result));
}

/** Looks up the friend's result kept for a day, once per day and session. */
export async function loadFriendResult(key: DateKey): Promise<void> {
  if (key in friendResults.value) return;
  const store = await openStore();
  const stored = await store?.pref(PREF(key)).catch(() => undefined);
  const result = resultFrom(stored);
  if (result && !(key in friendResults.value)) friendResults.value = { ...friendResults.value, [key]: result };
}
