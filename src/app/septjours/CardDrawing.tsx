/**
 * A card's drawing, inline (no images to fetch): each element has its colour AND its own shape, a filled
 * flame or mountain, a stroked spiral or waves, so a card reads without its colour (colour blindness,
 * dark mode). No game code here: Home draws its card fan with it, so it stays small (the first download).
 */

/** Earth, Air, Water, Fire: the engine's element order. */
export const SYMBOLS = [
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

export const STAR = 'M12 2.6l2.8 6 6.6.8-4.9 4.5 1.3 6.5L12 17.2l-5.8 3.2 1.3-6.5-4.9-4.5 6.6-.8z';

/** Where a shape drawn in 24 × 24 (SYMBOLS, STAR) goes to fill a square of `size` centred on (x, y). */
const placed = (x: number, y: number, size: number) => `translate(${x - size / 2} ${y - size / 2}) scale(${size / 24})`;
/** A card's symbol, in the card's own coordinates (100 × 140): centred under the band. */
const SYMBOL_PLACE = placed(50, 93, 58);
/** Its stars, 27 wide and 28 apart, centred on the band. */
const starPlace = (i: number, stars: number) => placed(50 + (i - (stars - 1) / 2) * 28, 29.5, 27);

/**
 * A card's face from its element and stars, with any extra classes and attributes of whoever draws it.
 * One SVG, 100 × 140: the stars on a light band at the top, the element's symbol below. A card built
 * from boxes and an SVG per star and symbol restyled and laid out about twice the elements.
 * Its words are given by whatever holds it (a packet, a list), so the drawing is hidden from screen readers.
 */
export function CardDrawing({ element, stars, class: extra, card }: { element: number; stars: number; class?: string; card?: string }) {
  const symbol = SYMBOLS[element]!;
  return (
    <svg
      class={`sj-card el-${element}${extra ? ` ${extra}` : ''}`}
      viewBox="0 0 100 140"
      data-card={card}
      aria-hidden="true"
      focusable="false"
    >
      <rect class="sj-card__band" x="7" y="7" width="86" height="45" rx="8" />
      {Array.from({ length: stars }, (_, i) => (
        <path key={i} class="sj-card__star" d={STAR} transform={starPlace(i, stars)} />
      ))}
      <path class={`sj-card__symbol${symbol.fill ? ' sj-card__symbol--fill' : ''}`} d={symbol.d} transform={SYMBOL_PLACE} />
    </svg>
  );
}
