/**
 * Who sits at the table: each seat is a human or an AI level, with a name. The list is kept in the
 * order the player set it up; "who starts" rotates it so the chosen player sits in seat 0, which the
 * rules make the first to move.
 */
import { messages } from '../i18n/index.js';

export type SeatKind = 'human' | 'easy' | 'medium' | 'hard';
export const SEAT_KINDS: readonly SeatKind[] = ['human', 'easy', 'medium', 'hard'];

export interface SeatConfig {
  name: string;
  kind: SeatKind;
}

/** "Human", "Medium AI", in the player's language. */
export function kindLabel(kind: SeatKind): string {
  return messages.value.seats[kind];
}

export const MIN_SEATS = 2;
/** The most seats any game takes (7 Jours: 5); each game's own limit is its engine's. */
export const MAX_SEATS = 5;
export const NAME_MAX = 16;

const AI_KINDS = ['easy', 'medium', 'hard'] as const;

export function isAi(kind: SeatKind): kind is 'easy' | 'medium' | 'hard' {
  return kind !== 'human';
}

export function isSeatKind(value: unknown): value is SeatKind {
  return typeof value === 'string' && (SEAT_KINDS as readonly string[]).includes(value);
}

/** One tap starts you against Medium AIs: one of them, or `ais`. */
export function defaultSeats(ais = 1): SeatConfig[] {
  const seats: SeatConfig[] = [{ name: messages.value.seats.you, kind: 'human' }];
  for (let i = 0; i < ais; i++) {
    seats.push({ name: '', kind: 'medium' });
    seats[i + 1]!.name = madeUpName('medium', i + 1, seats);
  }
  return seats;
}

/**
 * Names the app made up, in the player's language (so changing a seat's kind may rename it, but never
 * a name a player typed).
 */
export function isMadeUpName(name: string): boolean {
  const { seats } = messages.value;
  const trimmed = name.trim();
  if (trimmed === seats.you) return true;
  for (let n = 1; n <= MAX_SEATS; n++) {
    if (trimmed === seats.player({ n })) return true;
    for (const kind of AI_KINDS) if (trimmed === seats[kind] || trimmed === seats.numbered({ name: seats[kind], n })) return true;
  }
  return false;
}

/** A fresh name for the seat at `index`, unique among the others, in the player's language. */
export function madeUpName(kind: SeatKind, index: number, seats: readonly SeatConfig[]): string {
  const words = messages.value.seats;
  const taken = new Set(seats.filter((_, i) => i !== index).map((s) => s.name));
  if (kind === 'human') {
    const humansBefore = seats.slice(0, index).filter((s) => s.kind === 'human').length;
    const first = humansBefore === 0 && !taken.has(words.you) ? words.you : words.player({ n: index + 1 });
    if (!taken.has(first)) return first;
    for (let n = 1; ; n++) if (!taken.has(words.player({ n }))) return words.player({ n });
  }
  const base = words[kind];
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(words.numbered({ name: base, n }))) return words.numbered({ name: base, n });
}

/** A name fit to show: trimmed, shortened, never empty. */
export function cleanName(name: string, fallback: string): string {
  const trimmed = name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);
  return trimmed || fallback;
}

/** The list turned so that `start` comes first, the others keeping their order around the table. */
export function rotateToStart<T>(list: readonly T[], start: number): T[] {
  const n = list.length;
  const from = ((start % n) + n) % n;
  return [...list.slice(from), ...list.slice(0, from)];
}

/** Seats (indices) played by humans. */
export function humanSeats(seats: readonly SeatConfig[]): number[] {
  return seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
}
