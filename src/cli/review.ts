/** `cli review FILE|- [--rollouts N]`: reviews every move of a record of either game; prints the review as JSON. */
import { reviewRecord } from '../ai/reviews.js';
import { parseJson } from '../engine/module.js';

/** Returns the text for standard output, or an error line for standard error (an invalid record, as `replay` words it). */
export function reviewText(text: string, rollouts?: number): { out: string } | { error: string } {
  const data = parseJson(text);
  if (!data.ok) return { error: data.error };
  const review = reviewRecord(data.value, rollouts === undefined ? {} : { rollouts });
  if (!review.ok) return { error: review.error };
  return { out: JSON.stringify(review.value) };
}
