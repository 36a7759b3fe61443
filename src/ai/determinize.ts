/**
 * Determinization, for any game: complete a seat's view with a guess at everything it cannot see,
 * drawn uniformly from exactly the unseen items (24/7: the other hands, the pile's order and the
 * removed tiles; 7 Jours: the order of the cards not yet dealt).
 */
import { type Rng, shuffleInPlace } from '../engine/rng.js';

export class Determinizer<View, World> {
  /**
   * `unseen` lists what the seat cannot see; `complete(view, hidden)` builds a full world from the
   * view and one ordering of it.
   */
  constructor(
    private readonly view: View,
    private readonly unseen: number[],
    private readonly complete: (view: View, hidden: readonly number[]) => World,
  ) {}
  /** A fresh full world consistent with the view. */
  sample(rng: Rng): World {
    shuffleInPlace(this.unseen, rng);
    return this.complete(this.view, this.unseen);
  }
}
