/** Three fanned 7 Jours cards for Home's tile. Decorative; drawn from the card symbols alone, no game code. */
import { ElementSymbol, Star } from '../septjours/symbols.js';

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
        <span key={element} class={`sj-card card-fan__card el-${element}`}>
          <span class={`sj-card__stars sj-card__stars--${stars}`}>
            {Array.from({ length: stars }, (_, i) => (
              <Star key={i} />
            ))}
          </span>
          <span class="sj-card__body">
            <ElementSymbol element={element} />
          </span>
        </span>
      ))}
    </span>
  );
}
