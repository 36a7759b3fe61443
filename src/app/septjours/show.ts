/**
 * Showing a move step by step, so a person can follow what an AI (or the other player) did: a deal
 * turns the row one end card at a time, then the cuts appear one by one; a pick sends the packet to
 * its picker. Each step stays about half a second; a tap skips to the end. While a move is shown, the
 * table draws the position from before it (the frame's view), so nothing jumps ahead of the show.
 * With reduced motion there are no steps: the move simply appears.
 */
import { signal } from '@preact/signals';
import type { PlayedMove, SeatView } from '../../engine/septjours/index.js';
import { cutsFromSizes } from './cards.js';
import { play } from '../sound/index.js';
import { stepAfter } from '../model/showStep.js';

export interface ShowFrame {
  /** The table as it stood before the move being shown. */
  view: SeatView;
  /** The seat whose move it is. */
  seat: number;
  /** A deal: the row's shift and the cuts (gaps of the shifted row) shown so far. */
  shift: number;
  cuts: readonly number[];
  /** A pick: the packet on its way to its picker. */
  flying: number | null;
}

/** How long each step stays on screen, in ms. */
export const STEP_MS = 500;

/** The steps of a deal: each end card moved, then each cut, left to right. */
export function dealFrames(view: SeatView, seat: number, shift: number, packets: readonly number[]): ShowFrame[] {
  const frames: ShowFrame[] = [];
  const sign = Math.sign(shift);
  for (let k = 1; k <= Math.abs(shift); k++) frames.push({ view, seat, shift: sign * k, cuts: [], flying: null });
  const cuts = cutsFromSizes(packets);
  for (let j = 1; j <= cuts.length; j++) frames.push({ view, seat, shift, cuts: cuts.slice(0, j), flying: null });
  return frames;
}

export class MoveShow {
  readonly frame = signal<ShowFrame | null>(null);
  private frames: ShowFrame[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts the shows ended: a step still waiting for its frame from an ended show does nothing. */
  private ended = 0;
  private waiters: (() => void)[] = [];

  /** Shows a move played from the table `before`; resolves when the show is over (at once when there is nothing to show). */
  play(before: SeatView, played: PlayedMove, steps: 'all' | 'none'): Promise<void> {
    this.finish();
    if (steps === 'none') return Promise.resolve();
    this.frames =
      'pick' in played
        ? [{ view: before, seat: played.player, shift: 0, cuts: [], flying: played.pick }]
        : dealFrames(before, played.player, played.shift, played.packets);
    const done = this.idle();
    this.next();
    return done;
  }

  /** Resolves once no move is being shown. */
  idle(): Promise<void> {
    if (!this.frame.value) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Skips to the end of the show (a tap, the screen closing). */
  finish(): void {
    clearTimeout(this.timer);
    this.ended++;
    this.frames = [];
    this.frame.value = null;
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private next(): void {
    const frame = this.frames.shift();
    if (!frame) return this.finish();
    // Each card moved and each cut sounds as it is shown, as the player's own would.
    const last = this.frame.value;
    if (frame.shift !== (last?.shift ?? 0)) play({ kind: 'shift' });
    else if (frame.cuts.length > (last?.cuts.length ?? 0)) play({ kind: 'cut' });
    this.frame.value = frame;
    const show = this.ended;
    this.timer = stepAfter(STEP_MS, () => show === this.ended && this.next());
  }
}
