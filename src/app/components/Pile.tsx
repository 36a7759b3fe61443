/** The draw pile beside the scores: a little stack and how many tiles are left in it. */
import { messages } from '../i18n/index.js';

export function Pile({ size }: { size: number }) {
  const m = messages.value;
  return (
    <p class="pile" role="img" aria-label={m.game.pile({ n: size })}>
      <span class="pile__stack" aria-hidden="true" />
      <span class="pile__count">{size}</span>
      <span class="pile__label">{m.game.pileWord}</span>
    </p>
  );
}
