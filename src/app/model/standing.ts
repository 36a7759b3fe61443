/**
 * What the scoreboard shows of a 24/7 game: scores as the feedback has added them, hand sizes, whose
 * turn it is and who is thinking, the pile, open hands. It follows the game two frames behind (see
 * lagged.ts): a move's frame draws the board, the rack and the feedback; the scoreboard comes after.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import type { FeedbackPlayer } from './feedback.js';
import { type Lagged, lagged } from './lagged.js';
import type { GameSession } from './session.js';

export interface Standing {
  scores: readonly number[];
  sizes: readonly number[];
  mover: number;
  /** The AI seat thinking, or null. */
  thinking: number | null;
  /** The seat whose move's total the feedback is adding now, or -1. */
  gaining: number;
  pile: number;
  /** Every hand, with open hands; else null. */
  hands: readonly (readonly number[])[] | null;
}

const FRAMES_BEHIND = 2;

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameHands = (a: Standing['hands'], b: Standing['hands']) =>
  a === b || (a !== null && b !== null && sameList(a.map(String), b.map(String)));

export function sameStanding(a: Standing, b: Standing): boolean {
  return (
    a.mover === b.mover &&
    a.thinking === b.thinking &&
    a.gaining === b.gaining &&
    a.pile === b.pile &&
    sameList(a.scores, b.scores) &&
    sameList(a.sizes, b.sizes) &&
    sameHands(a.hands, b.hands)
  );
}

export function followStanding(
  session: GameSession,
  feedback: FeedbackPlayer,
  scores: ReadonlySignal<readonly number[]>,
  thinking: ReadonlySignal<number | null>,
): Lagged<Standing> {
  const now = computed((): Standing => {
    const showing = feedback.current.value;
    return {
      scores: scores.value,
      sizes: session.handSizes.value,
      mover: session.mover.value,
      thinking: thinking.value,
      gaining: showing && feedback.totalAdded(showing) ? showing.seat : -1,
      pile: session.pileSize.value,
      hands: session.setup.options.openHands ? session.hands.value : null,
    };
  });
  return lagged(now, FRAMES_BEHIND, sameStanding);
}
