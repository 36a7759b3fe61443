/**
 * Move policies on a full state, allocation-free: the random and greedy players' hot loops, and the
 * AI's rollouts. They run only on states the AI built itself (a seat's view completed by a guess), or in
 * benchmarks and tests, never on the real game's hidden tiles. A move is a placement code (encodePlacement).
 */
import {
  type GameState,
  HAND_STRIDE,
  MAX_TILE,
  closeOutOfTime,
  encodePlacement,
  interestAt,
  interestingPoints,
  placementCell,
  placementPoints,
  placementValue,
  playUnchecked,
} from '../../engine/twentyfourseven/index.js';
import type { Rng } from '../../engine/rng.js';

/** BIT_COUNT[mask]: how many values a hand mask (bits 1..10) holds. */
const BIT_COUNT = new Uint8Array(2 << MAX_TILE);
for (let mask = 1; mask < BIT_COUNT.length; mask++) BIT_COUNT[mask] = BIT_COUNT[mask >> 1]! + (mask & 1);

/** A local copy: V8 reads an imported binding through a live cell on every use (see lines.ts). */
const TILE_VALUES = MAX_TILE;

/**
 * NTH_VALUE[(mask >> 1) * 10 + k]: the (k+1)-th smallest value in a hand mask (bits 1..10). A lookup
 * instead of a loop of random length, whose exit the processor mispredicts.
 */
const NTH_VALUE = new Uint8Array((1 << TILE_VALUES) * TILE_VALUES);
for (let mask = 2; mask < 2 << TILE_VALUES; mask += 2) {
  let k = 0;
  for (let v = 1; v <= TILE_VALUES; v++) if ((mask >> v) & 1) NTH_VALUE[(mask >> 1) * TILE_VALUES + k++] = v;
}

/** Rejection tries before randomMove falls back to an exact pick (almost every try is accepted). */
const RANDOM_TRIES = 8;

/**
 * A uniformly random distinct legal placement. The seat to move must be able to play. By rejection:
 * an open cell and a distinct value in hand, each uniform, kept if the value fits there; a pair that
 * survives is uniform over the legal placements. Almost always the first try fits; after a few
 * misses (a hand of big tiles on a crowded board) an exact weighted pick takes over. A pick that lands
 * on an out-of-time cell takes it out of `open` for good (nothing will ever fit there).
 */
export function randomMove(state: GameState, rng: Rng): number {
  const { open, target } = state;
  const inHand = state.handBits[state.toMove]!;
  const distinct = BIT_COUNT[inHand]!;
  for (let tries = 0; tries < RANDOM_TRIES; tries++) {
    const cell = open[rng.below(state.openCount)]!;
    const v = NTH_VALUE[(inHand >> 1) * TILE_VALUES + rng.below(distinct)]!;
    const t = target[cell]!;
    if (t >= v) return encodePlacement(cell, v);
    if (t === 0) closeOutOfTime(state, cell);
  }
  return exactRandomMove(state, rng);
}

/** Scratch for exactRandomMove: how many open cells have each target 0..10. */
const cellsWithTarget = new Int32Array(MAX_TILE + 1);

/** randomMove without rejection: the value weighted by how many cells take it, then one of those cells. */
function exactRandomMove(state: GameState, rng: Rng): number {
  const hand = state.toMove * HAND_STRIDE;
  const { hands, open, target } = state;
  const openCount = state.openCount;
  cellsWithTarget.fill(0);
  for (let i = 0; i < openCount; i++) cellsWithTarget[target[open[i]!]!]!++;
  let total = 0;
  let cellsAtLeast = 0;
  for (let v = MAX_TILE; v >= 1; v--) {
    cellsAtLeast += cellsWithTarget[v]!;
    if (hands[hand + v]! > 0) total += cellsAtLeast;
  }
  let index = rng.below(total);
  cellsAtLeast = 0;
  let v = MAX_TILE;
  for (; v > 1; v--) {
    cellsAtLeast += cellsWithTarget[v]!;
    if (hands[hand + v]! === 0) continue;
    if (index < cellsAtLeast) break;
    index -= cellsAtLeast;
  }
  for (let tries = 0; tries < 4; tries++) {
    const cell = open[rng.below(openCount)]!;
    if (target[cell]! >= v) return encodePlacement(cell, v);
  }
  let k = rng.below(cellsAtLeastFor(v));
  for (let i = 0; i < openCount; i++) {
    const cell = open[i]!;
    if (target[cell]! >= v && k-- === 0) return encodePlacement(cell, v);
  }
  throw new Error('no legal move to choose from');
}

