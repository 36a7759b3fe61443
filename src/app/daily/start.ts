/**
 * Playing a day's deal: start it when it was never begun, else carry on with the game already begun.
 * A deal is never dealt twice: what counts is the saved games (book.ts), read before anything starts.
 * Loaded on demand (it brings the 24/7 session and engine).
 */
import { go, session } from '../model/navigation.js';
import { openSession, seatOrder } from '../model/start.js';
import { openStore } from '../store/autosave.js';
import { dailyDays, dailyDaysRead, noteDailyGame, recordBookOf } from './book.js';
import { canStart } from './calendar.js';
import type { DateKey } from './dates.js';
import { dailyChoices, dailyOf } from './deal.js';
import { today } from './today.js';

/** What came of asking to play a deal: its game is shown, it is over, it cannot be played, or its save could not be read. */
export type PlayOutcome = 'playing' | 'played' | 'closed' | 'unreadable';

/** The game of a deal begun: the one in hand, else its save. */
async function openBegun(id: string): Promise<PlayOutcome> {
  if (session.value?.id === id) {
    go('game');
    return 'playing';
  }
  const store = await openStore();
  const saved = await store?.get(id).catch(() => null);
  if (!saved?.ok) return 'unreadable';
  openSession(saved.session);
  return 'playing';
}

async function play(key: DateKey): Promise<PlayOutcome> {
  await dailyDaysRead();
  const days = dailyDays.value ?? {};
  const day = days[key];
  if (day) return day.result ? 'played' : openBegun(day.id);
  const deal = dailyOf(key);
  if (!deal || !canStart(key, today.value, recordBookOf(days))) return 'closed';
  const { GameSession } = await import('../model/session.js');
  const started = GameSession.start({
    ...seatOrder(dailyChoices(deal), deal.seed),
    options: { openHands: false },
    seed: deal.seed,
    daily: key,
  });
  noteDailyGame(started);
  session.value = started;
  go('game', { replace: true });
  return 'playing';
}

/** The request being answered: a second tap while a deal starts waits for the first. */
let playing: Promise<PlayOutcome> | null = null;

/** Starts the deal of `key`, or opens its game begun. */
export function playDaily(key: DateKey): Promise<PlayOutcome> {
  playing ??= play(key).finally(() => (playing = null));
  return playing;
}
