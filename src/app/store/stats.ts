/**
 * What the history list and the statistics show, worked out from the saved games themselves (each
 * was replayed when it was checked), so nothing stored can disagree with the games.
 */
import type { GameId } from '../../engine/gameIds.js';
import { BONUS } from '../../engine/septjours/index.js';
import { COMBO_KEYS, type ComboKey } from '../../engine/twentyfourseven/index.js';
import { tallies } from '../model/results.js';
import type { SeatKind } from '../model/seats.js';
import type { AnySession } from '../model/sessions.js';

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
  game: GameId;
  /** When the game was last played (ms since 1970). */
  when: number;
  names: string[];
  /** Each seat's colour class (seat-N), the one it was set up in. */
  colours: string[];
  /** Each seat's score: 24/7's minutes, 7 Jours' points. */
  scores: number[];
  /** Seats in first place (shared first place lists several). */
  winners: number[];
  opposition: Opposition | null;
  /** True when a human took first place. */
  humanWon: boolean;
  /** Moves taken back in it (0: played straight). */
  takebacks: number;
}

/** Each seat's score as the game stands. */
function scoresOf(game: AnySession): number[] {
  return game.gameId === '7-jours' ? game.game.points().map((p) => p.total) : Array.from(game.game.state.scores);
}

export function lineOf(game: AnySession, when: number): GameLine {
  const kinds = game.seats.map((s) => s.kind);
  const winners = game.game.ranking()[0] ?? [];
  return {
    id: game.id,
    game: game.gameId,
    when,
    names: game.seats.map((s) => s.name),
    colours: game.seats.map((_, seat) => game.seatClass(seat)),
    scores: scoresOf(game),
    winners,
    opposition: oppositionOf(kinds),
    humanWon: winners.some((seat) => kinds[seat] === 'human'),
    takebacks: game.setup.takebacks,
  };
}

/** One game's statistics (each game is counted apart: their scores do not compare). */
export interface GameStats {
  games: number;
  /** Per opposition: games played straight, and games a human won. */
  record: Record<Opposition, { played: number; won: number }>;
  /** Games in which moves were taken back, counted apart from those played straight. */
  withTakeBacks: { played: number; won: number };
  /** The best score a human seat made in one game played straight, and when. */
  best: { score: number; name: string; when: number } | null;
}

export interface Stats {
  '24-7': GameStats & {
    /** How often human seats made each combination, over every finished game. */
    combos: Record<ComboKey, number>;
  };
  '7-jours': GameStats & {
    /** How often human seats won a majority and a minority bonus. */
    majorities: number;
    minorities: number;
  };
}

function emptyStats(): GameStats {
  return {
    games: 0,
    record: Object.fromEntries(OPPOSITIONS.map((o) => [o, { played: 0, won: 0 }])) as GameStats['record'],
    withTakeBacks: { played: 0, won: 0 },
    best: null,
  };
}

export function statsOf(finished: readonly { game: AnySession; when: number }[]): Stats {
  const stats: Stats = {
    '24-7': { ...emptyStats(), combos: Object.fromEntries(COMBO_KEYS.map((key) => [key, 0])) as Record<ComboKey, number> },
    '7-jours': { ...emptyStats(), majorities: 0, minorities: 0 },
  };
  for (const { game, when } of finished) {
    const line = lineOf(game, when);
    if (!line.opposition) continue;
    const mine = stats[game.gameId];
    mine.games++;
    const tally = line.takebacks > 0 ? mine.withTakeBacks : mine.record[line.opposition];
    tally.played++;
    if (line.humanWon) tally.won++;
    game.seats.forEach((seat, i) => {
      if (seat.kind !== 'human' || line.takebacks > 0) return;
      const score = line.scores[i]!;
      if (!mine.best || score > mine.best.score) mine.best = { score, name: seat.name, when };
    });
    if (game.gameId === '24-7') {
      const perSeat = tallies(game.game.players, game.game.history);
      game.seats.forEach((seat, i) => {
        if (seat.kind === 'human') for (const tally of perSeat[i]!) stats['24-7'].combos[tally.key] += tally.count;
      });
    } else {
      const points = game.game.points();
      game.seats.forEach((seat, i) => {
        if (seat.kind !== 'human') return;
        stats['7-jours'].majorities += points[i]!.majority / BONUS;
        stats['7-jours'].minorities += points[i]!.minority / BONUS;
      });
    }
  }
  return stats;
}
