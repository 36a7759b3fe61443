/**
 * The New game screen's choices, remembered between games on this device, for each game apart, and
 * which game was chosen last. Names the app made up ("You", "Medium AI") are remembered as blank, so
 * they come back in the player's language, and are made up again when the language changes; names a
 * player typed stay as typed.
 */
import { effect, signal } from '@preact/signals';
import { GAMES, isGameId, type GameId } from '../../engine/games.js';
import { messages } from '../i18n/index.js';
import { gameToSetUp } from './navigation.js';
import { cleanName, defaultSeats, isMadeUpName, isSeatKind, madeUpName, type SeatConfig } from './seats.js';
import type { NewGameChoices } from './start.js';

const KEYS: Readonly<Record<GameId, string>> = { '24-7': '24-7:new-game', '7-jours': '7-jours:new-game' };
const GAME_KEY = 'app:new-game';

/** The fewest and most seats a game takes. */
export function seatLimits(game: GameId): { min: number; max: number } {
  const counts = GAMES[game].playerCounts;
  return { min: counts[0]!, max: counts[counts.length - 1]! };
}

/** One tap: you against a Medium AI in 24/7, against three in 7 Jours (its best number is four). */
export function defaultChoices(game: GameId = '24-7'): NewGameChoices {
  return { seats: defaultSeats(game === '7-jours' ? 3 : 1), starter: 'random', options: { openHands: false } };
}

/** Stored choices of a game, checked field by field; anything odd falls back to the defaults. */
export function parseChoices(text: string | null, game: GameId = '24-7'): NewGameChoices {
  const fallback = defaultChoices(game);
  const { min, max } = seatLimits(game);
  try {
    const data = JSON.parse(text ?? 'null') as Partial<NewGameChoices> | null;
    if (!data || !Array.isArray(data.seats) || data.seats.length < min || data.seats.length > max) return fallback;
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

function read(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

function load(game: GameId): NewGameChoices {
  return parseChoices(read(KEYS[game]), game);
}

/** The game the New game screen sets up. */
export const chosenGame = signal<GameId>(((game) => (isGameId(game) ? game : '24-7'))(read(GAME_KEY)));
export const choices = signal<NewGameChoices>(load(chosenGame.value));
/** Which seats carry a name the app made up, in the language it was made up in. */
let madeUp = choices.value.seats.map((seat) => isMadeUpName(seat.name));

export function setChoices(next: NewGameChoices): void {
  choices.value = next;
  madeUp = next.seats.map((seat) => isMadeUpName(seat.name));
  const kept = { ...next, seats: next.seats.map((seat, i) => ({ ...seat, name: madeUp[i] ? '' : seat.name })) };
  try {
    localStorage.setItem(KEYS[chosenGame.value], JSON.stringify(kept));
  } catch {
    // Not remembered; still used for this game.
  }
}

/** Sets up the other game: its own choices, as they were left. */
export function chooseGame(game: GameId): void {
  if (game === chosenGame.value) return;
  chosenGame.value = game;
  const next = load(game);
  choices.value = next;
  madeUp = next.seats.map((seat) => isMadeUpName(seat.name));
  try {
    localStorage.setItem(GAME_KEY, game);
  } catch {
    // Not remembered.
  }
}

// Home's game tiles ask for a game before this module has loaded, so the request waits in a signal.
effect(() => {
  const wanted = gameToSetUp.value;
  if (!wanted) return;
  chooseGame(wanted);
  gameToSetUp.value = null;
});

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
