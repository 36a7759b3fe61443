/**
 * A 7 Jours arena game: every seat's kind chooses from its own view. The deck follows from the deal,
 * and so does the first dealer (the deal number round the table), so that across a match's deals and
 * seat rotations every kind deals first from every seat.
 */
import { seedFrom } from '../../engine/rng.js';
import { Game, shuffledDeck, viewFor } from '../../engine/septjours/index.js';
import { seatKinds, type ArenaGame, type ArenaOverrides, type GameResult } from '../arena.js';
import { systemClock, type Clock } from '../clock.js';
import type { PlayerKind } from '../levels.js';
import { choose } from './player.js';

export const playArenaGame: ArenaGame = (
  lineup: readonly PlayerKind[],
  deal: number,
  rotation: number,
  seed: number,
  clock: Clock = systemClock,
  overrides: ArenaOverrides = {},
): GameResult => {
  const players = lineup.length;
  const kinds = seatKinds(lineup, rotation);
  const game = new Game(players, shuffledDeck(seedFrom(`${seed}:deal:${deal}`)), deal % players);
  const moveMs: GameResult['moveMs'] = [];
  while (!game.over) {
    const seat = game.toMove;
    const kind = kinds[seat]!;
    const decision = choose(viewFor(game, seat), kind, {
      seed: seedFrom(`${seed}:${deal}:${rotation}:${game.history.length}`),
      clock,
      ...overrides,
    });
    moveMs.push({ kind, ms: decision.ms });
    const result = game.play(decision.move);
    if (!result.ok) throw new Error(`${kind} played an illegal move: ${result.refusal.message}`);
  }
  const ranking = game.ranking();
  const totals = game.points().map((p) => p.total);
  return {
    deal,
    rotation,
    moveMs,
    seats: kinds.map((kind, seat) => {
      const first = ranking[0]!;
      return { kind, win: first.includes(seat) ? 1 / first.length : 0, score: totals[seat]! };
    }),
  };
};
