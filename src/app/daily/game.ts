/**
 * The daily deal's game itself: its deck, and whether a record is that deal. This module loads the
 * 24/7 engine, so it is imported only when a daily game starts or is checked.
 */
import { shuffledDeck, type GameRecord } from '../../engine/twentyfourseven/index.js';
import type { DateKey } from './dates.js';
import { DAILY_PLAYERS, type DailyDeal, dailyOf } from './deal.js';

/** The deal's tiles in deck order, the same everywhere. */
export function dailyDeck(deal: DailyDeal): number[] {
  return shuffledDeck(deal.seed);
}

/**
 * True when a record is a game of the deal: its deck, its two seats as the daily sets them (the first
 * to move as the date has it, the other the daily's AI), read from the meta's seat kinds.
 */
export function isDailyRecord(record: GameRecord, deal: DailyDeal): boolean {
  if (record.players !== DAILY_PLAYERS) return false;
  const deck = dailyDeck(deal);
  if (record.deck.length !== deck.length || record.deck.some((v, i) => v !== deck[i])) return false;
  const seats = record.meta?.['seats'];
  if (!Array.isArray(seats)) return false;
  const expected = deal.humanStarts ? ['human', deal.opponent] : [deal.opponent, 'human'];
  return seats.length === expected.length && seats.every((kind, i) => kind === expected[i]);
}

/** True when a record is the daily deal of `key`. */
export function isDealOf(record: GameRecord, key: DateKey): boolean {
  const deal = dailyOf(key);
  return deal !== null && isDailyRecord(record, deal);
}