function cellsAtLeastFor(v: number): number {
  let n = 0;
  for (let t = v; t <= MAX_TILE; t++) n += cellsWithTarget[t]!;
  return n;
}

/**
 * A placement with the most immediate minutes, ties broken uniformly at random. The placements that
 * score are exactly those whose value is in the cell's interest mask, so only those are scored; when
 * none scores, every legal placement ties at 0 and a random one is as good.
 */
export function greedyMove(state: GameState, rng: Rng): number {
  const inHand = state.handBits[state.toMove]!;
  const { open, target } = state;
  let best = 0;
  let bestMove = -1;
  let ties = 0;
  for (let i = 0; i < state.openCount; i++) {
    const cell = open[i]!;
    const t = target[cell]!;
    if (t === 0) {
      closeOutOfTime(state, cell); // the last open cell moves to i: look at i again
      i--;
      continue;
    }
    const fitting = inHand & ((2 << t) - 1);
    if (fitting === 0) continue;
    let candidates = interestAt(state, cell) & fitting;
    while (candidates !== 0) {
      const v = 31 - Math.clz32(candidates);
      candidates ^= 1 << v;
      const points = interestingPoints(state, cell, v);
      if (points > best) {
        best = points;
        bestMove = encodePlacement(cell, v);
        ties = 1;
      } else if (points === best && points > 0 && rng.below(++ties) === 0) {
        bestMove = encodePlacement(cell, v); // reservoir choice keeps each tied move equally likely
      }
    }
  }
  return bestMove >= 0 ? bestMove : randomMove(state, rng);
}

/** Quiet (non-scoring) placements screenedMove weighs beside the scoring ones. */
const QUIET_TRIES = 3;

/**
 * A placement with the most minutes less the best reply it hands the next seat (greedy, on this very
 * state): a greedy player that does not leave a 17 open. Weighs every scoring placement and a few
 * quiet ones. `scratch` is a state of the same size to play on.
 */
export function screenedMove(state: GameState, rng: Rng, scratch: GameState): number {
  const seat = state.toMove;
  const inHand = state.handBits[seat]!;
  const { open, target } = state;
  let best = -Infinity;
  let bestMove = -1;
  for (let i = 0; i < state.openCount; i++) {
    const cell = open[i]!;
    const fitting = inHand & ((2 << target[cell]!) - 1);
    if (fitting === 0) continue; // (and an out-of-time cell's interest is never worked out)
    let candidates = interestAt(state, cell) & fitting;
    while (candidates !== 0) {
      const v = 31 - Math.clz32(candidates);
      candidates ^= 1 << v;
      const value = valueAfterReply(state, encodePlacement(cell, v), rng, scratch, seat);
      if (value > best) {
        best = value;
        bestMove = encodePlacement(cell, v);
      }
    }
  }
  for (let q = 0; q < QUIET_TRIES; q++) {
    const move = randomMove(state, rng);
    const value = valueAfterReply(state, move, rng, scratch, seat);
    if (value > best) {
      best = value;
      bestMove = move;
    }
  }
  return bestMove;
}

function valueAfterReply(state: GameState, move: number, rng: Rng, scratch: GameState, seat: number): number {
  scratch.copyFrom(state);
  let value = playEncoded(scratch, move);
  if (scratch.toMove >= 0 && scratch.toMove !== seat) {
    const reply = greedyMove(scratch, rng);
    value -= placementPoints(scratch, placementCell(reply), placementValue(reply));
  }
  return value;
}

export function playEncoded(state: GameState, move: number): number {
  return playUnchecked(state, placementCell(move), placementValue(move));
}
