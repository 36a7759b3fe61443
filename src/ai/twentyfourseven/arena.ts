/** A 24/7 arena game: every seat's kind chooses from its own view; the deck follows from the deal. */
import { Game, shuffledDeck, viewFor } from '../../engine/twentyfourseven/index.js';
import { seedFrom } from '../../engine/rng.js';
import type { ArenaGame, ArenaOverrides, GameResult } from '../arena.js';
import { seatKinds } from '../arena.js';
import { systemClock, type Clock } from '../clock.js';
import type { PlayerKind } from '../levels.js';
import { firstPlaceShare } from './outcome.js';
import { choose } from './player.js';

/** Plays one game; `overrides` (rollout cap, time budget) apply to the search levels, e.g. for quick tests. */
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
  const game = new Game(players, shuffledDeck(seedFrom(`${seed}:deal:${deal}`)));
  const moveMs: GameResult['moveMs'] = [];
  while (!game.over) {
    const seat = game.state.toMove;
    const kind = kinds[seat]!;
    const decision = choose(viewFor(game.state, seat), kind, {
      seed: seedFrom(`${seed}:${deal}:${rotation}:${game.history.length}`),
      clock,
      ...overrides,
    });
    moveMs.push({ kind, ms: decision.ms });
    const result = game.play(decision.move);
    if (!result.ok) throw new Error(`${kind} played an illegal move: ${result.refusal.message}`);
  }
  return {
    deal,
    rotation,
    moveMs,
    seats: kinds.map((kind, seat) => ({ kind, win: firstPlaceShare(game.state, seat), score: game.state.scores[seat]! })),
  };
};
