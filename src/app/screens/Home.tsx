/** The first screen: title, a decorative board, and the way in: Continue, New game, Games, How to play, Settings. */
import { go, session } from '../model/navigation.js';
import { MiniBoard } from './MiniBoard.js';
import { Icon } from '../components/Icon.js';
import { messages } from '../i18n/index.js';
import { InstallButton, InstallHint } from '../pwa/InstallButton.js';

export function Home() {
  const m = messages.value;
  const current = session.value;
  const inProgress = current !== null && !current.over.value;
  return (
    <main class="home">
      <InstallButton />
      <header class="home__intro">
        <h1 class="title">
          24<span class="title__slash">/</span>7
        </h1>
        <p class="tagline">{m.home.tagline}</p>
      </header>

      <figure class="home__board">
        <MiniBoard />
        <figcaption class="board-caption">
          <span class="chip chip--seven">{m.shared.sum({ tiles: [5, 2], total: 7 })}</span>
          <span class="chip chip--twentyfour">{m.shared.sum({ tiles: [10, 8, 6], total: 24 })}</span>
        </figcaption>
      </figure>

      <nav class="home__actions" aria-label={m.home.menu}>
        {inProgress && (
          <button type="button" class="button" onClick={() => go('game')}>
            <Icon name="play" /> {m.common.continue}
            <span class="button__sub">{m.home.movesPlayed({ n: current.history.value.length })}</span>
          </button>
        )}
        <button type="button" class={`button${inProgress ? ' button--secondary' : ''}`} onClick={() => go('new')}>
          {inProgress ? (
            m.common.newGame
          ) : (
            <>
              <Icon name="play" /> {m.common.newGame}
            </>
          )}
        </button>
        <div class="home__row">
          <button type="button" class="button button--ghost" onClick={() => go('history')}>
            {m.home.games}
          </button>
          <button type="button" class="button button--ghost" onClick={() => go('rules')}>
            {m.home.rules}
          </button>
          <button type="button" class="button button--ghost" onClick={() => go('settings')}>
            {m.common.settings}
          </button>
        </div>
        <InstallHint />
      </nav>
    </main>
  );
}
