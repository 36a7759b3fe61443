/**
 * Invariants over thousands of random and greedy games for 2, 3 and 4 players, each move also checked
 * against the plain reference engine in bench/naive (an independent reading of the rules).
 * Checks inside the loops use `fail` rather than expect(): thousands of expect calls per game would
 * make this file take minutes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOARD_CELLS,
  Game,
  type GameState,
  TILE_COUNT,
  boardRows,
  cellAt,
  colOf,
  interestAt,
  legalMoves,
  parseRecord,
  placementPoints,
  recordOf,
  rebuildLines,
  rowOf,
  scoreBreakdown,
  shuffledDeck,
  stateFromView,
  targetMap,
  unseenTiles,
  viewFor,
  type Move,
} from '../../src/engine/twentyfourseven/index.js';
import { createRng, shuffleInPlace, type Rng } from '../../src/engine/rng.js';
import { naiveLegalMoves, naiveScore, naiveSetup, naiveTargetMap, naivePlay } from '../../bench/naive/engine.js';
import { maxLineSum } from './helpers.js';

function fail(message: string): never {
  throw new Error(message);
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function chooseMove(state: GameState, rng: Rng, greedy: boolean): Move {
  let moves = legalMoves(state);
  if (greedy) {
    const points = moves.map((m) => placementPoints(state, cellAt(m.r, m.c), m.v));
    const best = Math.max(...points);
    moves = moves.filter((_, i) => points[i] === best);
  }
  return moves[rng.below(moves.length)]!;
}

function tilesOf(state: GameState): number[] {
  const tiles: number[] = [];
  for (const v of state.board) if (v > 0) tiles.push(v);
  for (let seat = 0; seat < state.players; seat++) tiles.push(...state.handOf(seat));
  for (let i = state.pileTop; i < TILE_COUNT; i++) tiles.push(state.pile[i]!);
  return tiles;
}
const sorted = (tiles: number[]) => [...tiles].sort((a, b) => a - b);

function playWholeGame(players: number, seed: number, greedy: boolean): Game {
  const rng = createRng(seed);
  const deck = shuffledDeck(rng);
  const game = new Game(players, deck);
  const naive = naiveSetup(players, deck);
  const allTiles = sorted(deck);
  while (!game.over) {
    const state = game.state;
    const mover = state.toMove;
    if (!state.canPlay(mover)) fail(`seat ${mover} is to move but cannot place`);
    if (naive.toMove !== mover) fail(`reference engine has seat ${naive.toMove} to move, engine ${mover}`);
    if (!same(targetMap(state), naiveTargetMap(naive.board))) fail('target map differs from the reference engine');
    const moves = legalMoves(state);
    if (!same(moves, naiveLegalMoves(naive))) fail('legal moves differ from the reference engine');
    for (const m of moves) {
      const cell = cellAt(m.r, m.c);
      const expected = naiveScore(naive.board, m.r, m.c, m.v);
      const breakdown = scoreBreakdown(state, cell, m.v);
      if (placementPoints(state, cell, m.v) !== expected.points || breakdown.total !== expected.points) {
        fail(`points for ${m.v} at (${m.r},${m.c}) differ from the reference engine`);
      }
      if (!same(sorted2(breakdown.combos.map((x) => x.key)), sorted2(expected.combos))) fail('combination keys differ');
      // The interest masks are exact: a legal placement scores exactly when its value is in the mask.
      if ((((interestAt(state, cell) >> m.v) & 1) === 1) !== expected.points > 0) {
        fail(`interest mask of (${m.r},${m.c}) is wrong about ${m.v}`);
      }
    }

    const move = chooseMove(state, rng, greedy);
    const result = game.play(move);
    if (!result.ok) fail(result.refusal.message);
    naivePlay(naive, move);
    if (result.played.player !== mover) fail('the move was credited to the wrong seat');

    if (maxLineSum(state) > 24) fail('a line sums over 24');
    if (!same(sorted([...tilesOf(state), ...deck.slice(1, 4)]), allTiles)) fail('the 40 tiles are not conserved');
    if (!same(Array.from(state.scores), naive.scores)) fail('scores differ from the reference engine');

    // Every skipped seat really could not place; the game is over exactly when nobody can.
    for (const seat of result.played.skipped) if (state.canPlay(seat)) fail(`seat ${seat} was skipped but could place`);
    const anyoneCanPlay = Array.from({ length: players }, (_, seat) => state.canPlay(seat)).some(Boolean);
    if (game.over === anyoneCanPlay) fail('the game end does not match whether anyone can place');

    // The incrementally kept targets and masks equal a rebuild from the board alone.
    const rebuilt = state.clone();
    rebuildLines(rebuilt);
    if (!same(Array.from(rebuilt.target), Array.from(state.target))) fail('incremental targets drifted');
    for (const cell of BOARD_CELLS) {
      if (state.board[cell] === 0 && interestAt(rebuilt, cell) !== interestAt(state, cell)) fail('incremental interest drifted');
    }
    for (let seat = 0; seat < players; seat++) {
      const bits = state.handOf(seat).reduce((mask, v) => mask | (1 << v), 0);
      if (state.handBits[seat] !== bits) fail(`seat ${seat}'s hand bits do not match its hand`);
    }
  }
  if (naive.toMove !== -1) fail('the reference engine does not see the game as over');
  return game;
}
const sorted2 = (keys: string[]) => [...keys].sort();

describe('whole games', () => {
  it('keep every invariant and agree with the reference engine, random and greedy, 2 to 4 players', () => {
    let games = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(2, 3, 4), fc.boolean(), (seed, players, greedy) => {
        const game = playWholeGame(players, seed, greedy);
        games++;
        // Each score is the sum of its placements' breakdowns.
        for (let seat = 0; seat < players; seat++) {
          const sum = game.history.filter((m) => m.player === seat).reduce((acc, m) => acc + m.breakdown.total, 0);
          if (game.state.scores[seat] !== sum) fail(`seat ${seat}'s score is not the sum of its placements`);
        }
        // replay(export(game)) equals the game.
        const replayed = parseRecord(JSON.stringify(recordOf(game)));
        if (!replayed.ok) fail(replayed.error);
        if (!same(replayed.value.history, game.history)) fail('replayed history differs');
        if (!same(boardRows(replayed.value.state), boardRows(game.state))) fail('replayed board differs');
        if (!same(Array.from(replayed.value.state.hands), Array.from(game.state.hands))) fail('replayed hands differ');
      }),
      { numRuns: 1200 },
    );
    expect(games).toBe(1200);
  }, 300_000);

  it('give each seat a view that its hidden tiles cannot change', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(2, 3, 4),
        fc.integer({ min: 0, max: 40 }),
        (seed, players, stop) => {
          const rng = createRng(seed);
          const game = new Game(players, shuffledDeck(rng));
          while (!game.over && game.history.length < stop) game.play(chooseMove(game.state, rng, false));
          for (let seat = 0; seat < players; seat++) {
            const view = viewFor(game.state, seat);
            expect(Object.keys(view).sort()).toEqual(['board', 'hand', 'handSizes', 'pileSize', 'players', 'scores', 'seat', 'toMove']);
            expect(view.hand).toEqual(game.state.handOf(seat));
            // The unseen tiles are exactly the other hands, the pile and the removed tiles.
            const hidden = unseenTiles(view);
            const others = Array.from({ length: players }, (_, s) => (s === seat ? [] : game.state.handOf(s))).flat();
            const pile = Array.from(game.state.pile.subarray(game.state.pileTop));
            expect(hidden).toEqual(sorted([...others, ...pile, ...game.deck.slice(1, 4)]));
            // Re-deal everything the seat cannot see at random: its view must not change at all.
            shuffleInPlace(hidden, rng);
            const other = stateFromView(view, hidden);
            expect(viewFor(other, seat)).toEqual(view);
            expect(Array.from(other.target)).toEqual(Array.from(game.state.target));
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('cells', () => {
  it('map to and from frame indices', () => {
    for (let r = 0; r < 7; r++) for (let c = 0; c < 7; c++) expect([rowOf(cellAt(r, c)), colOf(cellAt(r, c))]).toEqual([r, c]);
  });
});
