import { describe, expect, it } from 'vitest';
import { Game, legalMoves, shuffledDeck } from '../../src/engine/twentyfourseven/index.js';
import { standings, tallies, tieBreakWords } from '../../src/app/model/results.js';
import { GameSession } from '../../src/app/model/session.js';

function sessionWith(scores: number[], handSizes: number[]): GameSession {
  const seats = scores.map((_, i) => ({ name: ['Ada', 'Bo', 'Cy'][i]!, kind: 'human' as const }));
  const session = GameSession.start({ seats, options: { openHands: false }, seed: 1 });
  session.game.state.scores.set(scores);
  session.game.state.handSizes.set(handSizes);
  return session;
}

describe('results', () => {
  it('explains a tie on minutes settled by the tiles left', () => {
    const session = sessionWith([230, 230, 100], [3, 1, 0]);
    expect(standings(session).map((s) => [s.seat, s.place])).toEqual([
      [1, 1],
      [0, 2],
      [2, 3],
    ]);
    expect(tieBreakWords(session)).toBe('Bo and Ada both have 230 minutes; Bo wins with fewer tiles left (1 against 3).');
  });

  it('says when first place is shared, and nothing when the minutes decided', () => {
    const shared = sessionWith([200, 200], [2, 2]);
    expect(standings(shared).map((s) => [s.place, s.shared])).toEqual([
      [1, true],
      [1, true],
    ]);
    expect(tieBreakWords(shared)).toMatch(/^Ada and Bo have the same minutes and the same number of tiles left/);
    expect(tieBreakWords(sessionWith([300, 200], [4, 0]))).toBe(null);
  });

  it("tallies each player's combinations, doubling included, and they add up to the scores", () => {
    const game = new Game(2, shuffledDeck(9));
    while (!game.over) {
      const moves = legalMoves(game.state);
      game.play(moves[(game.history.length * 5) % moves.length]!);
    }
    const tally = tallies(2, game.history);
    for (let seat = 0; seat < 2; seat++) {
      expect(tally[seat]!.reduce((sum, t) => sum + t.minutes, 0)).toBe(game.state.scores[seat]);
    }
    expect(tally.flat().length).toBeGreaterThan(0);
  });
});
