/**
 * A card, drawn inline (no images to fetch): the element's colour and symbol, and its stars on a light
 * band at the top, one drawn star each, to count at a glance.
 */
import { faceOf } from './cards.js';
import { ElementSymbol, Star } from './symbols.js';
import { memo, shallowEqual } from '../components/memo.js';

interface CardProps {
  /** The card's name, "F2". */
  card: string;
  /** A small card (the board's header, the log, the rules' pictures). */
  mini?: boolean;
}

/** A card's face. Its words are given by whatever holds it (a packet, a list), so the drawing is hidden from screen readers. */
function CardView({ card, mini }: CardProps) {
  const { element, stars } = faceOf(card);
  return (
    <span class={`sj-card el-${element}${mini ? ' sj-card--mini' : ''}`} data-card={card} aria-hidden="true">
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

/** A card redraws only when it becomes another card. */
export const Card = memo(CardView, shallowEqual);
