/**
 * Work that may wait for the screen: run after the browser has painted what a tap changed, so the
 * tap's frame holds only what the player sees move. A hidden page paints nothing, so a short timer
 * runs it anyway, and a page being hidden runs it at once (it may be closing); outside a browser
 * (tests in Node) it runs on the next task.
 */
const AT_THE_LATEST_MS = 100;

export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', once);
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, AT_THE_LATEST_MS);
  document.addEventListener('visibilitychange', once);
}

/** Resolves after the next paint (see afterNextPaint). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}

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
