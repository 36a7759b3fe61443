/**
 * Starting games: a new one from the New game screen's choices, a rematch, or one rebuilt from a
 * record. Deck seeds are random, unless the address names one (`?seed=123`): then the first game's
 * deck comes from that seed and each later game from the next number, so tests and bug reports can
 * replay the very same deals.
 */
import { createRng } from '../../engine/rng.js';
import { go, session } from './navigation.js';
import { rotateToStart, type SeatConfig } from './seats.js';
import { plainColours } from './seatsSetup.js';
import type { GameId } from '../../engine/gameIds.js';
import type { SessionOptions } from './session.js';
import { sessionFromRecord, type AnySession } from './sessions.js';

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

/** Read from the address when first needed (nothing runs when this module loads). */
let fixedSeed: number | null | undefined;

/** A deck seed: the address's, counting up, or a random one. */
export function nextSeed(): number {
  fixedSeed ??= seedFromAddress();
  if (fixedSeed !== null) return fixedSeed++;
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0]! % 1_000_000_000;
}

/** The player who starts: the chosen one, or one drawn with the deck's seed. */
export function starterOf(choices: NewGameChoices, seed: number): number {
  return choices.starter === 'random' ? createRng(`${seed}:starter`).below(choices.seats.length) : choices.starter;
}

/**
 * 24/7's seats: the starter sits in seat 0 (the rules' first to move), the others after in their
 * order round the table; each keeps the colour of its place in the New game screen.
 */
export function seatOrder(choices: NewGameChoices, seed: number): { seats: SeatConfig[]; colours: number[] } {
  const start = starterOf(choices, seed);
  return { seats: rotateToStart(choices.seats, start), colours: rotateToStart(plainColours(choices.seats.length), start) };
}

/**
 * Starts a game of `game`. In 24/7 the starter moves first from seat 0; in 7 Jours every player keeps
 * their place round the table and the starter is the first dealer.
 */
export async function startNewGame(choices: NewGameChoices, game: GameId = '24-7'): Promise<AnySession> {
  const seed = nextSeed();
  const started =
    game === '7-jours'
      ? (await import('./septjours/session.js')).SeptSession.start({
          seats: choices.seats,
          options: choices.options,
          seed,
          firstDealer: starterOf(choices, seed),
        })
      : (await import('./session.js')).GameSession.start({ ...seatOrder(choices, seed), options: choices.options, seed });
  session.value = started;
  go('game', { replace: true });
  return started;
}

export function startRematch(): void {
  const current = session.value;
  if (current) session.value = current.rematch(nextSeed());
}

/** Rebuilds a game of either kind from a record (resume, import, tests); the error names what is wrong. */
export async function openRecord(record: unknown): Promise<string | null> {
  const parsed = await sessionFromRecord(record);
  if (!parsed.ok) return parsed.error;
  openSession(parsed.value);
  return null;
}

/** Makes an already rebuilt game the current one and shows it. */
export function openSession(opened: AnySession): void {
  session.value = opened;
  go('game');
}
