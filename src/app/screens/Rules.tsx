/** How to play: the rules in short, the scoring table, and a small picture of each combination. */
import { COMBO_MINUTES as M } from '../../engine/twentyfourseven/scoring.js';
import { ScreenHeader } from '../components/ScreenHeader.js';
import { ComboPicture } from './ComboPicture.js';

interface Row {
  name: string;
  minutes: string;
  how: string;
  picture: readonly string[];
  tone: string;
}

const COMBOS: readonly Row[] = [
  {
    name: 'Sum of 7',
    minutes: `${M.sum7}`,
    how: 'A line of two or more tiles adds up to exactly 7.',
    picture: ['. 5 *2 .'],
    tone: 'seven',
  },
  { name: 'Sum of 24', minutes: `${M.sum24}`, how: 'A line adds up to exactly 24.', picture: ['10 8 *6 .'], tone: 'twentyfour' },
  {
    name: 'Run of 3 to 6',
    minutes: `${M.run3} to ${M.run6}`,
    how: 'Consecutive values, up or down, including your tile: 10 minutes a tile. Only the longest run counts.',
    picture: ['3 4 *5 ~9'],
    tone: 'run',
  },
  {
    name: 'Set of 3 or 4',
    minutes: `${M.set3}, ${M.set4}`,
    how: 'The same value three or four times in a row.',
    picture: ['8 8 *8 .'],
    tone: 'set',
  },
  {
    name: '24 in 7',
    minutes: `+${M.bonus24in7}`,
    how: 'A full row, column or long diagonal of 7 tiles that adds up to 24.',
    picture: ['3 3 4 4 3 3 *4'],
    tone: 'bonus',
  },
  {
    name: '24/7 bonus',
    minutes: `+${M.bonus247}`,
    how: 'One tile makes a 24 in one line and a 7 in another (each pair of lines counts).',
    picture: ['. . 3', '10 10 *4'],
    tone: 'bonus',
  },
  {
    name: 'Double cell',
    minutes: '×2',
    how: 'A tile placed on a 2x cell doubles everything it scores that turn.',
    picture: ['3 4 x', '. . .'],
    tone: 'run',
  },
];

export function Rules() {
  return (
    <main class="screen rules">
      <ScreenHeader title="How to play" />
      <section class="card">
        <h2 class="card__title">Your turn</h2>
        <ol class="rules__steps">
          <li>Place one tile from your hand (1 to 10) on an empty cell that touches a tile, side by side or corner to corner.</li>
          <li>
            No line of touching tiles, across, down or diagonal, may add up to more than 24. The board marks the biggest tile that fits on
            each cell.
          </li>
          <li>Every line through your tile scores minutes. Then you draw a tile.</li>
          <li>A cell where not even a 1 fits is out of time. A player who cannot place is skipped.</li>
          <li>When nobody can place, the most minutes wins; on a tie, fewer tiles left in hand.</li>
        </ol>
      </section>
      <section class="card">
        <h2 class="card__title">Scoring</h2>
        <ul class="combos">
          {COMBOS.map((row) => (
            <li key={row.name} class="combo">
              <ComboPicture rows={row.picture} tone={row.tone} label={`Example: ${row.picture.join(' / ').replace(/[*~]/g, '')}`} />
              <div class="combo__text">
                <p class="combo__name">
                  <span>{row.name}</span>
                  <span class={`combo__minutes tone-${row.tone}`}>{row.minutes}</span>
                </p>
                <p class="combo__how">{row.how}</p>
              </div>
            </li>
          ))}
        </ul>
        <p class="rules__note">A line's sum and its runs or sets all score: 7 8 9 is a 24 and a run, 70 minutes.</p>
      </section>
    </main>
  );
}
