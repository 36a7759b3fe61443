/** The New game screen's choices, remembered between games on this device. */
import { signal } from '@preact/signals';
import { cleanName, defaultSeats, isSeatKind, madeUpName, MAX_SEATS, MIN_SEATS, type SeatConfig } from './seats.js';
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

export function setChoices(next: NewGameChoices): void {
  choices.value = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Not remembered; still used for this game.
  }
}
