/**
 * The element symbols, stars and marks drawn beside the cards (the players' board, the previews, the
 * results), inline SVG from the cards' own shapes (CardDrawing.tsx).
 */
import { memo, shallowEqual } from '../components/memo.js';
import { STAR, SYMBOLS } from './CardDrawing.js';

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
