import { describe, expect, it } from 'vitest';
import { pointsOfHands, rankSeats, standardDeck } from '../../../src/engine/septjours/index.js';
import { naivePoints, naiveRanking } from '../../../bench/naive/septjours.js';
import { workedExample } from './helpers.js';

const totals = (hands: string[][]) => pointsOfHands(hands).map((p) => p.total);
const sorted = (cards: string[]) => [...cards].sort();

/** Checks a hand-made final position uses the 28 cards exactly once, and the reference engine agrees. */
function finalHands(hands: string[][]): string[][] {
  expect(sorted(hands.flat())).toEqual(sorted(standardDeck()));
  expect(pointsOfHands(hands)).toEqual(naivePoints(hands));
  return hands;
}

describe('scoring', () => {
  it('2 players: every element splits unevenly, so both take 5 for each and stars decide', () => {
    const hands = finalHands([
      ['E3', 'E2', 'E1', 'E1', 'E0', 'E0', 'E0', 'A3', 'A2', 'A1', 'A1', 'A0', 'A0', 'A0'],
      ['W3', 'W2', 'W1', 'W1', 'W0', 'W0', 'W0', 'F3', 'F2', 'F1', 'F1', 'F0', 'F0', 'F0'],
    ]);
    expect(pointsOfHands(hands)).toEqual([
      { stars: 14, majority: 10, minority: 10, total: 34 },
      { stars: 14, majority: 10, minority: 10, total: 34 },
    ]);
    expect(rankSeats(totals(hands))).toEqual([[0, 1]]);
  });

  it('2 players mid-game: a tie gives neither bonus, nor does an element nobody holds', () => {
    expect(pointsOfHands([['E3'], ['E0']])).toEqual([
      { stars: 3, majority: 0, minority: 0, total: 3 },
      { stars: 0, majority: 0, minority: 0, total: 0 },
    ]);
    expect(pointsOfHands([['E3', 'A0'], ['E0']])).toEqual([
      { stars: 3, majority: 5, minority: 0, total: 8 },
      { stars: 0, majority: 0, minority: 5, total: 5 },
    ]);
  });

  it('3 players: a tie for most, a tie for fewest, and a player holding none of an element', () => {
    const hands = finalHands([
      ['E3', 'E2', 'E1', 'A3', 'A2', 'A1', 'A1', 'A0', 'W3', 'W2'],
      ['E1', 'E0', 'E0', 'A0', 'W1', 'W1', 'F3', 'F2', 'F1', 'F1'],
      ['E0', 'A0', 'W0', 'W0', 'W0', 'F0', 'F0', 'F0'],
    ]);
    // Earth 3/3/1: no majority, minority seat 2. Air 5/1/1: majority seat 0, fewest tied. Water 2/2/3:
    // majority seat 2, fewest tied. Fire 0/4/3: majority seat 1, minority seat 0 (who holds none).
    expect(pointsOfHands(hands)).toEqual([
      { stars: 18, majority: 5, minority: 5, total: 28 },
      { stars: 10, majority: 5, minority: 0, total: 15 },
      { stars: 0, majority: 5, minority: 5, total: 10 },
    ]);
    expect(rankSeats(totals(hands))).toEqual([[0], [1], [2]]);
  });

  it('4 players: ties for most among two and three seats, a tie for fewest between two holding none', () => {
    const hands = finalHands([
      ['E3', 'E2', 'E1', 'E1', 'A3', 'A2', 'A0', 'W1', 'W0'],
      ['E0', 'E0', 'A1', 'A1', 'A0', 'W3', 'W0'],
      ['E0', 'A0', 'W2', 'W0', 'F3', 'F2', 'F1'],
      ['W1', 'F1', 'F0', 'F0', 'F0'],
    ]);
    // Earth 4/2/1/0, Air 3/3/1/0, Water 2/2/2/1, Fire 0/0/3/4.
    expect(pointsOfHands(hands)).toEqual([
      { stars: 13, majority: 5, minority: 0, total: 18 },
      { stars: 5, majority: 0, minority: 0, total: 5 },
      { stars: 8, majority: 0, minority: 0, total: 8 },
      { stars: 2, majority: 5, minority: 15, total: 22 },
    ]);
    expect(rankSeats(totals(hands))).toEqual([[3], [0], [2], [1]]);
  });

  it('5 players: all four elements tied for most and for fewest give no bonus at all; equal totals share a place', () => {
    const hands = finalHands([
      ['E3', 'E2', 'A0', 'W1', 'W1', 'F0'],
      ['E1', 'E1', 'A0', 'W0', 'F3', 'F2'],
      ['E0', 'A3', 'A2', 'W0', 'F1', 'F1'],
      ['E0', 'A1', 'A1', 'W0', 'F0'],
      ['E0', 'A0', 'W3', 'W2', 'F0'],
    ]);
    const points = pointsOfHands(hands);
    expect(points.map((p) => p.majority + p.minority)).toEqual([0, 0, 0, 0, 0]);
    expect(points.map((p) => p.total)).toEqual([7, 7, 7, 2, 5]);
    expect(rankSeats(totals(hands))).toEqual([[0, 1, 2], [4], [3]]);
    expect(naiveRanking(hands)).toEqual([[0, 1, 2], [4], [3]]);
  });

  it('5 players: a unique most and a unique fewest', () => {
    const hands = finalHands([
      ['E3', 'E2', 'E1', 'E1', 'A0', 'W0', 'F0'],
      ['E0', 'E0', 'A1', 'W0', 'F1', 'F0'],
      ['E0', 'A3', 'A2', 'A1', 'W1', 'F3'],
      ['A0', 'W2', 'W1', 'W0', 'F2'],
      ['A0', 'W3', 'F1', 'F0'],
    ]);
    // Earth 4/2/1/0/0: majority seat 0, fewest tied. Air 1/1/3/1/1: majority seat 2, fewest tied.
    // Water 1/1/1/3/1: majority seat 3. Fire 1/2/1/1/2: nothing.
    expect(pointsOfHands(hands).map((p) => [p.majority, p.minority])).toEqual([
      [5, 0],
      [0, 0],
      [5, 0],
      [5, 0],
      [0, 0],
    ]);
  });

  it('ranks places from first by total, equal totals sharing a place, seats ascending', () => {
    expect(rankSeats([5, 7, 5, 7])).toEqual([
      [1, 3],
      [0, 2],
    ]);
    expect(rankSeats([0, 0, 0])).toEqual([[0, 1, 2]]);
    expect(naiveRanking([['E3'], ['A3'], ['W0']])).toEqual(rankSeats(totals([['E3'], ['A3'], ['W0']])));
  });

  it("scores the spec's worked example", () => {
    const game = workedExample();
    expect(game.hands()).toEqual([['F0'], ['E0', 'A2', 'W0'], ['A0', 'W1'], ['E3']]);
    expect(game.points()).toEqual([
      { stars: 0, majority: 5, minority: 0, total: 5 },
      { stars: 2, majority: 0, minority: 0, total: 2 },
      { stars: 1, majority: 0, minority: 0, total: 1 },
      { stars: 3, majority: 0, minority: 0, total: 3 },
    ]);
    expect(game.ranking()).toEqual([[0], [3], [1], [2]]);
    expect(game.round).toBe(2);
    expect(game.over).toBe(false);
  });
});
