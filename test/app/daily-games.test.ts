/**
 * Daily games in the app: a daily deal's session carries its day through its record (meta) and back;
 * a record that claims a day's deal it is not (another deck, other seats, another day, the other game)
 * comes back as an ordinary game; the results and streaks come from the saved games themselves.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { legalMoves, shuffledDeck, type GameRecord } from '../../src/engine/twentyfourseven/index.js';
import { createRng } from '../../src/engine/rng.js';
import { SeptSession } from '../../src/app/model/septjours/session.js';
import { GameSession } from '../../src/app/model/session.js';
import { sessionFromRecord, type AnySession } from '../../src/app/model/sessions.js';
import { isDaily, metaOf, setupFromMeta } from '../../src/app/model/seatsSetup.js';
import { seatOrder } from '../../src/app/model/start.js';
import { dailyChoices, dailyOf } from '../../src/app/daily/deal.js';
import { dailyDaysOf, recordBookOf, summaryOfDays } from '../../src/app/daily/book.js';
import { dailyResultOf } from '../../src/app/daily/results.js';
import { dayState } from '../../src/app/daily/calendar.js';
import { entryOf } from '../../src/app/store/entry.js';
import { GameStore } from '../../src/app/store/gameStore.js';

/** A day's deal as the app starts it. */
function dailyGame(key: string): GameSession {
  const deal = dailyOf(key)!;
  return GameSession.start({ ...seatOrder(dailyChoices(deal), deal.seed), options: { openHands: false }, seed: deal.seed, daily: key });
}

/** Plays seeded random moves: `moves` of them, or to the end. */
function playOn(session: GameSession, moves = Number.POSITIVE_INFINITY, seed = 1): GameSession {
  const rng = createRng(`daily games ${seed}`);
  for (let i = 0; i < moves && !session.game.over; i++) {
    const legal = legalMoves(session.game.state);
    session.play(legal[rng.below(legal.length)]!);
  }
  return session;
}

