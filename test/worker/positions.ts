/** Real positions for the worker tests: games played from a seeded deck, seen from the seat to move. */
import { Game, legalMoves, outOfTimeMap, shuffledDeck, viewFor, type SeatView } from '../../src/engine/twentyfourseven/index.js';

/** A game after `moves` placements, each the largest tile on the first cell it fits (lines fill up fast). */
export function gameAfter(players: 2 | 3 | 4, seed: number, moves: number): Game {
  const game = new Game(players, shuffledDeck(seed));
  for (let i = 0; i < moves && !game.over; i++) {
    const options = legalMoves(game.state);
    const biggest = Math.max(...options.map((m) => m.v));
    const pick = options.filter((m) => m.v === biggest);
    const result = game.play(pick[i % pick.length]!);
    if (!result.ok) throw new Error(result.refusal.message);
  }
  return game;
}

/** What the seat to move sees. */
export function viewToMove(game: Game): SeatView {
  return viewFor(game.state, game.state.toMove);
}

/** A 2-player position some moves in, with at least one out-of-time cell on the board. */
export function positionWithOutOfTimeCells(): Game {
  for (let moves = 4; moves < 30; moves++) {
    const game = gameAfter(2, 7, moves);
    if (!game.over && outOfTimeMap(game.state).some((row) => row.includes(true))) return game;
  }
  throw new Error('no position with an out-of-time cell found');
}
