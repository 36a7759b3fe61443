/** Statistics over the finished games kept on this device: wins per opponent level, best score, combinations. */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { COMBO_KEYS } from '../../engine/twentyfourseven/index.js';
import { ScreenHeader } from '../components/ScreenHeader.js';
import { COMBO_NAMES } from '../model/words.js';
import { openStore, storeProblem } from '../store/autosave.js';
import { OPPOSITIONS, statsOf, type Opposition, type Stats as Figures } from '../store/stats.js';
import { longDay } from '../model/dates.js';

const AGAINST: Record<Opposition, string> = { easy: 'Easy AI', medium: 'Medium AI', hard: 'Hard AI', people: 'Friends only' };

export function Stats() {
  const figures = useSignal<Figures | string | null>(null);
  useEffect(() => {
    void (async () => {
      const store = await openStore();
      if (!store)
        return void (figures.value = storeProblem.value?.message ?? 'Statistics need saved games, and this browser is not saving.');
      try {
        const shelf = await store.shelf();
        const finished = shelf.games.filter((g) => g.entry.status === 'finished');
        figures.value = statsOf(finished.map((g) => ({ game: g.session, when: g.entry.updated })));
      } catch (error) {
        figures.value = (error as { message?: string }).message ?? 'Saved games could not be read.';
      }
    })();
  }, []);
  const value = figures.value;
  return (
    <main class="screen stats">
      <ScreenHeader title="Statistics" />
      {typeof value === 'string' && <p class="card">{value}</p>}
      {value && typeof value !== 'string' && (
        <>
          <section class="card" aria-labelledby="stats-record">
            <h2 class="card__title" id="stats-record">
              {value.games === 1 ? '1 game finished' : `${value.games} games finished`}
            </h2>
            <table class="stats-table">
              <thead>
                <tr>
                  <th scope="col">Against</th>
                  <th scope="col">Played</th>
                  <th scope="col">Won</th>
                </tr>
              </thead>
              <tbody>
                {OPPOSITIONS.map((o) => (
                  <tr key={o} data-opposition={o}>
                    <th scope="row">{AGAINST[o]}</th>
                    <td data-played>{value.record[o].played}</td>
                    <td data-won>{o === 'people' ? '–' : value.record[o].won}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section class="card stats-best" aria-labelledby="stats-best">
            <h2 class="card__title" id="stats-best">
              Best score
            </h2>
            {value.best ? (
              <p>
                <b class="stats-best__minutes" data-best>
                  {value.best.minutes}
                </b>{' '}
                minutes, {value.best.name}, {longDay(value.best.when)}
              </p>
            ) : (
              <p>Finish a game to set one.</p>
            )}
          </section>
          <section class="card" aria-labelledby="stats-combos">
            <h2 class="card__title" id="stats-combos">
              Your combinations
            </h2>
            <ul class="stats-combos">
              {COMBO_KEYS.map((key) => (
                <li key={key} data-combo={key}>
                  <span>{COMBO_NAMES[key]}</span>
                  <b>{value.combos[key]}</b>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </main>
  );
}
