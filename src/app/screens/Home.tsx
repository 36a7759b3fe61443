/** The first screen: title, a decorative board, and the way in: Continue, New game, Games, How to play, Settings. */
import { go, session } from '../model/navigation.js';
import { MiniBoard } from './MiniBoard.js';
import { Icon } from '../components/Icon.js';
import { InstallButton, InstallHint } from '../pwa/InstallButton.js';

export function Home() {
  const current = session.value;
  const inProgress = current !== null && !current.over.value;
  return (
    <main class="home">
      <InstallButton />
      <header class="home__intro">
        <h1 class="title">
          24<span class="title__slash">/</span>7
        </h1>
        <p class="tagline">Place tiles, make 7s and 24s, gather the most minutes</p>
      </header>

      <figure class="home__board">
        <MiniBoard />
        <figcaption class="board-caption">
          <span class="chip chip--seven">5 + 2 = 7</span>
          <span class="chip chip--twentyfour">10 + 8 + 6 = 24</span>
        </figcaption>
      </figure>

      <nav class="home__actions" aria-label="Menu">
        {inProgress && (
          <button type="button" class="button" onClick={() => go('game')}>
            <Icon name="play" /> Continue
            <span class="button__sub">{current.history.value.length} moves played</span>
          </button>
        )}
        <button type="button" class={`button${inProgress ? ' button--secondary' : ''}`} onClick={() => go('new')}>
          {inProgress ? (
            'New game'
          ) : (
            <>
              <Icon name="play" /> New game
            </>
          )}
        </button>
        <div class="home__row">
          <button type="button" class="button button--ghost" onClick={() => go('history')}>
            Games
          </button>
          <button type="button" class="button button--ghost" onClick={() => go('rules')}>
            How to play
          </button>
          <button type="button" class="button button--ghost" onClick={() => go('settings')}>
            Settings
          </button>
        </div>
        <InstallHint />
      </nav>
    </main>
  );
}
