/**
 * The player's daily deals, read from the saved games themselves (each was replayed and checked when
 * the store read it): a finished daily game gives its day's result, one in play marks its day begun.
 * Nothing else is stored, so nothing can disagree with the games. The saved games are read once at
 * start-up (store/autosave.ts); the daily game being played is followed move by move on top of that.
 * No engine is loaded here: Home reads this.
 */
import { computed, effect, signal, untracked } from '@preact/signals';
import { session } from '../model/navigation.js';
import { isDaily } from '../model/seatsSetup.js';
import type { AnySession } from '../model/sessions.js';
import { startUpGames } from '../store/autosave.js';
import type { DailyRecordBook } from './calendar.js';
import type { DateKey } from './dates.js';
import { type DailyResult, type DailySummary, dailyResultOf, summaryOf } from './results.js';

/** A day's deal as the player's games tell it. */
export interface DailyDay {
  /** The saved game of the deal. */
  id: string;
  /** How it ended, or null while it is in play. */
  result: DailyResult | null;
  /** When its game was last saved (ms since 1970). */
  updated: number;
}

export type DailyDays = Readonly<Record<DateKey, DailyDay>>;

/** The day's deal of a daily game, or null for any other game. */
export function dailyDayOf(game: AnySession, updated: number): { key: DateKey; day: DailyDay } | null {
  const key = game.setup.daily;
  if (game.gameId !== '24-7' || !key) return null;
  const seat = game.seats.findIndex((seat) => seat.kind === 'human');
  if (seat < 0) return null;
  return { key, day: { id: game.id, result: game.game.over ? dailyResultOf(game.game, seat) : null, updated } };
}

/**
 * Of two games of one deal (a copy imported from another device, say), the one that counts: a
 * finished one over one in play, the first finished, else the latest played.
 */
function counted(a: DailyDay | undefined, b: DailyDay): DailyDay {
  if (!a) return b;
  if (a.result && b.result) return a.updated <= b.updated ? a : b;
  if (a.result || b.result) return a.result ? a : b;
  return a.updated >= b.updated ? a : b;
}

/** The deals of the saved games, by day. */
export function dailyDaysOf(games: readonly { session: AnySession; updated: number }[]): DailyDays {
  const days: Record<DateKey, DailyDay> = {};
  for (const { session: game, updated } of games) {
    const found = dailyDayOf(game, updated);
    if (found) days[found.key] = counted(days[found.key], found.day);
  }
  return days;
}

/** The calendar's view of the deals. */
export function recordBookOf(days: DailyDays): DailyRecordBook {
  const results: Record<DateKey, DailyResult> = {};
  const begun = new Set<DateKey>();
  for (const [key, day] of Object.entries(days)) {
    if (day.result) results[key] = day.result;
    else begun.add(key);
  }
  return { results, begun };
}

/** Counts and streaks on `today`. */
export function summaryOfDays(days: DailyDays, today: DateKey): DailySummary {
  return summaryOf(recordBookOf(days).results, today);
}

/** The saved games' deals, once read (null until then). */
const saved = signal<DailyDays | null>(null);
/** Daily games played since start-up, as they stand now. */
const live = signal<DailyDays>({});
let markRead: () => void = () => {};
const read = new Promise<void>((resolve) => (markRead = resolve));

/** Every deal the player has begun or finished, by day; null until the saved games are read. */
export const dailyDays = computed((): DailyDays | null => {
  const stored = saved.value;
  if (!stored) return null;
  const days = { ...stored };
  for (const [key, day] of Object.entries(live.value)) {
    // The game being played is newer than its own save; another game of the day competes.
    days[key] = days[key]?.id === day.id ? day : counted(days[key], day);
  }
  return days;
});

/** Resolves once the saved games have been read (or could not be). */
export function dailyDaysRead(): Promise<void> {
  return read;
}

/** Notes a daily game as it stands. */
export function noteDailyGame(game: AnySession): void {
  const found = dailyDayOf(game, Date.now());
  if (found) live.value = { ...live.value, [found.key]: found.day };
}

/**
 * Reads the deals of the saved games once start-up has checked them, and follows the current game: a
 * daily one is noted when it opens and after every move. Call once.
 */
export function followDailyGames(): () => void {
  void startUpGames().then((games) => {
    saved.value = dailyDaysOf(games);
    markRead();
  });
  return effect(() => {
    const current = session.value;
    if (!current || !isDaily(current)) return;
    void current.version.value;
    untracked(() => noteDailyGame(current));
  });
}
