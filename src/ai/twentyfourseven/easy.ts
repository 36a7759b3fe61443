/**
 * The Easy player: a beginner who looks only at this turn's minutes and does not spot every
 * combination. Each scoring placement is noticed with a chance that grows with its minutes (big
 * combinations are hard to miss); it plays the best one it noticed, or any placement when it noticed
 * none. So it makes human-sized mistakes (a missed run, a smaller 24) but never throws away a 100-minute
 * placement for nothing, and stays beatable.
 */
import { cellAt, legalMoves, placementPoints, type Move } from '../../engine/twentyfourseven/index.js';
import type { Rng } from '../../engine/rng.js';
import type { GameState } from '../../engine/twentyfourseven/index.js';

/** Chance of noticing a scoring placement: ATTENTION plus its minutes / 150, at most NOTICE_CAP. */
export const EASY_ATTENTION = 0.2;
const NOTICE_CAP = 0.95;

export function easyMove(state: GameState, rng: Rng, attention = EASY_ATTENTION): Move {
  const moves = legalMoves(state);
  let best: Move | null = null;
  let bestPoints = 0;
  let ties = 0;
  for (const move of moves) {
    const points = placementPoints(state, cellAt(move.r, move.c), move.v);
    if (points === 0 || rng.next() >= Math.min(NOTICE_CAP, attention + points / 150)) continue;
    if (points > bestPoints) {
      best = move;
      bestPoints = points;
      ties = 1;
    } else if (points === bestPoints && rng.below(++ties) === 0) {
      best = move;
    }
  }
  return best ?? moves[rng.below(moves.length)]!;
}
