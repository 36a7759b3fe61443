import { describe, expect, it } from 'vitest';
import {
  Game,
  GameState,
  decodeMove,
  encodeMove,
  legalCodes,
  playUnchecked,
  refusalOf,
  shuffledDeck,
  stateFromView,
  totalsInto,
  unseenCards,
  viewFor,
  type Move,
  type SeatView,
} from '../../src/engine/septjours/index.js';
import { createRng, shuffleInPlace } from '../../src/engine/rng.js';
import { PLAYER_KINDS, type PlayerKind } from '../../src/ai/levels.js';
import { summarize } from '../../src/ai/arena.js';
import { playArenaGame } from '../../src/ai/septjours/arena.js';
import { distinctDeals, packetContent } from '../../src/ai/septjours/deals.js';
import { Endgame } from '../../src/ai/septjours/endgame.js';
import { outcomeInto, type Outcome } from '../../src/ai/septjours/outcome.js';
import { choose, worldsOf } from '../../src/ai/septjours/player.js';
import { greedyPicks, randomMove } from '../../src/ai/septjours/policies.js';

/** Views of the seat to move from random games: 2 to 5 players, deals and picks, every round. */
function positions(count: number, seed: number): SeatView[] {
  const rng = createRng(seed);
  const views: SeatView[] = [];
  while (views.length < count) {
    const players = 2 + rng.below(4);
    const game = new Game(players, shuffledDeck(rng), rng.below(players));
    const stop = rng.below(4 * (1 + (players === 2 ? 4 : players)));
    while (!game.over && game.history.length < stop) game.play(decodeMove(game.state, randomMove(game.state, rng)));
    if (!game.over) views.push(viewFor(game, game.toMove));
  }
  return views;
}

const isLegalFor = (view: SeatView, move: Move) => refusalOf(stateFromView(view, unseenCards(view)), move) === null;

/** A clock that never moves: the rollout cap alone ends a search. */
const frozen = () => 0;
const cheap = { rollouts: 40, clock: frozen };
const SEARCHERS: PlayerKind[] = ['easy', 'medium', 'hard'];

describe('7 Jours AI players', () => {
  it('only ever return legal moves (every kind, 2 to 5 players, deals and picks, every round)', () => {
    const views = positions(400, 1);
    // The searches, slower, see the first two positions of each player count, round and role.
    const seen = new Map<string, number>();
    views.forEach((view, i) => {
      const key = `${view.players} ${view.round} ${view.packets ? 'pick' : 'deal'}`;
      const searched = (seen.get(key) ?? 0) < 2;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      for (const kind of PLAYER_KINDS) {
        if ((kind === 'medium' || kind === 'hard') && !searched) continue;
        const { move } = choose(view, kind, { seed: i, ...cheap });
        if (!isLegalFor(view, move)) throw new Error(`${kind} chose an illegal move in position ${i}: ${JSON.stringify(move)}`);
      }
    });
    expect(seen.size).toBe(4 * 4 * 2);
    expect([...seen.values()].every((n) => n >= 2)).toBe(true);
  });

  it('are deterministic for a view and a seed', () => {
    for (const view of positions(12, 2)) {
      for (const kind of PLAYER_KINDS) {
        const a = choose(view, kind, { seed: 7, ...cheap });
        const b = choose(view, kind, { seed: 7, ...cheap });
        expect(b.move).toEqual(a.move);
        expect(b.rollouts).toBe(a.rollouts);
      }
    }
  });

  it('decide from the view alone: the undealt cards in another order give the same move', () => {
    const rng = createRng(9);
    let reordered = 0;
    for (const view of positions(30, 3)) {
      const hidden = unseenCards(view);
      const world = stateFromView(view, hidden);
      shuffleInPlace(hidden, rng);
      const other = stateFromView(view, hidden);
      if (world.deck.join() !== other.deck.join()) reordered++;
      const otherView = viewFor(other, view.seat);
      expect(otherView).toEqual(viewFor(world, view.seat));
      for (const kind of SEARCHERS) {
        expect(choose(otherView, kind, { seed: 5, ...cheap }).move).toEqual(choose(view, kind, { seed: 5, ...cheap }).move);
      }
    }
    expect(reordered).toBeGreaterThan(15);
  });

  it('report the estimate of the move they chose', () => {
    const view = positions(1, 4)[0]!;
    const decision = choose(view, 'hard', { seed: 1, rollouts: 300, clock: frozen });
    expect(decision.estimate?.move).toEqual(decision.move);
    expect(decision.estimate?.winRate).toBeGreaterThanOrEqual(0);
    expect(decision.estimate?.winRate).toBeLessThanOrEqual(1);
  });

  it('answer within the time budget whatever the rollout cap', () => {
    // A slow device: every reading of the clock finds it 5 ms later. The search must stop on the budget,
    // long before its cap. Early positions, a deal and picks, where the search has the most to do.
    const early = positions(60, 5).filter((v) => v.round <= 2);
    const views = [...early.filter((v) => !v.packets).slice(0, 3), ...early.filter((v) => v.packets).slice(0, 3)];
    expect(views).toHaveLength(6);
    for (const view of views) {
      for (const kind of ['medium', 'hard'] as PlayerKind[]) {
        let now = 0;
        const slow = () => (now += 5);
        const decision = choose(view, kind, { seed: 1, rollouts: 200_000, ms: 30, clock: slow });
        expect(decision.ms).toBeLessThanOrEqual(30 + 5 * 4);
        expect(decision.rollouts).toBeLessThan(200_000);
      }
    }
  });

  it('refuse a position that cannot arise, or one where the seat is not to move', () => {
    const view = positions(1, 6)[0]!;
    expect(() => choose({ ...view, deckLeft: view.deckLeft + 1 }, 'hard', { seed: 1 })).toThrow(/impossible position/);
    expect(() => choose({ ...view, seat: (view.seat + 1) % view.players }, 'hard', { seed: 1 })).toThrow();
  });
});

