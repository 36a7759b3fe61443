/**
 * A move played once the frame of its tap is painted (in the game tables only: its own module keeps it
 * out of the first download).
 */
import { afterNextPaint } from './afterPaint.js';

/**
 * A move tapped (Place, Deal, Take) and played once the tap's frame is painted: that frame shows the
 * press only, where the two together made one long frame on a slow phone. Meanwhile the move is held
 * (`busy`: the table takes no other), and `flush` plays it at once (the screen closing).
 */
export class PlayAfterPaint<M> {
  private held: M | null = null;

  constructor(private readonly play: (move: M) => void) {}

  get busy(): boolean {
    return this.held !== null;
  }

  hold(move: M): void {
    if (this.held !== null) return;
    this.held = move;
    afterNextPaint(() => this.flush());
  }

  flush(): void {
    const move = this.held;
    if (move === null) return;
    this.held = null;
    this.play(move);
  }
}
