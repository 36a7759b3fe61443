/** Three fanned 7 Jours cards for Home's tile. Decorative; drawn from the card symbols alone, no game code. */
import { CardDrawing } from '../septjours/CardDrawing.js';

/** Water with two stars, Fire with three, Earth with one: [element, stars]. */
const FAN = [
  [2, 2],
  [3, 3],
  [0, 1],
] as const;

export function CardFan() {
  return (
    <span class="card-fan">
      {FAN.map(([element, stars]) => (
        <CardDrawing key={element} element={element} stars={stars} class="card-fan__card" />
      ))}
    </span>
  );
}
