/**
 * Move policies on a full state, allocation-free: the random and greedy players' hot loops, and the
 * AI's rollouts. They run only on states the AI built itself (a seat's view completed by a guess), or in
 * benchmarks and tests, never on the real game's hidden tiles. A move is encoded as cell * 16 + v.
 */
import { GameState, HAND_STRIDE, MAX_TILE, interestAt, placementPoints, playUnchecked, type Rng } from '../engine/index.js';

/** Bit v set for each value v in the seat's hand. */
export function handMask(state: GameState, seat: number): number {
  const base = seat * HAND_STRIDE;
  let mask = 0;
  for (let v = 1; v <= MAX_TILE; v++) if (state.hands[base + v]! > 0) mask |= 1 << v;
  return mask;
}

/**
 * A uniformly random distinct legal placement. The seat to move must be able to play. The value is
 * drawn first, weighted by how many cells take it; then a cell among those, by rejection from the
 * open cells (the common case takes one or two tries) with a scan as the fallback.
 */
export function randomMove(state: GameState, rng: Rng): number {
  const hand = state.toMove * HAND_STRIDE;
  const { targetCount, hands, open, target } = state;
  let total = 0;
  let cellsAtLeast = 0;
  for (let v = MAX_TILE; v >= 1; v--) {
    cellsAtLeast += targetCount[v]!;
    if (hands[hand + v]! > 0) total += cellsAtLeast;
  }
  let index = rng.below(total);
  cellsAtLeast = 0;
  let v = MAX_TILE;
  for (; v > 1; v--) {
    cellsAtLeast += targetCount[v]!;
    if (hands[hand + v]! === 0) continue;
    if (index < cellsAtLeast) break;
    index -= cellsAtLeast;
  }
  const openCount = state.openCount;
  for (let tries = 0; tries < 4; tries++) {
    const cell = open[rng.below(openCount)]!;
    if (target[cell]! >= v) return cell * 16 + v;
  }
  let k = rng.below(cellsAtLeastFor(targetCount, v));
  for (let i = 0; i < openCount; i++) {
    const cell = open[i]!;
    if (target[cell]! >= v && k-- === 0) return cell * 16 + v;
  }
  throw new Error('no legal move to choose from');
}

function cellsAtLeastFor(targetCount: Int32Array, v: number): number {
  let n = 0;
  for (let t = v; t <= MAX_TILE; t++) n += targetCount[t]!;
  return n;
}

/**
 * A placement with the most immediate minutes, ties broken uniformly at random. Only placements whose
 * value is in the cell's interest mask can score, so only those are scored; when none scores, every
 * legal placement ties at 0 and a random one is as good.
 */
export function greedyMove(state: GameState, rng: Rng): number {
  const inHand = handMask(state, state.toMove);
  const { open, target } = state;
  let best = 0;
  let bestMove = -1;
  let ties = 0;
  for (let i = 0; i < state.openCount; i++) {
    const cell = open[i]!;
    let candidates = interestAt(state, cell) & inHand & ((2 << target[cell]!) - 1);
    while (candidates !== 0) {
      const v = 31 - Math.clz32(candidates);
      candidates ^= 1 << v;
      const points = placementPoints(state, cell, v);
      if (points > best) {
        best = points;
        bestMove = cell * 16 + v;
        ties = 1;
      } else if (points === best && points > 0 && rng.below(++ties) === 0) {
        bestMove = cell * 16 + v; // reservoir choice keeps each tied move equally likely
      }
    }
  }
  return bestMove >= 0 ? bestMove : randomMove(state, rng);
}

export function playEncoded(state: GameState, move: number): number {
  return playUnchecked(state, move >> 4, move & 15);
}

/** Plays the game out to its end with the policy for every seat. */
export function playOut(state: GameState, rng: Rng, policy: (state: GameState, rng: Rng) => number): void {
  while (state.toMove >= 0) playEncoded(state, policy(state, rng));
}
