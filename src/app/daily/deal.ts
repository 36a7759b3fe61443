/**
 * The daily deal: one 24/7 deal per calendar day, the same for every player in the world, worked out
 * from the date alone (no server, so it works offline): the same deck, the same opponent and the same
 * first player. This module loads no game engine, so Home can show the day's number and results
 * without one; game.ts builds the game when it is played.
 */
import { createRng, seedFrom } from '../../engine/rng.js';
import type { NewGameChoices } from '../model/start.js';
import { messages } from '../i18n/index.js';
import { madeUpName, type SeatConfig } from '../model/seats.js';
import type { DateKey } from './dates.js';
import { dealNumber, hasDeal } from './launch.js';

export { LAUNCH_DAY, dealNumber, hasDeal } from './launch.js';

/** Every daily deal is one on one against this AI level. */
export const DAILY_OPPONENT = 'medium';
export const DAILY_PLAYERS = 2;

export interface DailyDeal {
  key: DateKey;
  /** Counted from the launch day's deal, #1. */
  number: number;
  /** The deck's seed: the deck is `shuffledDeck(seed)`. */
  seed: number;
  opponent: typeof DAILY_OPPONENT;
  /** True when the human moves first, false when the AI does. */
  humanStarts: boolean;
}

/** Seeds stay below this, like the app's random ones, so `?seed=` can name a daily deck too. */
const SEED_LIMIT = 1_000_000_000;

/** The deal of a day, or null for a key that is no day or comes before the launch day. */
export function dailyOf(key: DateKey): DailyDeal | null {
  if (!hasDeal(key)) return null;
  // The seed and the first player come from different strings, so neither can predict the other.
  return {
    key,
    number: dealNumber(key),
    seed: seedFrom(`24-7 daily ${key}`) % SEED_LIMIT,
    opponent: DAILY_OPPONENT,
    humanStarts: createRng(`24-7 daily ${key} starter`).below(DAILY_PLAYERS) === 0,
  };
}

/**
 * The New game choices that set the deal up: the player against the daily opponent, the first player
 * fixed by the date. Started with the deal's seed, they give every player the same game.
 */
export function dailyChoices(deal: DailyDeal): NewGameChoices {
  const seats: SeatConfig[] = [
    { name: messages.value.seats.you, kind: 'human' },
    { name: '', kind: deal.opponent },
  ];
  seats[1]!.name = madeUpName(deal.opponent, 1, seats);
  return { seats, starter: deal.humanStarts ? 0 : 1, options: { openHands: false } };
}
