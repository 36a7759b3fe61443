/**
 * The daily deal's pure core: local calendar days and their arithmetic (month and year ends, leap
 * years, daylight saving), the deal of a day, the today signal at midnight, results and streaks, and
 * the calendar.
 */
import { effect } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import { Game, legalMoves } from '../../src/engine/twentyfourseven/index.js';
import { createRng } from '../../src/engine/rng.js';
import {
  addDays,
  daysBetween,
  daysInMonth,
  isDateKey,
  nextKey,
  nextMidnight,
  previousKey,
  timeOfKey,
  todayKey,
  weekdayOf,
} from '../../src/app/daily/dates.js';
import { LAUNCH_DAY, dailyChoices, dailyOf, dealNumber, hasDeal } from '../../src/app/daily/deal.js';
import { dailyDeck, isDailyRecord } from '../../src/app/daily/game.js';
import { type Clock, createToday } from '../../src/app/daily/today.js';
import { type DailyResult, dailyResultOf, summaryOf } from '../../src/app/daily/results.js';
import { canStart, dayState, dealMonths, monthDays, openDays } from '../../src/app/daily/calendar.js';
import { seatOrder } from '../../src/app/model/start.js';
import { recordOf } from '../../src/engine/twentyfourseven/index.js';

const savedTz = process.env['TZ'];
afterEach(() => {
  if (savedTz === undefined) delete process.env['TZ'];
  else process.env['TZ'] = savedTz;
});

