/**
 * Scoring feedback after a placement: each combination lights its cells in turn with its name and
 * minutes (and rings, higher the more it is worth), then "×2" on a double cell, then the total is added
 * to the scoreboard. With reduced motion everything shows (and rings) at once, briefly, and play does
 * not wait for it.
 */
import { signal } from '@preact/signals';
import type { PlayedMove, ScoreBreakdown } from '../../engine/twentyfourseven/index.js';
import { messages } from '../i18n/index.js';
import { comboLabel, toneOf, type Tone } from './words.js';
import { play as sound, type SoundEvent } from '../sound/index.js';
import { afterNextPaint } from './afterPaint.js';
import { stepAfter } from './showStep.js';

export interface FeedbackStep {
  kind: 'combo' | 'double' | 'total';
  label: string;
  tone: Tone | 'total';
  /** Cells lit during this step, [r, c]. */
  cells: [number, number][];
  /** What a combination's step sounds like as it lights up. */
  sound?: SoundEvent;
}

export interface Feedback {
  id: number;
  seat: number;
  move: PlayedMove;
  steps: FeedbackStep[];
  /** The step shown now: -1 in the move's own frame, `steps.length` once the total has been added. */
  index: number;
  reduced: boolean;
}

/** How long each step stays on screen, in ms. */
export const STEP_MS = { combo: 720, double: 560, total: 820, reduced: 1600 } as const;

export function feedbackSteps(breakdown: ScoreBreakdown): FeedbackStep[] {
  if (breakdown.total === 0) return [];
  const steps: FeedbackStep[] = breakdown.combos.map((combo) => ({
    kind: 'combo',
    label: comboLabel(combo),
    tone: toneOf(combo.key),
    cells: combo.cells,
    sound: { kind: 'combo', key: combo.key, minutes: combo.minutes, doubled: breakdown.doubled },
  }));
  const all = breakdown.combos.flatMap((combo) => combo.cells);
  if (breakdown.doubled) steps.push({ kind: 'double', label: messages.value.doubled, tone: 'bonus', cells: all });
  steps.push({ kind: 'total', label: messages.value.shared.gain({ n: breakdown.total }), tone: 'total', cells: all });
  return steps;
}

export class FeedbackPlayer {
  readonly current = signal<Feedback | null>(null);
  private timer: ReturnType<typeof setTimeout> | undefined;
  private waiters: (() => void)[] = [];
  private nextId = 1;

  /** Shows the feedback for a move; resolves when the board may move on. */
  play(move: PlayedMove, reduced: boolean): Promise<void> {
    this.finish();
    const steps = feedbackSteps(move.breakdown);
    if (steps.length === 0) return Promise.resolve();
    const id = this.nextId++;
    this.current.value = { id, seat: move.player, move, steps, index: -1, reduced };
    // The first step lights up in the frame after the move's: both in one made that frame long.
    afterNextPaint(() => this.advance(id), { first: true });
    return reduced ? Promise.resolve() : this.idle();
  }

  /** Resolves once nothing blocking is showing. */
  idle(): Promise<void> {
    const now = this.current.value;
    if (!now || now.reduced) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Whether the total of the feedback showing has been added to the scoreboard yet. */
  totalAdded(feedback: Feedback | null): boolean {
    return !feedback || feedback.steps[feedback.index]?.kind === 'total' || feedback.index >= feedback.steps.length;
  }

  /** Skips to the end (a new move, or the player acting). */
  finish(): void {
    clearTimeout(this.timer);
    this.current.value = null;
    const waiters = this.waiters.splice(0);
    for (const resolve of waiters) resolve();
  }

  private schedule(): void {
    const now = this.current.value;
    if (!now) return;
    const step = now.steps[now.index];
    const ms = now.reduced ? STEP_MS.reduced : step ? STEP_MS[step.kind] : 0;
    this.timer = stepAfter(ms, () => this.advance(now.id));
  }

  private advance(id: number): void {
    const at = this.current.value;
    if (!at || at.id !== id) return;
    if (at.reduced && at.index < 0) {
      // Reduced motion: everything at once (and every combination rings), for a while.
      this.current.value = { ...at, index: at.steps.length - 1 };
      for (const step of at.steps) if (step.sound) sound(step.sound);
      return this.schedule();
    }
    if (at.reduced || at.index + 1 >= at.steps.length) return this.finish();
    this.current.value = { ...at, index: at.index + 1 };
    const shown = at.steps[at.index + 1]!;
    if (shown.sound) sound(shown.sound);
    this.schedule();
  }
}
