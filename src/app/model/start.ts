/**
 * Starting games: a new one from the New game screen's choices, a rematch, or one rebuilt from a
 * record. Deck seeds are random, unless the address names one (`?seed=123`): then the first game's
 * deck comes from that seed and each later game from the next number, so tests and bug reports can
 * replay the very same deals.
 */
import type { GameRecord } from '../../engine/twentyfourseven/index.js';
import { createRng } from '../../engine/rng.js';
import { go, session } from './navigation.js';
import { rotateToStart, type SeatConfig } from './seats.js';
import { GameSession, type SessionOptions } from './session.js';

export interface NewGameChoices {
  /** In the order the players set them up (round the table). */
  seats: SeatConfig[];
  /** Index into `seats` of the first player, or 'random'. */
  starter: number | 'random';
  options: SessionOptions;
}

function seedFromAddress(): number | null {
  if (typeof location === 'undefined') return null;
  const text = new URLSearchParams(location.search).get('seed');
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

let fixedSeed = seedFromAddress();

/** A deck seed: the address's, counting up, or a random one. */
export function nextSeed(): number {
  if (fixedSeed !== null) return fixedSeed++;
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0]! % 1_000_000_000;
}

/** Who sits in seat 0 (moves first): the chosen player, or one drawn with the deck's seed. */
export function seatOrder(choices: NewGameChoices, seed: number): SeatConfig[] {
  const n = choices.seats.length;
  const start = choices.starter === 'random' ? createRng(`${seed}:starter`).below(n) : choices.starter;
  return rotateToStart(choices.seats, start);
}

export function startNewGame(choices: NewGameChoices): GameSession {
  const seed = nextSeed();
  const started = GameSession.start({ seats: seatOrder(choices, seed), options: choices.options, seed });
  session.value = started;
  go('game', { replace: true });
  return started;
}

export function startRematch(): void {
  const current = session.value;
  if (current) session.value = current.rematch(nextSeed());
}

/** Rebuilds a game from a record (resume, import, tests); the error names what is wrong. */
export function openRecord(record: GameRecord | unknown): string | null {
  const parsed = GameSession.fromRecord(record);
  if (!parsed.ok) return parsed.error;
  openSession(parsed.value);
  return null;
}

/** Makes an already rebuilt game the current one and shows it. */
export function openSession(opened: GameSession): void {
  session.value = opened;
  go('game');
}
