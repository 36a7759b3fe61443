/** The draw pile beside the scores: a little stack and how many tiles are left in it. */
export function Pile({ size }: { size: number }) {
  return (
    <p class="pile" role="img" aria-label={`Pile: ${size} tiles`}>
      <span class="pile__stack" aria-hidden="true" />
      <span class="pile__count">{size}</span>
      <span class="pile__label">pile</span>
    </p>
  );
}
