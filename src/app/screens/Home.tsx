/**
 * The first screen: the two games, each a tile with its picture and one line, that opens its New game
 * screen; Continue for a game in play; today's daily deal; then Games, How to play, Settings. It is in
 * the first script and prerendered, so it draws its pictures itself and loads no game's code.
 */
import type { GameId } from '../../engine/gameIds.js';
import { gameToSetUp, go, session } from '../model/navigation.js';
import { MiniBoard } from './MiniBoard.js';
import { CardFan } from './CardFan.js';
import { Icon } from '../components/Icon.js';
import { messages } from '../i18n/index.js';
import { gameName, gameWords } from '../model/gameNames.js';
import { InstallButton, InstallHint } from '../pwa/InstallButton.js';
import { DailyCard } from '../daily/DailyCard.js';

function setUp(game: GameId): void {
  gameToSetUp.value = game;
  go('new');
}

function GameTile({ game }: { game: GameId }) {
  const words = gameWords(game);
  return (
    <button type="button" class="game-tile" data-game={game} onClick={() => setUp(game)}>
      <span class="game-tile__picture" aria-hidden="true">
        {game === '24-7' ? <MiniBoard /> : <CardFan />}
      </span>
      <span class="game-tile__words">
        <span class="game-tile__name">{words.name}</span>
        <span class="game-tile__line">{words.line}</span>
      </span>
      <span class="game-tile__go" aria-hidden="true">
        <Icon name="play" />
      </span>
    </button>
  );
}

/** `prerendered`: drawn at build time, when no date is known (the daily card waits for the app). */
export function Home({ prerendered = false }: { prerendered?: boolean }) {
  const m = messages.value;
  const current = session.value;
  const inProgress = current !== null && !current.over.value;
  return (
    <main class="home">
      <InstallButton />
      <header class="home__intro">
        <h1 class="title">
          24<span class="title__slash">/</span>7 <span class="title__and">&amp;</span> 7&nbsp;Jours
        </h1>
        <p class="tagline">{m.home.tagline}</p>
      </header>

      <nav class="home__actions" aria-label={m.home.menu}>
        {inProgress && (
          <button type="button" class="button" onClick={() => go('game')}>
            <Icon name="play" /> {m.common.continue}
            <span class="button__sub">
              {gameName(current.gameId)} · {m.home.movesPlayed({ n: current.history.value.length })}
            </span>
          </button>
        )}
        <section class="home__games" aria-label={m.common.newGame}>
          <GameTile game="24-7" />
          <GameTile game="7-jours" />
        </section>
        <DailyCard prerendered={prerendered} />
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
