/**
 * Stepping through a finished game, as both games' replay viewers do: the step shown, 0 (the deal) to
 * one per move, kept within the game; and the game itself, to share. Each game's replay state adds
 * what its table looks like at a step.
 */
import { computed, signal } from '@preact/signals';

export class ReplaySteps<Final extends { record(): unknown }> {
  /** How many moves have been made: 0 (the deal) to `length`. */
  readonly step = signal(0);

  constructor(
    /** The whole game: names, seats and colours, the end position and its ranking. */
    readonly final: Final,
    /** How many moves the game has. */
    readonly length: number,
  ) {}

  readonly atEnd = computed(() => this.step.value === this.length);

  goTo(step: number): void {
    this.step.value = Math.max(0, Math.min(this.length, Math.round(step)));
  }

  next(): void {
    this.goTo(this.step.value + 1);
  }

  previous(): void {
    this.goTo(this.step.value - 1);
  }

  record(): ReturnType<Final['record']> {
    return this.final.record() as ReturnType<Final['record']>;
  }
}
