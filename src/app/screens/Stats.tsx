/**
 * Statistics over the finished games kept on this device, one game at a time (their scores do not
 * compare): wins per opponent level, best score, and the human seats' combinations (24/7) or
 * majorities and minorities (7 Jours); for 24/7, the daily deals played and won and the streaks.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../engine/gameIds.js';
import { COMBO_KEYS } from '../../engine/twentyfourseven/index.js';
import { GameChoice } from '../components/GameChoice.js';
import { ScreenHeader } from '../components/ScreenHeader.js';
import { session } from '../model/navigation.js';
import { chosenGame } from '../model/newGameChoices.js';
import { formats, messages, type Messages } from '../i18n/index.js';
import { comboName } from '../model/words.js';
import { openStore, storeProblem } from '../store/autosave.js';
import { isProblem } from '../store/gameStore.js';
import { storeProblemWords, type StoreProblem } from '../store/problems.js';
import { OPPOSITIONS, statsOf, type Opposition, type Stats as Figures } from '../store/stats.js';
import { type DailyDays, dailyDaysOf, summaryOfDays } from '../daily/book.js';
import { today } from '../daily/today.js';

/** Why there are no figures: a storage problem, no storage, or the games could not be read. */
type Missing = { missing: StoreProblem | 'no-store' | 'unreadable' };

function against(o: Opposition, m: Messages): string {
  return o === 'people' ? m.stats.people : m.seats[o];
}

function missingWords({ missing }: Missing, m: Messages): string {
  if (missing === 'no-store') return m.stats.notSaving;
  if (missing === 'unreadable') return m.history.unreadable;
  return storeProblemWords(missing);
}

export function Stats() {
  const m = messages.value;
  const f = formats.value;
  const figures = useSignal<Figures | Missing | null>(null);
  const daily = useSignal<DailyDays | null>(null);
  useEffect(() => {
    void (async () => {
      const store = await openStore();
      if (!store) return void (figures.value = { missing: storeProblem.value ?? 'no-store' });
      try {
        const shelf = await store.shelf();
        const finished = shelf.games.filter((g) => g.entry.status === 'finished');
        figures.value = statsOf(finished.map((g) => ({ game: g.session, when: g.entry.updated })));
        daily.value = dailyDaysOf(shelf.games.map((g) => ({ session: g.session, updated: g.entry.updated })));
      } catch (error) {
        figures.value = { missing: isProblem(error) ? error : 'unreadable' };
      }
    })();
  }, []);
  const [game, setGame] = useState<GameId>(() => session.value?.gameId ?? chosenGame.value);
  const loaded = figures.value;
  const value = loaded && !('missing' in loaded) ? loaded[game] : loaded;
  return (
    <main class="screen stats" data-game={game}>
      <ScreenHeader title={m.history.statistics} />
      <GameChoice game={game} onChoose={setGame} name="stats-game" />
      {value && 'missing' in value && <p class="card">{missingWords(value, m)}</p>}
      {value && !('missing' in value) && (
        <>
          <section class="card" aria-labelledby="stats-record">
            <h2 class="card__title" id="stats-record">
              {m.stats.finishedCount({ n: value.games })}
            </h2>
            <table class="stats-table">
              <thead>
                <tr>
                  <th scope="col">{m.stats.against}</th>
                  <th scope="col">{m.stats.played}</th>
                  <th scope="col">{m.stats.won}</th>
                </tr>
              </thead>
              <tbody>
                {OPPOSITIONS.map((o) => (
                  <tr key={o} data-opposition={o}>
                    <th scope="row">{against(o, m)}</th>
                    <td data-played>{f.number(value.record[o].played)}</td>
                    <td data-won>{o === 'people' ? m.stats.notCounted : f.number(value.record[o].won)}</td>
                  </tr>
                ))}
                {value.withTakeBacks.played > 0 && (
                  <tr data-opposition="take-backs">
                    <th scope="row">{m.takeBacks.withTakeBacks}</th>
                    <td data-played>{f.number(value.withTakeBacks.played)}</td>
                    <td data-won>{f.number(value.withTakeBacks.won)}</td>
                  </tr>
                )}
              </tbody>
            </table>
          </section>
          <section class="card stats-best" aria-labelledby="stats-best">
            <h2 class="card__title" id="stats-best">
              {m.stats.best}
            </h2>
            {value.best ? (
              <>
                <p>
                  <b class="stats-best__minutes" data-best>
                    {f.number(value.best.score)}
                  </b>{' '}
                  {game === '24-7' ? m.common.minutesShort : m.sept.pointsShort}
                </p>
                <p>{m.stats.bestBy({ name: value.best.name, when: value.best.when })}</p>
              </>
            ) : (
              <p>{value.withTakeBacks.played > 0 ? m.takeBacks.noBestStraight : m.stats.noBest}</p>
            )}
          </section>
          <section class="card" aria-labelledby="stats-combos">
            <h2 class="card__title" id="stats-combos">
              {game === '24-7' ? m.stats.combos : m.stats.bonuses}
            </h2>
            <ul class="stats-combos">
              {'combos' in value
                ? COMBO_KEYS.map((key) => (
                    <li key={key} data-combo={key}>
                      <span>{comboName(key)}</span>
                      <b>{f.number(value.combos[key])}</b>
                    </li>
                  ))
                : (['majorities', 'minorities'] as const).map((key) => (
                    <li key={key} data-bonus={key}>
                      <span>{m.sept[key]}</span>
                      <b>{f.number(value[key])}</b>
                    </li>
                  ))}
            </ul>
          </section>
          {game === '24-7' && daily.value && <DailyFigures days={daily.value} />}
        </>
      )}
    </main>
  );
}

/** The daily deals: played, won, the current streak and the longest. */
function DailyFigures({ days }: { days: DailyDays }) {
  const m = messages.value;
  const f = formats.value;
  const summary = summaryOfDays(days, today.value);
  const rows = [
    ['played', m.daily.played, f.number(summary.played)],
    ['won', m.daily.won, f.number(summary.won)],
    ['streak', m.daily.streak, m.daily.days({ n: summary.streak })],
    ['longest', m.daily.longestStreak, m.daily.days({ n: summary.longest })],
  ] as const;
  return (
    <section class="card" aria-labelledby="stats-daily">
      <h2 class="card__title" id="stats-daily">
        {m.daily.statistics}
      </h2>
      <ul class="stats-combos">
        {rows.map(([key, label, value]) => (
          <li key={key} data-daily={key}>
            <span>{label}</span>
            <b>{value}</b>
          </li>
        ))}
      </ul>
    </section>
  );
}
