/** Small builders shared by the engine tests. */
import { BOARD_CELLS, DIRECTIONS, GameState, cellAt, rebuildLines } from '../../src/engine/twentyfourseven/index.js';

/** A 2-player state whose board holds exactly the listed tiles [r, c, v]. */
export function stateWithTiles(tiles: readonly (readonly [number, number, number])[]): GameState {
  const state = new GameState(2);
  for (const [r, c, v] of tiles) state.board[cellAt(r, c)] = v;
  rebuildLines(state);
  return state;
}

/** The highest sum any line of the board reaches (never over 24 in a legal game). */
export function maxLineSum(state: GameState): number {
  let max = 0;
  for (const cell of BOARD_CELLS) {
    if (state.board[cell]! <= 0) continue;
    for (let d = 0; d < 4; d++) {
      const off = DIRECTIONS[d]!;
      if (state.board[cell - off]! > 0) continue; // only measure each line from its first tile
      let sum = 0;
      for (let p = cell; state.board[p]! > 0; p += off) sum += state.board[p]!;
      if (sum > max) max = sum;
    }
  }
  return max;
}
