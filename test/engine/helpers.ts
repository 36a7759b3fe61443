/** Small builders shared by the engine tests. */
import { GameState, cellAt, rebuildLines } from '../../src/engine/index.js';

/** A 2-player state whose board holds exactly the listed tiles [r, c, v]. */
export function stateWithTiles(tiles: readonly (readonly [number, number, number])[]): GameState {
  const state = new GameState(2);
  for (const [r, c, v] of tiles) state.board[cellAt(r, c)] = v;
  rebuildLines(state);
  return state;
}
