import { describe, expect, it } from 'vitest';
import {
  Game,
  type GameState,
  cellAt,
  countLegalMoves,
  legalMoves,
  outOfTimeMap,
  playUnchecked,
  rankSeats,
  refusalOf,
  skippedBetween,
  targetMap,
  tieBreakDecided,
} from '../../src/engine/twentyfourseven/index.js';
import { stateWithTiles } from './helpers.js';

function give(state: GameState, seat: number, tiles: number[]): void {
  state.setHand(seat, tiles); // counts, size and the hand's bit mask together
}

describe('legal targets', () => {
  it('give the largest tile that fits next to tiles, 0 elsewhere, and mark out-of-time cells', () => {
    // Row 3 sums to 24 (10+10+4): both ends are out of time.
    const state = stateWithTiles([
      [3, 2, 10],
      [3, 3, 10],
      [3, 4, 4],
    ]);
    const map = targetMap(state);
    expect(map[3]![1]).toBe(0);
    expect(map[3]![5]).toBe(0);
    expect(map[2]![3]).toBe(10);
    expect(map[0]![0]).toBe(0); // touches nothing
    const late = outOfTimeMap(state);
    expect(late[3]![1] && late[3]![5]).toBe(true);
    expect(late.flat().filter(Boolean).length).toBe(2);
    // (2,2) sees 9+8 on its diagonal: the largest tile that fits is 24 − 17.
    const s2 = stateWithTiles([
      [3, 3, 9],
      [4, 4, 8],
    ]);
    expect(targetMap(s2)[2]![2]).toBe(7);
  });

  it('count and list the same legal moves', () => {
    const state = stateWithTiles([[3, 3, 5]]);
    give(state, 0, [1, 10, 10, 3]);
    expect(legalMoves(state).length).toBe(8 * 3);
    expect(countLegalMoves(state)).toBe(8 * 3);
  });
});

describe('refusals say why in words', () => {
  it('names the line and its sum', () => {
    const state = stateWithTiles([
      [3, 3, 10],
      [3, 4, 8],
    ]);
    give(state, 0, [9]);
    expect(refusalOf(state, { r: 3, c: 5, v: 9 })).toMatchObject({
      code: 'too-big',
      line: 'row',
      sum: 27,
      message: '9 does not fit at (3,5): the row would sum to 27',
    });
    const column = stateWithTiles([
      [3, 3, 10],
      [4, 3, 8],
    ]);
    give(column, 0, [9]);
    expect(refusalOf(column, { r: 5, c: 3, v: 9 })?.message).toBe('9 does not fit at (5,3): the column would sum to 27');
  });

  it('refuses a tile not in hand, a value out of range and an off-board cell', () => {
    const state = stateWithTiles([[3, 3, 10]]);
    give(state, 0, [2]);
    expect(refusalOf(state, { r: 3, c: 4, v: 3 })?.code).toBe('not-in-hand');
    expect(refusalOf(state, { r: 3, c: 4, v: 0 })?.code).toBe('bad-move');
    expect(refusalOf(state, { r: -1, c: 4, v: 2 })?.code).toBe('bad-move');
    expect(refusalOf(state, { r: 3, c: 4, v: 2 })).toBeNull();
  });
});

describe('turns', () => {
  it('lists skipped seats between two movers', () => {
    expect(skippedBetween(4, 1, 2)).toEqual([]);
    expect(skippedBetween(4, 1, 0)).toEqual([2, 3]);
    expect(skippedBetween(2, 0, 0)).toEqual([1]);
    expect(skippedBetween(3, 2, 2)).toEqual([0, 1]);
    expect(skippedBetween(3, 2, -1)).toEqual([]);
  });

  it('gives the turn back to the mover when the other seat cannot place, and ends when nobody can', () => {
    const state = stateWithTiles([
      [3, 3, 10],
      [3, 4, 10],
    ]);
    give(state, 0, [1, 1]);
    give(state, 1, []); // an empty hand places nothing
    state.pileTop = state.pile.length;
    playUnchecked(state, cellAt(2, 3), 1);
    expect(state.toMove).toBe(0);
    expect(skippedBetween(2, 0, state.toMove)).toEqual([1]);
    playUnchecked(state, cellAt(2, 4), 1);
    expect(state.over).toBe(true);
    expect(Array.from(state.handSizes)).toEqual([0, 0]);
  });

  it('plays a whole game through Game with skips recorded and a ranking at the end', () => {
    const game = new Game(
      4,
      [...Array(40).keys()].map((i) => (i % 10) + 1),
    );
    while (!game.over) game.play(legalMoves(game.state)[0]!);
    expect(game.ranking().flat().sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('ranking', () => {
  it('orders by minutes, then fewer tiles in hand, else a shared place', () => {
    expect(rankSeats([30, 50, 30], [2, 0, 1])).toEqual([[1], [2], [0]]);
    expect(rankSeats([30, 30], [1, 1])).toEqual([[0, 1]]);
    expect(rankSeats([10, 40, 40, 0], [3, 2, 2, 0])).toEqual([[1, 2], [0], [3]]);
    expect(tieBreakDecided([30, 30], [2, 1], rankSeats([30, 30], [2, 1]))).toBe(true);
    expect(tieBreakDecided([40, 30], [2, 1], rankSeats([40, 30], [2, 1]))).toBe(false);
  });
});
