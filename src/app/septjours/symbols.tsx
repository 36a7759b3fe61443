/**
 * The drawings the cards are made of, inline (no images to fetch): each element has its colour AND its
 * own shape, a filled flame or mountain, a stroked spiral or waves, so a card reads without its colour
 * (colour blindness, dark mode). No game code here: Home draws its card fan with these.
 */
import { memo, shallowEqual } from '../components/memo.js';

/** Earth, Air, Water, Fire: the engine's element order. */
const SYMBOLS = [
  // Earth: two mountain peaks, filled.
  { d: 'M1.5 20.5 9 6.5l4.2 7 2.6-3.6 6.7 10.6z', fill: true },
  // Air: a spiral.
  { d: 'M12 12a1.6 1.6 0 0 1 3.2 0 3.2 3.2 0 0 1-6.4 0 4.8 4.8 0 0 1 9.6 0 6.4 6.4 0 0 1-12.8 0', fill: false },
  // Water: two waves.
  {
    d: 'M2.5 9.5c2.4-2.6 4.8-2.6 7.2 0s4.8 2.6 7.2 0 3.6-1.9 4.6-.6M2.5 16c2.4-2.6 4.8-2.6 7.2 0s4.8 2.6 7.2 0 3.6-1.9 4.6-.6',
    fill: false,
  },
  // Fire: a flame, filled.
  { d: 'M12 1.8c1.2 4 6.3 6.3 6.3 12.2a6.3 6.3 0 0 1-12.6 0c0-3 1.5-4.8 3-6.2.2 2.1 1 3.4 2.2 3.9-.3-3.7.4-6.7 1.1-9.9z', fill: true },
] as const;

const STAR = 'M12 2.6l2.8 6 6.6.8-4.9 4.5 1.3 6.5L12 17.2l-5.8 3.2 1.3-6.5-4.9-4.5 6.6-.8z';

export const ElementSymbol = memo(function ElementSymbol({ element, class: className }: { element: number; class?: string }) {
  const symbol = SYMBOLS[element]!;
  return (
    <svg
      class={`element-symbol ${symbol.fill ? 'element-symbol--fill' : ''} ${className ?? ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={symbol.d} />
    </svg>
  );
}, shallowEqual);

/** Who holds the most (an arrow up) or the fewest (down) of an element: arrows, so they never read as the Earth's peaks. */
export const Mark = memo(function Mark({ kind }: { kind: 'most' | 'fewest' }) {
  return (
    <svg class="mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={kind === 'most' ? 'M12 20.5V4.5M5 11l7-7 7 7' : 'M12 3.5v16M5 13l7 7 7-7'} />
    </svg>
  );
}, shallowEqual);

export const Star = memo(function Star() {
  return (
    <svg class="star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR} />
    </svg>
  );
}, shallowEqual);

/**
 * A card's face from its element and stars, with any extra classes and attributes of whoever draws it.
 * Its words are given by whatever holds it (a packet, a list), so the drawing is hidden from screen readers.
 */
export function CardDrawing({ element, stars, class: extra, card }: { element: number; stars: number; class?: string; card?: string }) {
  return (
    <span class={`sj-card el-${element}${extra ? ` ${extra}` : ''}`} data-card={card} aria-hidden="true">
      <span class={`sj-card__stars sj-card__stars--${stars}`}>
        {Array.from({ length: stars }, (_, i) => (
          <Star key={i} />
        ))}
      </span>
      <span class="sj-card__body">
        <ElementSymbol element={element} />
      </span>
    </span>
  );
}
