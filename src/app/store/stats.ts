/**
 * What the history list and the statistics show, worked out from the saved games themselves (each
 * was replayed when it was checked), so nothing stored can disagree with the games.
 */
import { COMBO_KEYS, type ComboKey } from '../../engine/twentyfourseven/index.js';
import { standings, tallies } from '../model/results.js';
import type { SeatKind } from '../model/seats.js';
import type { GameSession } from '../model/session.js';

/** Who the humans played against: the strongest AI at the table, or only other people. */
export type Opposition = 'easy' | 'medium' | 'hard' | 'people';
export const OPPOSITIONS: readonly Opposition[] = ['easy', 'medium', 'hard', 'people'];
const STRENGTH: Record<SeatKind, number> = { human: 0, easy: 1, medium: 2, hard: 3 };

export function oppositionOf(kinds: readonly SeatKind[]): Opposition | null {
  if (!kinds.includes('human')) return null; // The AIs played each other: not the player's game.
  const strongest = kinds.reduce<SeatKind>((best, kind) => (STRENGTH[kind] > STRENGTH[best] ? kind : best), 'human');
  return strongest === 'human' ? 'people' : strongest;
}

/** One finished game as the history list shows it. */
export interface GameLine {
  id: string;
  /** When the game was last played (ms since 1970). */
  when: number;
  names: string[];
  minutes: number[];
  /** Seats in first place (shared first place lists several). */
  winners: number[];
  opposition: Opposition | null;
  /** True when a human took first place. */
  humanWon: boolean;
}

export function lineOf(game: GameSession, when: number): GameLine {
  const kinds = game.seats.map((s) => s.kind);
  const rows = standings(game);
  const winners = rows.filter((row) => row.place === 1).map((row) => row.seat);
  return {
    id: game.id,
    when,
    names: game.seats.map((s) => s.name),
    minutes: Array.from(game.game.state.scores),
    winners,
    opposition: oppositionOf(kinds),
    humanWon: winners.some((seat) => kinds[seat] === 'human'),
  };
}

export interface Stats {
  games: number;
  /** Per opposition: games played, and games a human won. */
  record: Record<Opposition, { played: number; won: number }>;
  /** The most minutes a human seat made in one game, and when. */
  best: { minutes: number; name: string; when: number } | null;
  /** How often human seats made each combination, over every finished game. */
  combos: Record<ComboKey, number>;
}

export function statsOf(finished: readonly { game: GameSession; when: number }[]): Stats {
  const record = Object.fromEntries(OPPOSITIONS.map((o) => [o, { played: 0, won: 0 }])) as Stats['record'];
  const combos = Object.fromEntries(COMBO_KEYS.map((key) => [key, 0])) as Record<ComboKey, number>;
  let best: Stats['best'] = null;
  let games = 0;
  for (const { game, when } of finished) {
    const line = lineOf(game, when);
    if (!line.opposition) continue;
    games++;
    record[line.opposition].played++;
    if (line.humanWon) record[line.opposition].won++;
    const perSeat = tallies(game.game.players, game.game.history);
    game.seats.forEach((seat, i) => {
      if (seat.kind !== 'human') return;
      for (const tally of perSeat[i]!) combos[tally.key] += tally.count;
      const minutes = line.minutes[i]!;
      if (!best || minutes > best.minutes) best = { minutes, name: seat.name, when };
    });
  }
  return { games, record, best, combos };
}
