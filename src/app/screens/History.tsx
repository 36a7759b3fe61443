/**
 * Saved games: those still in play (Continue), finished ones (tap to replay), and any that failed
 * their check, kept to export or delete. Links to the statistics and to importing a game.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { Icon } from '../components/Icon.js';
import { ScreenHeader } from '../components/ScreenHeader.js';
import { go, session } from '../model/navigation.js';
import { openReplay } from '../model/replay.js';
import { damaged, openStore, storeProblem } from '../store/autosave.js';
import { downloadText } from '../store/download.js';
import type { Shelf } from '../store/gameStore.js';
import { lineOf, type GameLine } from '../store/stats.js';
import { listWords } from '../model/words.js';
import { dayAndTime } from '../model/dates.js';

type Loaded = { shelf: Shelf } | { unavailable: string } | null;

function Result({ line }: { line: GameLine }) {
  if (!line.opposition || line.opposition === 'people') {
    return <span class="game-line__result">{listWords(line.winners.map((s) => line.names[s]!))} won</span>;
  }
  return <span class={`game-line__result game-line__result--${line.humanWon ? 'won' : 'lost'}`}>{line.humanWon ? 'Won' : 'Lost'}</span>;
}

function Players({ line }: { line: GameLine }) {
  return (
    <span class="game-line__players">
      {line.names.map((name, seat) => (
        <span key={seat} class={`game-line__player seat-${seat}`}>
          {name} <b>{line.minutes[seat]}</b>
        </span>
      ))}
    </span>
  );
}

export function History() {
  const loaded = useSignal<Loaded>(null);
  const reload = async () => {
    const store = await openStore();
    if (!store) {
      loaded.value = { unavailable: storeProblem.value?.message ?? 'Saved games are not available in this browser.' };
      return;
    }
    try {
      const shelf = await store.shelf();
      damaged.value = shelf.bad;
      loaded.value = { shelf };
    } catch (error) {
      loaded.value = { unavailable: (error as { message?: string }).message ?? 'Saved games could not be read.' };
    }
  };
  useEffect(() => void reload(), []);

  const state = loaded.value;
  const shelf = state && 'shelf' in state ? state.shelf : null;
  const playing = shelf?.games.filter((g) => g.entry.status === 'playing') ?? [];
  const finished = shelf?.games.filter((g) => g.entry.status === 'finished') ?? [];

  const remove = async (id: string) => {
    if (!confirm('Delete this saved game for good?')) return;
    const store = await openStore();
    await store?.remove(id).catch(() => undefined);
    await reload();
  };

  return (
    <main class="screen history">
      <ScreenHeader title="Games" />
      <div class="history__actions">
        <button type="button" class="button button--secondary" onClick={() => go('stats')}>
          <Icon name="trophy" /> Statistics
        </button>
        <button type="button" class="button button--secondary" onClick={() => go('import')}>
          <Icon name="plus" /> Import a game
        </button>
      </div>

      {state && 'unavailable' in state && <p class="card history__empty">{state.unavailable}</p>}

      {playing.length > 0 && (
        <section class="card" aria-labelledby="history-playing">
          <h2 class="card__title" id="history-playing">
            In play
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
                  <span class="game-line__when">
                    {dayAndTime(entry.updated)} · {game.game.history.length} moves
                  </span>
                  <Players line={lineOf(game, entry.updated)} />
                  <span class="game-line__result game-line__result--play">
                    <Icon name="play" /> Continue
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {shelf && (
        <section class="card" aria-labelledby="history-finished">
          <h2 class="card__title" id="history-finished">
            Finished
          </h2>
          {finished.length === 0 ? (
            <p class="history__empty">No finished games yet. Each game you finish is kept here, to replay move by move.</p>
          ) : (
            <ul class="game-list">
              {finished.map(({ entry, session: game }) => {
                const line = lineOf(game, entry.updated);
                return (
                  <li key={entry.id}>
                    <button type="button" class="game-line" data-game-id={entry.id} onClick={() => openReplay(entry.record)}>
                      <span class="game-line__when">{dayAndTime(entry.updated)}</span>
                      <Players line={line} />
                      <Result line={line} />
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
            Could not be opened
          </h2>
          <ul class="game-list">
            {shelf.bad.map((bad, i) => (
              <li key={bad.id ?? i} class="bad-line" data-damaged>
                <p class="bad-line__reason">This saved game could not be opened: {bad.reason}.</p>
                <div class="bad-line__actions">
                  <button
                    type="button"
                    class="button button--small button--secondary"
                    onClick={() => downloadText(`24-7-damaged-${bad.id ?? i}.json`, JSON.stringify(bad.raw, null, 2))}
                  >
                    Export it
                  </button>
                  {bad.id !== null && (
                    <button type="button" class="button button--small button--ghost" onClick={() => void remove(bad.id!)}>
                      Delete
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
