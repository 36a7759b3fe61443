/**
 * A card: the element's colour and symbol, and its stars on a light band at the top, one drawn star
 * each, to count at a glance.
 */
import { faceOf } from './cards.js';
import { CardDrawing } from './CardDrawing.js';
import { memo, shallowEqual } from '../components/memo.js';

interface CardProps {
  /** The card's name, "F2". */
  card: string;
  /** A small card (the board's header, the log, the rules' pictures). */
  mini?: boolean;
}

/** A card's face, by its name. */
function CardView({ card, mini }: CardProps) {
  const { element, stars } = faceOf(card);
  return <CardDrawing element={element} stars={stars} card={card} class={mini ? 'sj-card--mini' : undefined} />;
}

/** A card redraws only when it becomes another card. */
export const Card = memo(CardView, shallowEqual);
