/** The screen's card helpers against the engine: who holds the most and the fewest, what a packet would do, cuts and shifts. */
import { describe, expect, it } from 'vitest';
import { formatCard, Game, pointsOfHands, shuffledDeck, type Move } from '../../../src/engine/septjours/index.js';
import {
  cutsAfterShift,
  cutsFromSizes,
  holdersOf,
  holdingsOf,
  previewPick,
  shifted,
  sizesFromCuts,
} from '../../../src/app/septjours/cards.js';

describe('holders and previews', () => {
  it('finds the strict most and fewest per element, nobody on a tie (the rules’ worked example)', () => {
    // Seats 0 … 3 after the worked example's first round.
    const hands = [['F0'], ['E0', 'A2', 'W0'], ['A0', 'W1'], ['E3']];
    const holders = holdersOf(hands);
    // Earth: seats 1 and 3 hold one each, 0 and 2 none: tied both ways.
    expect(holders[0]).toEqual({ most: -1, fewest: -1 });
    // Fire: only seat 0 holds one: the most; three hold none: no fewest.
    expect(holders[3]).toEqual({ most: 0, fewest: -1 });
    expect(holdingsOf(hands[1]!)).toEqual([
      { count: 1, stars: [0] },
      { count: 1, stars: [2] },
      { count: 1, stars: [0] },
      { count: 0, stars: [] },
    ]);
  });

  it('previews a pick as the engine scores it, with each bonus won or lost', () => {
    const hands = [['F0'], ['E0', 'A2', 'W0'], ['A0', 'W1'], ['E3']];
    // Seat 2 taking a Fire card ties Fire with seat 0: seat 0 loses that majority, seat 2 wins nothing there.
    const preview = previewPick(hands, 2, ['F1', 'E1']);
    const before = pointsOfHands(hands)[2]!.total;
    const after = pointsOfHands([hands[0]!, hands[1]!, [...hands[2]!, 'F1', 'E1'], hands[3]!])[2]!.total;
    expect(preview.gain).toBe(after - before);
    expect(preview.stars).toBe(2);
    // Earth: seat 2 now holds one like seats 1 and 3; seat 0 holds none: seat 0 becomes the fewest. Nothing for seat 2.
    expect(preview.changes).toEqual([]);
    // Seat 0 taking two Airs becomes majority in Air (+5) and stays alone with Fire.
    const air = previewPick(hands, 0, ['A1', 'A3']);
    expect(air.changes).toContainEqual({ element: 1, kind: 'most', won: true });
    expect(air.gain).toBe(pointsOfHands([['F0', 'A1', 'A3'], hands[1]!, hands[2]!, hands[3]!])[0]!.total - pointsOfHands(hands)[0]!.total);
  });

  it('agrees with the engine over whole random games', () => {
    for (let seed = 0; seed < 30; seed++) {
      const players = 2 + (seed % 4);
      const game = new Game(players, shuffledDeck(seed), seed % players);
      let n = 0;
      while (!game.over) {
        const moves = game.legalMoves();
        const move: Move = moves[(seed * 7 + n++ * 13) % moves.length]!;
        if ('pick' in move) {
          const seat = game.toMove;
          const preview = previewPick(game.hands(), seat, game.state.packetCards(move.pick).map(formatCard));
          const before = game.points()[seat]!.total;
          expect(game.play(move).ok).toBe(true);
          expect(preview.gain, `seed ${seed}`).toBe(game.points()[seat]!.total - before);
        } else {
          expect(game.play(move).ok).toBe(true);
        }
        const holders = holdersOf(game.hands());
        const points = game.points();
        points.forEach((p, seat) => {
          expect(p.majority).toBe(5 * holders.filter((h) => h.most === seat).length);
          expect(p.minority).toBe(5 * holders.filter((h) => h.fewest === seat).length);
        });
      }
    }
  });
});

describe('the row', () => {
  it('shifts like the engine (+1: the leftmost card to the right end)', () => {
    const row = ['E3', 'A0', 'W1', 'F0', 'E0', 'A2', 'W0'];
    expect(shifted(row, 1)).toEqual(['A0', 'W1', 'F0', 'E0', 'A2', 'W0', 'E3']);
    expect(shifted(row, -2)).toEqual(['A2', 'W0', 'E3', 'A0', 'W1', 'F0', 'E0']);
    const game = new Game(4, [...row, ...restOf(row)], 0);
    expect(game.play({ shift: -2, packets: [4, 1, 1, 1] }).ok).toBe(true);
    expect(game.history[0]!.cards.flat()).toEqual(shifted(row, -2));
  });

  it('turns packet sizes into cuts and back', () => {
    expect(cutsFromSizes([2, 1, 3, 1])).toEqual([2, 3, 6]);
    expect(sizesFromCuts([6, 2, 3])).toEqual([2, 1, 3, 1]);
    expect(sizesFromCuts([])).toEqual([7]);
  });

  it('keeps cuts with their cards when the row shifts; a cut that would fall off an end goes', () => {
    // Cut after the 1st and the 4th card; the first card goes to the end: it leaves its packet.
    expect(cutsAfterShift([1, 4], 1)).toEqual([3]);
    expect(cutsAfterShift([3], -1)).toEqual([4]);
    expect(cutsAfterShift([6], -1)).toEqual([]);
  });
});

/** A full deck that starts with `row`. */
function restOf(row: string[]): string[] {
  const rest = shuffledDeck(7);
  for (const card of row) rest.splice(rest.indexOf(card), 1);
  return rest;
}