describe('the last round, worked out exactly', () => {
  const weights = { marginWeight: 0.25, marginScale: 20 };
  const score = (state: GameState, seat: number) => outcomeInto(state, seat, weights, { value: 0, win: 0, margin: 0 }).value;
  /** Of the packets in a mask, the one with the smallest content: the same whatever the packets' order. */
  const smallest = (state: GameState, mask: number) => {
    const packets = legalCodes(state).filter((p) => (mask >> p) & 1);
    return packets.reduce((a, b) => (packetContent(state, b) < packetContent(state, a) ? b : a));
  };

  /** Plays a copy on with greedy picks (the smallest content on a tie) to the end: the outcome for `seat`. */
  function greedyEnd(state: GameState, seat: number): number {
    const next = state.clone();
    while (next.toMove >= 0) playUnchecked(next, smallest(next, greedyPicks(next)));
    return score(next, seat);
  }

  /**
   * The same solve, written plainly on full states: the seat's best; another picker greedy with
   * weight 1 - wary (its ties weighed equally), with weight `wary` taking its best were the rest greedy.
   */
  function reference(state: GameState, seat: number, wary: number): number {
    if (state.toMove < 0) return score(state, seat);
    const played = (code: number) => {
      const next = state.clone();
      playUnchecked(next, code);
      return next;
    };
    const codes = legalCodes(state);
    if (state.toMove === seat || codes.length === 1) return Math.max(...codes.map((code) => reference(played(code), seat, wary)));
    const greedy = codes.filter((p) => (greedyPicks(state) >> p) & 1);
    const ahead = codes.map((p) => greedyEnd(played(p), state.toMove));
    const looking = codes.filter((_, i) => ahead[i] === Math.max(...ahead));
    const mean = (picks: number[]) => picks.reduce((sum, p) => sum + reference(played(p), seat, wary), 0) / picks.length;
    return wary === 0 ? mean(greedy) : (1 - wary) * mean(greedy) + wary * mean(looking);
  }

  it('matches a plain search of the seat’s moves against greedy or looking-ahead pickers', () => {
    const rng = createRng(11);
    let checked = 0;
    for (let g = 0; g < 24; g++) {
      const players = 2 + (g % 4);
      const game = new Game(players, shuffledDeck(rng), g % players);
      while (!game.over) {
        if (game.state.round === 3) {
          const seat = game.toMove;
          const out: Outcome = { value: 0, win: 0, margin: 0 };
          for (const wary of [0, 0.25]) {
            // Every deal weighed with the mixture, as the plain search does.
            const solved = new Endgame(players, seat, weights, wary, 1000).solve(game.state, out).value;
            expect(solved).toBeCloseTo(reference(game.state, seat, wary), 9);
          }
          checked++;
        }
        game.play(decodeMove(game.state, randomMove(game.state, rng)));
      }
    }
    expect(checked).toBeGreaterThan(90);
  });

  it('scores each of the seat’s moves as the solve does after it', () => {
    const rng = createRng(15);
    for (let g = 0; g < 40; g++) {
      const players = 2 + (g % 4);
      const game = new Game(players, shuffledDeck(rng), g % players);
      while (game.state.round < 3 || game.toMove !== (g * 7) % players) {
        if (game.over) break;
        game.play(decodeMove(game.state, randomMove(game.state, rng)));
      }
      if (game.over) continue;
      const seat = game.toMove;
      const endgame = new Endgame(players, seat, weights, 0.25, 1000);
      const codes = game.state.dealt ? legalCodes(game.state) : distinctDeals(game.state, new GameState(players));
      const outcomes = endgame.moves(game.state, codes);
      codes.forEach((code, i) => {
        const next = game.state.clone();
        playUnchecked(next, code);
        expect(outcomes[i]!.value).toBeCloseTo(reference(next, seat, 0.25), 9);
      });
      expect(Math.max(...outcomes.map((o) => o.value))).toBeCloseTo(endgame.solve(game.state, { value: 0, win: 0, margin: 0 }).value, 9);
    }
  });

  it('knows the last round’s result: its win and margin are the game’s once every pick is forced', () => {
    const rng = createRng(12);
    for (let g = 0; g < 50; g++) {
      const game = new Game(4, shuffledDeck(rng), g % 4);
      while (!(game.state.round === 3 && game.state.dealt && game.state.picks === 3)) {
        game.play(decodeMove(game.state, randomMove(game.state, rng)));
      }
      const seat = game.toMove;
      const out = new Endgame(4, seat, weights).solve(game.state, { value: 0, win: 0, margin: 0 });
      const end = game.state.clone();
      playUnchecked(end, legalCodes(end)[0]!);
      const totals = new Int32Array(4);
      totalsInto(end, totals);
      expect(out.margin).toBe(totals[seat]! - Math.max(...Array.from(totals).filter((_, s) => s !== seat)));
    }
  });
});

