/**
 * A player's daily results and what Home and the calendar show of them: deals played and won, the
 * current streak and the longest. Results are kept per day; a past day played later (from the
 * calendar) counts for its own day, so it can mend a streak.
 */
import type { ComboKey, Game } from '../../engine/twentyfourseven/index.js';
import { type DateKey, addDays, previousKey } from './dates.js';
import { hasDeal } from './launch.js';

/** One scoring placement of the player's: its combinations in the order the engine lists them. */
export interface DailyPlay {
  combos: ComboKey[];
  /** Made on a 2x cell. */
  doubled: boolean;
}

/** How a daily deal ended for the player. */
export interface DailyResult {
  minutes: number;
  opponentMinutes: number;
  /** First place, alone or shared (as the statistics count a win). */
  won: boolean;
  /** The player's scoring placements in play order (placements that scored nothing are left out). */
  plays: DailyPlay[];
}

/** Results by day. */
export type DailyResults = Readonly<Record<DateKey, DailyResult>>;

export interface DailySummary {
  played: number;
  won: number;
  /** Days played in a row up to today, or up to yesterday while today is not played yet. */
  streak: number;
  longest: number;
  playedToday: boolean;
}

/** The result of a finished daily game for the player in `seat` (the other seat is the AI). */
export function dailyResultOf(game: Pick<Game, 'state' | 'history' | 'ranking'>, seat: number): DailyResult {
  const scores = game.state.scores;
  return {
    minutes: scores[seat]!,
    opponentMinutes: scores[1 - seat]!,
    won: (game.ranking()[0] ?? []).includes(seat),
    plays: game.history
      .filter((move) => move.player === seat && move.breakdown.combos.length > 0)
      .map((move) => ({ combos: move.breakdown.combos.map((combo) => combo.key), doubled: move.breakdown.doubled })),
  };
}

/** Counts and streaks of the results on `today`. Keys that name no day with a deal are ignored. */
export function summaryOf(results: Readonly<Record<DateKey, Pick<DailyResult, 'won'>>>, today: DateKey): DailySummary {
  const days = Object.keys(results).filter(hasDeal);
  const played = new Set(days);
  let longest = 0;
  for (const key of days) {
    // Count each run once, from its first day.
    if (played.has(previousKey(key))) continue;
    let length = 1;
    while (played.has(addDays(key, length))) length++;
    longest = Math.max(longest, length);
  }
  const playedToday = played.has(today);
  let streak = 0;
  for (let day = playedToday ? today : previousKey(today); played.has(day); day = previousKey(day)) streak++;
  return {
    played: days.length,
    won: days.filter((key) => results[key]!.won).length,
    streak,
    longest,
    playedToday,
  };
}
