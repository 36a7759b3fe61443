/**
 * The New game screen's choices, remembered between games on this device. Names the app made up
 * ("You", "Medium AI") are remembered as blank, so they come back in the player's language, and are
 * made up again when the language changes; names a player typed stay as typed.
 */
import { effect, signal } from '@preact/signals';
import { messages } from '../i18n/index.js';
import { cleanName, defaultSeats, isMadeUpName, isSeatKind, madeUpName, MAX_SEATS, MIN_SEATS, type SeatConfig } from './seats.js';
import type { NewGameChoices } from './start.js';

const KEY = '24-7:new-game';

export function defaultChoices(): NewGameChoices {
  return { seats: defaultSeats(), starter: 'random', options: { openHands: false } };
}

/** Stored choices, checked field by field; anything odd falls back to the defaults. */
export function parseChoices(text: string | null): NewGameChoices {
  const fallback = defaultChoices();
  try {
    const data = JSON.parse(text ?? 'null') as Partial<NewGameChoices> | null;
    if (!data || !Array.isArray(data.seats) || data.seats.length < MIN_SEATS || data.seats.length > MAX_SEATS) return fallback;
    const seats: SeatConfig[] = [];
    for (const [i, seat] of data.seats.entries()) {
      const kind = isSeatKind(seat?.kind) ? seat.kind : 'human';
      seats.push({ kind, name: '' });
      seats[i]!.name = cleanName(typeof seat?.name === 'string' ? seat.name : '', madeUpName(kind, i, seats));
    }
    const starter = typeof data.starter === 'number' && data.starter >= 0 && data.starter < seats.length ? data.starter : 'random';
    return { seats, starter, options: { openHands: data.options?.openHands === true } };
  } catch {
    return fallback;
  }
}

function load(): NewGameChoices {
  try {
    return parseChoices(typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY));
  } catch {
    return defaultChoices();
  }
}

export const choices = signal<NewGameChoices>(load());
/** Which seats carry a name the app made up, in the language it was made up in. */
let madeUp = choices.value.seats.map((seat) => isMadeUpName(seat.name));

export function setChoices(next: NewGameChoices): void {
  choices.value = next;
  madeUp = next.seats.map((seat) => isMadeUpName(seat.name));
  const kept = { ...next, seats: next.seats.map((seat, i) => ({ ...seat, name: madeUp[i] ? '' : seat.name })) };
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Not remembered; still used for this game.
  }
}

// A new language names the made-up seats anew (blank first, so the old names take no place).
let wordedIn = messages.peek();
effect(() => {
  const now = messages.value;
  if (now === wordedIn) return;
  wordedIn = now;
  const current = choices.peek();
  const seats = current.seats.map((seat, i) => ({ ...seat, name: madeUp[i] ? '' : seat.name }));
  for (const [i, seat] of seats.entries()) if (madeUp[i]) seat.name = madeUpName(seat.kind, i, seats);
  choices.value = { ...current, seats };
});
