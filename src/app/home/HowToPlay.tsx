import type { Ref } from 'preact';

/** A short summary of the rules of 24/7, opened from the home screen. */

const SCORES: readonly [string, string][] = [
  ['A line that adds up to 7', '20'],
  ['A line that adds up to 24', '40'],
  ['A run, like 3 4 5', '30 to 60'],
  ['A set, like 8 8 8', '50 or 60'],
  ['A 7 and a 24 with one tile', '+60'],
];

interface Props {
  id: string;
  hidden: boolean;
  sectionRef?: Ref<HTMLElement>;
}

export function HowToPlay({ id, hidden, sectionRef }: Props) {
  return (
    <section ref={sectionRef} id={id} class="how" aria-labelledby={`${id}-title`} hidden={hidden}>
      <h2 id={`${id}-title`}>How to play</h2>
      <ol class="how__steps">
        <li>
          On your turn, place one tile from your hand (1 to 10) on an empty cell touching another tile, side by
          side or corner to corner.
        </li>
        <li>No line of touching tiles, across, down or diagonal, may add up to more than 24.</li>
        <li>
          Every line through your tile can score minutes. A <strong>2x</strong> cell doubles the whole turn.
        </li>
        <li>When nobody can place a tile, the player with the most minutes wins.</li>
      </ol>
      <table class="how__scores">
        <caption>Minutes scored</caption>
        <tbody>
          {SCORES.map(([what, minutes]) => (
            <tr key={what}>
              <th scope="row">{what}</th>
              <td>{minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