describe('calendar days', () => {
  it('reads the local date, not the UTC one', () => {
    expect(todayKey(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31');
    expect(todayKey(new Date(2027, 0, 1, 0, 0, 0))).toBe('2027-01-01');
    process.env['TZ'] = 'Pacific/Auckland';
    // Late morning UTC is already the next day in New Zealand.
    expect(todayKey(new Date(Date.UTC(2026, 11, 31, 12)))).toBe('2027-01-01');
    process.env['TZ'] = 'America/Los_Angeles';
    expect(todayKey(new Date(Date.UTC(2027, 0, 1, 5)))).toBe('2026-12-31');
  });

  it('steps over month ends, year ends and leap days', () => {
    expect(nextKey('2026-12-31')).toBe('2027-01-01');
    expect(previousKey('2027-01-01')).toBe('2026-12-31');
    expect(nextKey('2027-02-28')).toBe('2027-03-01');
    expect(nextKey('2028-02-28')).toBe('2028-02-29');
    expect(nextKey('2028-02-29')).toBe('2028-03-01');
    expect(previousKey('2027-03-01')).toBe('2027-02-28');
    expect(addDays('2026-12-01', 365)).toBe('2027-12-01');
    expect(addDays('2027-12-01', -365)).toBe('2026-12-01');
    expect(daysBetween('2026-12-01', '2027-12-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-12-02', '2026-12-01')).toBe(-1);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it('counts days the same in every time zone, over daylight-saving changes', () => {
    for (const tz of ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'UTC']) {
      process.env['TZ'] = tz;
      expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
      expect(daysBetween('2027-10-30', '2027-11-01')).toBe(2);
      expect(addDays('2027-03-13', 2)).toBe('2027-03-15');
    }
  });

  it('finds the next local midnight on a day of 23 or 25 hours, and where midnight is skipped', () => {
    process.env['TZ'] = 'Europe/Paris';
    const before = new Date(2027, 2, 27, 18);
    const first = nextMidnight(before);
    const second = nextMidnight(first);
    expect(todayKey(first)).toBe('2027-03-28');
    expect(todayKey(second)).toBe('2027-03-29');
    expect((second.getTime() - first.getTime()) / 3_600_000).toBe(23);
    const autumn = nextMidnight(new Date(2027, 9, 31, 0, 30));
    expect(todayKey(autumn)).toBe('2027-11-01');
    expect((autumn.getTime() - new Date(2027, 9, 31).getTime()) / 3_600_000).toBe(25);
    // Brazil once moved its clocks at midnight: that day began at one in the morning.
    process.env['TZ'] = 'America/Sao_Paulo';
    const skipped = nextMidnight(new Date(2018, 10, 3, 12));
    expect(todayKey(skipped)).toBe('2018-11-04');
    expect(skipped.getHours()).toBe(1);
  });

  it('checks keys, and gives a day its weekday and a moment to format', () => {
    expect(isDateKey('2026-12-02')).toBe(true);
    for (const bad of ['2027-02-29', '2026-13-01', '2026-00-10', '2026-12-32', '2026-1-02', ' 2026-12-02', 20261202, null]) {
      expect(isDateKey(bad), String(bad)).toBe(false);
    }
    expect(weekdayOf('2026-12-02')).toBe(3);
    expect(weekdayOf('2027-01-03')).toBe(0);
    process.env['TZ'] = 'Pacific/Kiritimati';
    expect(todayKey(new Date(timeOfKey('2026-12-02')))).toBe('2026-12-02');
    process.env['TZ'] = 'Pacific/Pago_Pago';
    expect(todayKey(new Date(timeOfKey('2026-12-02')))).toBe('2026-12-02');
  });
});

describe('the deal of a day', () => {
  it('numbers the deals from the launch day, and has none before it', () => {
    expect(LAUNCH_DAY).toBe('2026-12-01');
    expect(dailyOf(LAUNCH_DAY)?.number).toBe(1);
    expect(dailyOf('2026-12-12')?.number).toBe(12);
    expect(dailyOf('2027-01-01')?.number).toBe(32);
    expect(dailyOf('2026-11-30')).toBeNull();
    expect(dailyOf('2026-12-40')).toBeNull();
    expect(hasDeal('2026-11-30')).toBe(false);
    expect(dealNumber('2027-12-01')).toBe(366);
  });

  it('is the same deal from the date alone, and another deal on another day', () => {
    const deal = dailyOf('2026-12-02')!;
    expect(deal).toEqual(dailyOf('2026-12-02'));
    expect(deal.opponent).toBe('medium');
    const seeds = new Set<number>();
    const decks = new Set<string>();
    let humanFirst = 0;
    for (let i = 0; i < 366; i++) {
      const day = dailyOf(addDays(LAUNCH_DAY, i))!;
      expect(Number.isSafeInteger(day.seed) && day.seed >= 0 && day.seed < 1e9).toBe(true);
      seeds.add(day.seed);
      decks.add(dailyDeck(day).join(','));
      if (day.humanStarts) humanFirst++;
    }
    expect(seeds.size).toBe(366);
    expect(decks.size).toBe(366);
    // Either player starts, about as often.
    expect(humanFirst).toBeGreaterThan(140);
    expect(humanFirst).toBeLessThan(226);
  });

  it('sets up the game the date says: the player against Medium, the first player fixed', () => {
    for (const key of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']) {
      const deal = dailyOf(key)!;
      const choices = dailyChoices(deal);
      expect(choices.seats.map((s) => s.kind)).toEqual(['human', 'medium']);
      const { seats } = seatOrder(choices, deal.seed);
      expect(seats[0]!.kind).toBe(deal.humanStarts ? 'human' : 'medium');
      const game = new Game(2, dailyDeck(deal));
      const record = recordOf(game, { seats: seats.map((s) => s.kind) });
      expect(isDailyRecord(record, deal)).toBe(true);
      expect(isDailyRecord({ ...record, deck: [...record.deck].reverse() }, deal)).toBe(false);
      expect(isDailyRecord({ ...record, meta: { seats: ['human', 'hard'] } }, deal)).toBe(false);
      expect(isDailyRecord({ ...record, meta: {} }, deal)).toBe(false);
      expect(isDailyRecord(recordOf(new Game(2, dailyDeck(dailyOf(addDays(key, 1))!)), record.meta), deal)).toBe(false);
    }
  });
});

/** A clock whose time and timers the test moves. */
function fakeClock(start: Date) {
  let now = start.getTime();
  let timers: { at: number; run: () => void }[] = [];
  const wakers = new Set<() => void>();
  const clock: Clock = {
    now: () => now,
    setTimer(run, ms) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => void (timers = timers.filter((t) => t !== timer));
    },
    onWake(run) {
      wakers.add(run);
      return () => wakers.delete(run);
    },
  };
  return {
    clock,
    pending: () => timers.length,
    /** Moves time on, firing the timers that fall due (unless the page was asleep). */
    advance(ms: number, { asleep = false } = {}) {
      now += ms;
      if (asleep) return;
      for (let fired = 0; ; fired++) {
        if (fired > 100) throw new Error('timers keep firing');
        const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        due.run();
      }
    },
    wake() {
      for (const run of wakers) run();
    },
  };
}

describe('the today signal', () => {
  it('turns at local midnight while watched, and costs nothing once unwatched', () => {
    const time = fakeClock(new Date(2026, 11, 2, 23, 59));
    const today = createToday(time.clock);
    const seen: string[] = [];
    const stop = effect(() => void seen.push(today.value));
    expect(seen).toEqual(['2026-12-02']);
    expect(time.pending()).toBe(1);
    time.advance(59_000);
    expect(seen).toEqual(['2026-12-02']);
    time.advance(1_000);
    expect(seen).toEqual(['2026-12-02', '2026-12-03']);
    time.advance(24 * 3_600_000);
    expect(seen.at(-1)).toBe('2026-12-04');
    expect(time.pending()).toBe(1);
    stop();
    expect(time.pending()).toBe(0);
  });

  it('looks again when the page wakes, since timers sleep with it', () => {
    const time = fakeClock(new Date(2026, 11, 31, 22));
    const today = createToday(time.clock);
    const seen: string[] = [];
    const stop = effect(() => void seen.push(today.value));
    time.advance(5 * 3_600_000, { asleep: true });
    expect(seen).toEqual(['2026-12-31']);
    time.wake();
    expect(seen).toEqual(['2026-12-31', '2027-01-01']);
    stop();
  });

  it('reads the clock again when watching starts', () => {
    const time = fakeClock(new Date(2026, 11, 2, 12));
    const today = createToday(time.clock);
    time.advance(2 * 24 * 3_600_000);
    const seen: string[] = [];
    const stop = effect(() => void seen.push(today.value));
    expect(seen).toEqual(['2026-12-04']);
    stop();
  });

  it('is set again when a timer fires early', () => {
    const time = fakeClock(new Date(2026, 11, 2, 23));
    // Long timers fire a second early here, as a sleepy device's may.
    const clock: Clock = { ...time.clock, setTimer: (run, ms) => time.clock.setTimer(run, ms > 60_000 ? ms - 1_000 : ms) };
    const today = createToday(clock);
    const seen: string[] = [];
    const stop = effect(() => void seen.push(today.value));
    time.advance(3_599_000);
    expect(seen).toEqual(['2026-12-02']);
    expect(time.pending()).toBe(1);
    time.advance(1_000);
    expect(seen).toEqual(['2026-12-02', '2026-12-03']);
    stop();
  });
});

const won = { won: true };
const lost = { won: false };

describe('results and streaks', () => {
  it('counts a streak over a month end and a year end', () => {
    const results = { '2026-12-30': won, '2026-12-31': lost, '2027-01-01': won, '2027-01-02': won };
    expect(summaryOf(results, '2027-01-02')).toEqual({ played: 4, won: 3, streak: 4, longest: 4, playedToday: true });
    const february = { '2027-01-30': won, '2027-01-31': won, '2027-02-01': lost };
    expect(summaryOf(february, '2027-02-01')).toMatchObject({ streak: 3, longest: 3 });
  });

  it('keeps the streak while today is not played yet, and loses it after a missed day', () => {
    const results = { '2026-12-01': won, '2026-12-02': won, '2026-12-03': won };
    expect(summaryOf(results, '2026-12-04')).toEqual({ played: 3, won: 3, streak: 3, longest: 3, playedToday: false });
    expect(summaryOf(results, '2026-12-05')).toMatchObject({ streak: 0, longest: 3 });
    const missed = { ...results, '2026-12-05': lost, '2026-12-06': won };
    expect(summaryOf(missed, '2026-12-06')).toMatchObject({ played: 5, won: 4, streak: 2, longest: 3 });
  });

  it('lets a past day played later mend the streak, and ignores days without a deal', () => {
    const gap = { '2026-12-01': won, '2026-12-03': won };
    expect(summaryOf(gap, '2026-12-03')).toMatchObject({ streak: 1, longest: 1 });
    expect(summaryOf({ ...gap, '2026-12-02': lost }, '2026-12-03')).toMatchObject({ streak: 3, longest: 3 });
    const odd = { '2026-11-30': won, 'not a day': won, '2026-12-01': won };
    expect(summaryOf(odd, '2026-12-01')).toEqual({ played: 1, won: 1, streak: 1, longest: 1, playedToday: true });
    expect(summaryOf({}, '2026-12-01')).toEqual({ played: 0, won: 0, streak: 0, longest: 0, playedToday: false });
  });

  it('takes a finished game’s result for the player: minutes, win, and scoring placements in order', () => {
    const deal = dailyOf('2026-12-07')!;
    const game = new Game(2, dailyDeck(deal));
    const rng = createRng('daily result');
    while (!game.over) {
      const moves = legalMoves(game.state);
      game.play(moves[rng.below(moves.length)]!);
    }
    for (const seat of [0, 1]) {
      const result = dailyResultOf(game, seat);
      expect(result.minutes).toBe(game.state.scores[seat]);
      expect(result.opponentMinutes).toBe(game.state.scores[1 - seat]);
      expect(result.won).toBe(game.ranking()[0]!.includes(seat));
      const scoring = game.history.filter((m) => m.player === seat && m.breakdown.total > 0);
      expect(result.plays).toEqual(scoring.map((m) => ({ combos: m.breakdown.combos.map((c) => c.key), doubled: m.breakdown.doubled })));
    }
  });
});

describe('the calendar', () => {
  const book = {
    results: { '2026-12-01': won, '2026-12-02': lost } as Record<string, Pick<DailyResult, 'won'>>,
    begun: new Set(['2026-12-03']),
  };

  it('shows each day of a month with its state', () => {
    const days = monthDays(2026, 12, '2026-12-05', book);
    expect(days).toHaveLength(31);
    expect(days.slice(0, 6).map((d) => d.state)).toEqual(['won', 'played', 'begun', 'unplayed', 'unplayed', 'future']);
    expect(days[0]).toEqual({ key: '2026-12-01', day: 1, weekday: 2, deal: 1, state: 'won', today: false });
    expect(days[4]!.today).toBe(true);
    expect(days.at(-1)).toMatchObject({ key: '2026-12-31', deal: 31, state: 'future' });
    const before = monthDays(2026, 11, '2026-12-05', book);
    expect(before).toHaveLength(30);
    expect(before.every((d) => d.state === 'none' && d.deal === null)).toBe(true);
    expect(monthDays(2028, 2, '2028-03-01', book)).toHaveLength(29);
  });

  it('lets each day from the launch day up to today be started once', () => {
    expect(canStart('2026-12-04', '2026-12-05', book)).toBe(true);
    expect(canStart('2026-12-05', '2026-12-05', book)).toBe(true);
    expect(canStart('2026-12-06', '2026-12-05', book)).toBe(false);
    expect(canStart('2026-12-01', '2026-12-05', book)).toBe(false);
    expect(canStart('2026-12-03', '2026-12-05', book)).toBe(false);
    expect(canStart('2026-11-30', '2026-12-05', book)).toBe(false);
    expect(dayState('2026-12-03', '2026-12-05', { results: {} })).toBe('unplayed');
    expect(openDays('2026-12-05', book)).toEqual(['2026-12-04', '2026-12-05']);
    expect(openDays('2027-01-01', book)).toHaveLength(29);
  });

  it('lists the months that hold deals, over a year end', () => {
    expect(dealMonths('2026-11-30')).toEqual([]);
    expect(dealMonths('2026-12-01')).toEqual([{ year: 2026, month: 12 }]);
    expect(dealMonths('2027-02-10')).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
    ]);
  });
});