describe('the dealer’s options', () => {
  it('keep one deal per set of packet contents, and every set', () => {
    for (const view of positions(200, 13).filter((v) => !v.packets)) {
      const state = worldsOf(view).sample(createRng(1));
      const scratch = new GameState(state.players);
      const setOf = (code: number) => {
        scratch.copyFrom(state);
        playUnchecked(scratch, code);
        return Array.from({ length: scratch.packets }, (_, p) => packetContent(scratch, p))
          .sort((a, b) => a - b)
          .join();
      };
      const kept = distinctDeals(state, scratch).map(setOf);
      expect(new Set(kept).size).toBe(kept.length);
      expect(new Set(legalCodes(state).map(setOf))).toEqual(new Set(kept));
    }
  });

  it('the encoded moves the search returns decode to the same move', () => {
    for (const view of positions(20, 14)) {
      const { move } = choose(view, 'hard', { seed: 3, ...cheap });
      const state = stateFromView(view, unseenCards(view));
      expect(decodeMove(state, encodeMove(move))).toEqual(move);
    }
  });
});

describe('a small seeded match', () => {
  it('Hard’s search at a reduced cap beats Random clearly with 2 players', () => {
    const results = [];
    for (let deal = 0; deal < 5; deal++) {
      for (let rotation = 0; rotation < 2; rotation++) {
        results.push(playArenaGame(['hard', 'random'], deal, rotation, 2026, frozen, { rollouts: 100 }));
      }
    }
    const [hard] = summarize(['hard', 'random'], results);
    expect(hard!.games).toBe(10);
    expect(hard!.winRate).toBeGreaterThanOrEqual(0.85);
  });
});
