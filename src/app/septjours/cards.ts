/**
 * Cards as the screen handles them: a card name ("F2") read into its element and stars, hands grouped
 * by element, who holds the most and the fewest of each element, and what a packet would do to a
 * picker's points. Every point comes from the engine's own scoring (pointsOfHands), so the screen can
 * never count differently from the rules.
 */
import {
  ELEMENTS,
  elementOf,
  packetCount,
  parseCard,
  pointsOfHands,
  ROW_SIZE,
  starsOf,
  type Points,
} from '../../engine/septjours/index.js';

export interface CardFace {
  element: number;
  stars: number;
}

export function faceOf(name: string): CardFace {
  const card = parseCard(name);
  return { element: elementOf(card), stars: starsOf(card) };
}

/** A seat's cards of one element: how many, and their stars, most first. */
export interface ElementHolding {
  count: number;
  stars: number[];
}

/** Per element, a seat's cards (count and stars). */
export function holdingsOf(hand: readonly string[]): ElementHolding[] {
  const out: ElementHolding[] = Array.from({ length: ELEMENTS }, () => ({ count: 0, stars: [] }));
  for (const name of hand) {
    const { element, stars } = faceOf(name);
    const holding = out[element]!;
    holding.count++;
    holding.stars.push(stars);
  }
  for (const holding of out) holding.stars.sort((a, b) => b - a);
  return out;
}

/** Who holds strictly the most and strictly the fewest cards of an element (-1: tied, nobody). */
export interface Holders {
  most: number;
  fewest: number;
}

/** The hands with only one element's cards: scored alone, their bonuses say who holds its most and fewest. */
const onlyElement = (hands: readonly (readonly string[])[], element: number) =>
  hands.map((hand) => hand.filter((name) => faceOf(name).element === element));

/** Per element, the seats holding the most and the fewest now. */
export function holdersOf(hands: readonly (readonly string[])[]): Holders[] {
  return Array.from({ length: ELEMENTS }, (_, element) => {
    const points = pointsOfHands(onlyElement(hands, element));
    return { most: points.findIndex((p) => p.majority > 0), fewest: points.findIndex((p) => p.minority > 0) };
  });
}

/** A bonus a pick would win or lose for the picker. */
export interface BonusChange {
  element: number;
  kind: 'most' | 'fewest';
  won: boolean;
}

/** What taking a packet would do to the picker's points. */
export interface PickPreview {
  /** Change in the picker's total (stars and bonuses). */
  gain: number;
  stars: number;
  changes: BonusChange[];
}

export function previewPick(hands: readonly (readonly string[])[], seat: number, packet: readonly string[]): PickPreview {
  const after = hands.map((hand, s) => (s === seat ? [...hand, ...packet] : hand));
  const gain = pointsOfHands(after)[seat]!.total - pointsOfHands(hands)[seat]!.total;
  const before = holdersOf(hands);
  const then = holdersOf(after);
  const changes: BonusChange[] = [];
  for (let element = 0; element < ELEMENTS; element++) {
    for (const kind of ['most', 'fewest'] as const) {
      const had = before[element]![kind] === seat;
      const has = then[element]![kind] === seat;
      if (had !== has) changes.push({ element, kind, won: has });
    }
  }
  const stars = packet.reduce((sum, name) => sum + faceOf(name).stars, 0);
  return { gain, stars, changes };
}

/** Packet sizes from the cuts (gaps 1 … 6, a cut at gap g falls between places g − 1 and g). */
export function sizesFromCuts(cuts: readonly number[]): number[] {
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), ROW_SIZE];
  return bounds.slice(1).map((end, i) => end - bounds[i]!);
}

/** The gaps the packet sizes cut at. */
export function cutsFromSizes(sizes: readonly number[]): number[] {
  const cuts: number[] = [];
  let at = 0;
  for (const size of sizes.slice(0, -1)) cuts.push((at += size));
  return cuts;
}

/** The row as laid out, turned by a shift (+1: the leftmost card goes to the right end). */
export function shifted<T>(row: readonly T[], shift: number): T[] {
  const n = row.length;
  return row.map((_, i) => row[(((i + shift) % n) + n) % n]!);
}

/** Cuts after one more shift step: they stay with their cards; a cut that would fall off an end goes. */
export function cutsAfterShift(cuts: readonly number[], step: 1 | -1): number[] {
  return cuts.map((gap) => gap - step).filter((gap) => gap > 0 && gap < ROW_SIZE);
}

export { packetCount, type Points };
