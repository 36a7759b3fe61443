/**
 * Seeded pseudo-random numbers (SplitMix32). Integer-only arithmetic, so the same seed gives the
 * same sequence in every engine (Node, browsers, workers): decks and AI games can be replayed.
 */
export interface Rng {
  /** A uniform unsigned 32-bit integer. */
  nextU32(): number;
  /** A uniform integer in [0, n), for 1 ≤ n ≤ 2^32. */
  below(n: number): number;
  /** A uniform float in [0, 1). */
  next(): number;
}

/** Turns a number or any string into a 32-bit seed. Numbers that are whole and in range are kept. */
export function seedFrom(seed: number | string): number {
  if (typeof seed === 'number' && Number.isInteger(seed)) return seed >>> 0;
  const text = String(seed);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export class SplitMix32 implements Rng {
  private state: number;
  constructor(seed: number | string) {
    this.state = seedFrom(seed);
  }
  /** Restarts the sequence, reusing this object (the AI's rollouts reseed thousands of times). */
  reseed(seed: number): this {
    this.state = seed | 0;
    return this;
  }
  nextU32(): number {
    this.state = (this.state + 0x9e3779b9) | 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  }
  below(n: number): number {
    // Multiply-shift maps 32 random bits onto [0, n) without modulo bias worth measuring at n ≤ 49.
    return Math.floor((this.nextU32() * n) / 4294967296);
  }
  next(): number {
    return this.nextU32() / 4294967296;
  }
}

export function createRng(seed: number | string): Rng {
  return new SplitMix32(seed);
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(items: T[] | Int8Array, rng: Rng): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}
