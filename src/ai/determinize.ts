/**
 * Determinization: complete a seat's view with a guess at everything it cannot see (other hands, the
 * pile's order, the removed tiles), drawn uniformly from exactly the unseen tiles.
 */
import { type GameState, shuffleInPlace, stateFromView, unseenTiles, type Rng, type SeatView } from '../engine/index.js';

export class Determinizer {
  private readonly unseen: number[];
  constructor(private readonly view: SeatView) {
    this.unseen = unseenTiles(view);
  }
  /** A fresh full state consistent with the view. */
  sample(rng: Rng): GameState {
    shuffleInPlace(this.unseen, rng);
    return stateFromView(this.view, this.unseen);
  }
}
