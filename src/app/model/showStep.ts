import { afterNextPaint } from './afterPaint.js';

/**
 * A step of a show (24/7's scoring feedback, 7 Jours' moves shown): `step` runs once `ms` have passed,
 * in a frame of its own, ahead of the other work waiting for one. Clearing the timer returned stops it
 * only until its time is up: a step already waiting for its frame must check that its show still runs.
 */
export function stepAfter(ms: number, step: () => void): ReturnType<typeof setTimeout> {
  return setTimeout(() => afterNextPaint(step, { first: true }), ms);
}
