/**
 * The replay viewer's state: a validated game and the move it is showing. The position after move k
 * is rebuilt by replaying the first k moves from the deck (the one restore path; a game has at most
 * 36 moves, so this costs microseconds). This is 24/7's; 7 Jours' is septjours/replay.ts, and the
 * `replay` signal holds either, told apart by `gameId`.
 */
import { computed, signal } from '@preact/signals';
import { Game, type GameRecord, type PlayedMove } from '../../engine/twentyfourseven/index.js';
import { go, screen } from './navigation.js';
import { SeptReplay } from './septjours/replay.js';
import type { GameSession } from './session.js';
import { sessionFromRecord, type AnySession } from './sessions.js';

export class Replay {
  readonly gameId = '24-7';
  /** How many moves are on the board: 0 (the deal) to `length`. */
  readonly step = signal(0);
  readonly moves: readonly PlayedMove[];

  constructor(
    /** The whole game: names, seats, the end position and its ranking. */
    readonly final: GameSession,
  ) {
    this.moves = [...final.game.history];
  }

  get length(): number {
    return this.moves.length;
  }

  /** The game after `step` moves. */
  readonly position = computed(() => {
    const game = new Game(this.final.game.players, this.final.game.deck);
    for (const move of this.moves.slice(0, this.step.value)) game.play(move);
    return game;
  });

  /** The move just made (the one that led to this position), or null at the deal. */
  readonly current = computed(() => this.moves[this.step.value - 1] ?? null);

  readonly atEnd = computed(() => this.step.value === this.moves.length);

  goTo(step: number): void {
    this.step.value = Math.max(0, Math.min(this.moves.length, Math.round(step)));
  }

  next(): void {
    this.goTo(this.step.value + 1);
  }

  previous(): void {
    this.goTo(this.step.value - 1);
  }

  record(): GameRecord {
    return this.final.record();
  }
}

export type AnyReplay = Replay | SeptReplay;

/** The game the replay screen shows, if any. */
export const replay = signal<AnyReplay | null>(null);

/** Validates a record of either game and shows it in the replay viewer, at the deal; returns the error, or null. */
export function openReplay(record: unknown): string | null {
  const parsed = sessionFromRecord(record);
  if (!parsed.ok) return parsed.error;
  showReplay(parsed.value);
  return null;
}

/** Opens the replay viewer on an already rebuilt game of either kind. */
export function showReplay(game: AnySession): void {
  replay.value = game.gameId === '7-jours' ? new SeptReplay(game) : new Replay(game);
  go('replay');
}

if (typeof window !== 'undefined') {
  // Back or forward to a replay that is no longer in memory (after a reload): nothing to show.
  // navigation.ts's own listener was added first, so this one sees the screen it chose.
  window.addEventListener('popstate', () => {
    if (screen.value === 'replay' && !replay.value) screen.value = 'home';
  });
}