async function reopened(record: unknown): Promise<AnySession> {
  const parsed = await sessionFromRecord(record);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const humanSeat = (session: AnySession) => session.seats.findIndex((seat) => seat.kind === 'human');

describe('a daily game', () => {
  it('is the day’s deck and seats, and keeps its day through its record', async () => {
    for (const key of ['2026-12-01', '2026-12-02', '2027-01-01', '2027-03-15']) {
      const deal = dailyOf(key)!;
      const session = playOn(dailyGame(key), 6);
      expect(session.game.deck).toEqual(shuffledDeck(deal.seed));
      expect(session.seats.map((seat) => seat.kind)).toEqual(deal.humanStarts ? ['human', 'medium'] : ['medium', 'human']);
      expect(isDaily(session)).toBe(true);
      const record = session.record();
      expect(record.meta?.['daily']).toBe(key);
      const back = await reopened(JSON.parse(JSON.stringify(record)));
      expect(back.setup.daily).toBe(key);
      expect(isDaily(back)).toBe(true);
      expect(back.record()).toEqual(record);
    }
  });

  it('writes no day into an ordinary game’s meta, and reads none from it', async () => {
    const plain = GameSession.start({ ...seatOrder(dailyChoices(dailyOf('2026-12-05')!), 5), options: { openHands: false }, seed: 5 });
    expect(metaOf(plain.setup)).not.toHaveProperty('daily');
    expect(isDaily(await reopened(plain.record()))).toBe(false);
    expect(setupFromMeta({ daily: 'yesterday' }, 2).daily).toBeUndefined();
    expect(setupFromMeta({ daily: '2026-02-30' }, 2).daily).toBeUndefined();
  });

  it('is an ordinary game when its record claims a deal it is not', async () => {
    const record = playOn(dailyGame('2026-12-09'), 4).record();
    const other = dailyOf('2026-12-10')!;
    const forgeries: GameRecord[] = [
      // Another day's name on this deal.
      { ...record, meta: { ...record.meta, daily: '2026-12-10' } },
      // A day with no deal.
      { ...record, meta: { ...record.meta, daily: '2026-11-30' } },
      // Another deck under this day's name (an ordinary game with the day written in).
      { ...record, deck: shuffledDeck(other.seed), moves: [] },
      // The seats swapped, or a human in the AI's seat.
      { ...record, moves: [], meta: { ...record.meta, seats: [...(record.meta!['seats'] as string[])].reverse() } },
      { ...record, moves: [], meta: { ...record.meta, seats: ['human', 'human'] } },
    ];
    for (const forged of forgeries) {
      const back = await reopened(forged);
      expect(back.setup.daily, JSON.stringify(forged.meta)).toBeUndefined();
      expect(isDaily(back)).toBe(false);
      expect(back.record().meta).not.toHaveProperty('daily');
    }
    // A 7 Jours game never is one.
    const sept = SeptSession.start({
      seats: [
        { name: 'Ada', kind: 'human' },
        { name: 'Bo', kind: 'medium' },
      ],
      options: { openHands: false },
      seed: 3,
      firstDealer: 0,
    });
    const septRecord = sept.record();
    expect(isDaily(await reopened({ ...septRecord, meta: { ...septRecord.meta, daily: '2026-12-09' } }))).toBe(false);
  });
});

describe('daily results from the saved games', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('gives each finished deal its result and each one in play its day, and ignores other games', async () => {
    const won = playOn(dailyGame('2026-12-30'), undefined, 2);
    const begun = playOn(dailyGame('2026-12-31'), 5);
    const forged = playOn(dailyGame('2027-01-01'), undefined, 3).record();
    const plain = playOn(
      GameSession.start({ ...seatOrder(dailyChoices(dailyOf('2027-01-02')!), 9), options: { openHands: false }, seed: 9 }),
    );
    const store = await GameStore.open();
    for (const game of [won, begun, plain]) await store.put(entryOf(game, 1000));
    // A save that claims 2027-01-02's deal with 2027-01-01's game.
    await store.put({
      ...entryOf(won, 1000),
      id: 'forged',
      record: { ...forged, meta: { ...forged.meta, id: 'forged', daily: '2027-01-02' } },
    });
    const shelf = await store.shelf();
    expect(shelf.bad).toEqual([]);
    const days = dailyDaysOf(shelf.games.map((g) => ({ session: g.session, updated: g.entry.updated })));
    expect(Object.keys(days).sort()).toEqual(['2026-12-30', '2026-12-31']);
    expect(days['2026-12-30']).toEqual({ id: won.id, result: dailyResultOf(won.game, humanSeat(won)), updated: 1000 });
    expect(days['2026-12-31']).toEqual({ id: begun.id, result: null, updated: 1000 });
    const book = recordBookOf(days);
    expect(dayState('2026-12-30', '2027-01-02', book)).toBe(won.game.ranking()[0]!.includes(humanSeat(won)) ? 'won' : 'played');
    expect(dayState('2026-12-31', '2027-01-02', book)).toBe('begun');
    expect(dayState('2027-01-01', '2027-01-02', book)).toBe('unplayed');
    store.close();
  });

  it('counts streaks over a month end and breaks them on a missed day', () => {
    const finished = ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-03'].map((key, i) => ({
      session: playOn(dailyGame(key), undefined, i),
      updated: i,
    }));
    const days = dailyDaysOf(finished);
    // Four days in a row over the year's end; 2027-01-02 was missed.
    expect(summaryOfDays(days, '2027-01-01')).toMatchObject({ streak: 4, longest: 4, playedToday: true });
    expect(summaryOfDays(days, '2027-01-02')).toMatchObject({ streak: 4, playedToday: false });
    expect(summaryOfDays(days, '2027-01-03')).toMatchObject({ played: 5, streak: 1, longest: 4 });
    expect(summaryOfDays(days, '2027-01-05')).toMatchObject({ streak: 0, longest: 4 });
    const won = finished.filter(({ session }) => session.game.ranking()[0]!.includes(humanSeat(session))).length;
    expect(summaryOfDays(days, '2027-01-03').won).toBe(won);
  });

  it('counts one game per day: a finished one over one in play, the first finished', () => {
    const first = playOn(dailyGame('2026-12-12'), undefined, 4);
    const again = playOn(dailyGame('2026-12-12'), undefined, 5);
    const begun = playOn(dailyGame('2026-12-12'), 3);
    const days = dailyDaysOf([
      { session: begun, updated: 50 },
      { session: again, updated: 30 },
      { session: first, updated: 20 },
    ]);
    expect(days['2026-12-12']!.id).toBe(first.id);
    expect(dailyDaysOf([{ session: begun, updated: 50 }])['2026-12-12']!.result).toBeNull();
  });
});
