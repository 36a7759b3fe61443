/** Small builders shared by the engine tests. */
import {
  BOARD_CELLS, EMPTY, GameState, HAND_STRIDE, cellAt, createRng, isLegal, placementPoints, playUnchecked, rebuildLines,
  type Rng,
} from '../../src/engine/index.js';

/** A 2-player state whose board holds exactly the listed tiles [r, c, v]. */
export function stateWithTiles(tiles: readonly (readonly [number, number, number])[]): GameState {
  const state = new GameState(2);
  for (const [r, c, v] of tiles) state.board[cellAt(r, c)] = v;
  rebuildLines(state);
  return state;
}

/** Every legal (cell, value) of the seat to move. */
export function legalPairs(state: GameState): [number, number][] {
  const pairs: [number, number][] = [];
  for (const cell of BOARD_CELLS) {
    if (state.board[cell] !== EMPTY) continue;
    for (let v = 1; v <= 10; v++) if (isLegal(state, cell, v)) pairs.push([cell, v]);
  }
  return pairs;
}

/** Plays one random legal placement, or a best-scoring one when greedy; returns [cell, v]. */
export function playOne(state: GameState, rng: Rng, greedy: boolean): [number, number] {
  let pairs = legalPairs(state);
  if (greedy) {
    const points = pairs.map(([cell, v]) => placementPoints(state, cell, v));
    const best = Math.max(...points);
    pairs = pairs.filter((_, i) => points[i] === best);
  }
  const [cell, v] = pairs[rng.below(pairs.length)]!;
  playUnchecked(state, cell, v);
  return [cell, v];
}

export { createRng, HAND_STRIDE };
