/**
 * Saved games of both games, each line naming its game: those still in play (Continue), finished ones
 * (tap to replay), and any that failed their check, kept to export or delete. Links to the statistics and to importing a game.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { Icon } from '../components/Icon.js';
import { ScreenHeader } from '../components/ScreenHeader.js';
import { go, session } from '../model/navigation.js';
import { openReplay } from '../model/replay.js';
import { formats, messages } from '../i18n/index.js';
import { damaged, openStore, storeProblem } from '../store/autosave.js';
import { downloadText } from '../store/download.js';
import { entryProblemWords } from '../store/entry.js';
import { isProblem, type Shelf } from '../store/gameStore.js';
import { storeProblemWords, type StoreProblem } from '../store/problems.js';
import type { GameId } from '../../engine/gameIds.js';
import { gameName } from '../model/gameNames.js';
import { lineOf, type GameLine } from '../store/stats.js';
import { TakeBackMark } from '../components/TakeBack.js';
import { openReview } from '../model/reviewing.js';

/** Why saved games cannot be shown: a storage problem, no storage, or the games could not be read. */
type Missing = StoreProblem | 'no-store' | 'unreadable';

type Loaded = { shelf: Shelf } | { unavailable: Missing } | null;

function missingWords(missing: Missing): string {
  const words = messages.value.history;
  if (missing === 'no-store') return words.unavailable;
  if (missing === 'unreadable') return words.unreadable;
  return storeProblemWords(missing);
}

function Result({ line }: { line: GameLine }) {
  const words = messages.value.history;
  if (!line.opposition || line.opposition === 'people') {
    return <span class="game-line__result">{words.won({ names: line.winners.map((s) => line.names[s]!) })}</span>;
  }
  return (
    <span class={`game-line__result game-line__result--${line.humanWon ? 'won' : 'lost'}`}>
      {line.humanWon ? words.youWon : words.youLost}
    </span>
  );
}

function Players({ line }: { line: GameLine }) {
  const f = formats.value;
  return (
    <span class="game-line__players">
      {line.names.map((name, seat) => (
        <span key={seat} class={`game-line__player ${line.colours[seat]}`}>
          {name} <b>{f.number(line.scores[seat]!)}</b>
        </span>
      ))}
    </span>
  );
}

/**
 * When a game was last played: a game in play says how long ago and how far it got ("2 days ago · 14
 * moves", the day and time on hover), a finished one its day and time.
 */
function When({ game, when, moves }: { game: GameId; when: number; moves?: number }) {
  const m = messages.value;
  const day = formats.value.dayAndTime(when);
  return (
    <span class="game-line__when">
      <b class="game-line__game" data-game={game}>
        {gameName(game)}
      </b>{' '}
      ·{' '}
      <time dateTime={new Date(when).toISOString()} title={moves === undefined ? undefined : day}>
        {moves === undefined ? day : m.history.lastPlayed({ when, n: moves })}
      </time>
    </span>
  );
}

export function History() {
  const m = messages.value;
  const words = m.history;
  const loaded = useSignal<Loaded>(null);
  const reload = async () => {
    const store = await openStore();
    if (!store) {
      loaded.value = { unavailable: storeProblem.value ?? 'no-store' };
      return;
    }
    try {
      const shelf = await store.shelf();
      damaged.value = shelf.bad;
      loaded.value = { shelf };
    } catch (error) {
      loaded.value = { unavailable: isProblem(error) ? error : 'unreadable' };
    }
  };
  useEffect(() => void reload(), []);

  const state = loaded.value;
  const shelf = state && 'shelf' in state ? state.shelf : null;
  const playing = shelf?.games.filter((g) => g.entry.status === 'playing') ?? [];
  const finished = shelf?.games.filter((g) => g.entry.status === 'finished') ?? [];

  const remove = async (id: string) => {
    if (!confirm(words.confirmDelete)) return;
    const store = await openStore();
    await store?.remove(id).catch(() => undefined);
    await reload();
  };

  return (
    <main class="screen history">
      <ScreenHeader title={m.home.games} />
      <div class="history__actions">
        <button type="button" class="button button--secondary" onClick={() => go('stats')}>
          <Icon name="trophy" /> {words.statistics}
        </button>
        <button type="button" class="button button--secondary" onClick={() => go('import')}>
          <Icon name="plus" /> {words.importGame}
        </button>
      </div>

      {state && 'unavailable' in state && <p class="card history__empty">{missingWords(state.unavailable)}</p>}

      {playing.length > 0 && (
        <section class="card" aria-labelledby="history-playing">
          <h2 class="card__title" id="history-playing">
            {words.inPlay}
          </h2>
          <ul class="game-list">
            {playing.map(({ entry, session: game }) => (
              <li key={entry.id}>
                <button
                  type="button"
                  class="game-line"
                  data-game-id={entry.id}
                  onClick={() => {
                    session.value = session.value?.id === entry.id ? session.value : game;
                    go('game');
                  }}
                >
                  <When game={game.gameId} when={entry.updated} moves={game.game.history.length} />
                  <Players line={lineOf(game, entry.updated)} />
                  <span class="game-line__result game-line__result--play">
                    <Icon name="play" /> {m.common.continue}
                  </span>
                  <TakeBackMark n={game.setup.takebacks} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {shelf && (
        <section class="card" aria-labelledby="history-finished">
          <h2 class="card__title" id="history-finished">
            {words.finished}
          </h2>
          {finished.length === 0 ? (
            <p class="history__empty">{words.noneFinished}</p>
          ) : (
            <ul class="game-list">
              {finished.map(({ entry, session: game }) => {
                const line = lineOf(game, entry.updated);
                return (
                  <li key={entry.id} class="game-list__item">
                    <button type="button" class="game-line" data-game-id={entry.id} onClick={() => openReplay(entry.record)}>
                      <When game={game.gameId} when={entry.updated} />
                      <Players line={line} />
                      <Result line={line} />
                      <TakeBackMark n={line.takebacks} />
                    </button>
                    <button
                      type="button"
                      class="icon-button game-line__review"
                      data-review-game={entry.id}
                      aria-label={m.review.open}
                      title={m.review.open}
                      onClick={() => openReview(game)}
                    >
                      <Icon name="review" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}

      {shelf && shelf.bad.length > 0 && (
        <section class="card history__bad" aria-labelledby="history-bad">
          <h2 class="card__title" id="history-bad">
            {words.damaged}
          </h2>
          <ul class="game-list">
            {shelf.bad.map((bad, i) => (
              <li key={bad.id ?? i} class="bad-line" data-damaged>
                <p class="bad-line__reason">{words.damagedSave({ reason: entryProblemWords(bad.problem) })}</p>
                <div class="bad-line__actions">
                  <button
                    type="button"
                    class="button button--small button--secondary"
                    onClick={() => downloadText(`damaged-game-${bad.id ?? i}.json`, JSON.stringify(bad.raw, null, 2))}
                  >
                    {words.exportIt}
                  </button>
                  {bad.id !== null && (
                    <button type="button" class="button button--small button--ghost" onClick={() => void remove(bad.id!)}>
                      {words.delete}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
