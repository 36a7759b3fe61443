/**
 * Who sits at the table: each seat is a human or an AI level, with a name. The list is kept in the
 * order the player set it up; "who starts" rotates it so the chosen player sits in seat 0, which the
 * rules make the first to move.
 */
export type SeatKind = 'human' | 'easy' | 'medium' | 'hard';
export const SEAT_KINDS: readonly SeatKind[] = ['human', 'easy', 'medium', 'hard'];

export interface SeatConfig {
  name: string;
  kind: SeatKind;
}

export const KIND_LABELS: Readonly<Record<SeatKind, string>> = {
  human: 'Human',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export const MIN_SEATS = 2;
export const MAX_SEATS = 4;
export const NAME_MAX = 16;

export function isAi(kind: SeatKind): kind is 'easy' | 'medium' | 'hard' {
  return kind !== 'human';
}

export function isSeatKind(value: unknown): value is SeatKind {
  return typeof value === 'string' && (SEAT_KINDS as readonly string[]).includes(value);
}

/** One tap starts you against a Medium AI. */
export function defaultSeats(): SeatConfig[] {
  return [
    { name: 'You', kind: 'human' },
    { name: 'Medium AI', kind: 'medium' },
  ];
}

/** Names the app made up (so changing a seat's kind may rename it, but never a name a player typed). */
export function isMadeUpName(name: string): boolean {
  return /^(You|Player \d|(Easy|Medium|Hard) AI( \d)?)$/.test(name.trim());
}

/** A fresh name for the seat at `index`, unique among the others. */
export function madeUpName(kind: SeatKind, index: number, seats: readonly SeatConfig[]): string {
  const taken = new Set(seats.filter((_, i) => i !== index).map((s) => s.name));
  if (kind === 'human') {
    const humansBefore = seats.slice(0, index).filter((s) => s.kind === 'human').length;
    const first = humansBefore === 0 && !taken.has('You') ? 'You' : `Player ${index + 1}`;
    if (!taken.has(first)) return first;
    for (let n = 1; ; n++) if (!taken.has(`Player ${n}`)) return `Player ${n}`;
  }
  const base = `${KIND_LABELS[kind]} AI`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
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
