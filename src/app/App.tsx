/** Chooses the screen from the `screen` signal (no router library), with the notices every screen shares. */
import { StorageBanner } from './components/StorageBanner.js';
import { screen, session } from './model/navigation.js';
import { replay } from './model/replay.js';
import { reviewing } from './model/reviewing.js';
import {
  Daily,
  Elsewhere,
  GameScreen,
  History,
  Home,
  Import,
  NewGame,
  Replay,
  Review,
  Rules,
  SeptReplay,
  SeptScreen,
  Settings,
  Stats,
  preloadWhenIdle,
} from './lazyScreens.js';
import { openElsewhere } from './store/autosave.js';
import { formats } from './i18n/index.js';
import { stepWhenIdle } from './model/afterPaint.js';

preloadWhenIdle([GameScreen, NewGame, Daily, History, Stats, Import, Replay, Rules, Settings, SeptScreen, SeptReplay]);
// The language's numbers, plurals and lists are made ready in idle time too, not by the first move's words.
stepWhenIdle(() => formats.peek().warmOne());

function CurrentScreen() {
  const current = session.value;
  switch (screen.value) {
    case 'new':
      return <NewGame />;
    case 'rules':
      return <Rules />;
    case 'settings':
      return <Settings />;
    case 'history':
      return <History />;
    case 'stats':
      return <Stats />;
    case 'import':
      return <Import />;
    case 'daily':
      return <Daily />;
    case 'review': {
      const game = reviewing.value;
      return game ? <Review key={game.id} game={game} /> : <Home />;
    }
    case 'replay': {
      const shown = replay.value;
      if (!shown) return <Home />;
      return shown.gameId === '7-jours' ? <SeptReplay replay={shown} /> : <Replay replay={shown} />;
    }
    case 'game':
      if (!current) return <Home />;
      if (openElsewhere.value === current.id) return <Elsewhere />;
      // Keyed by the deal (not the id, which an imported copy may change as it is saved): another
      // game gets a fresh screen, with its own table and turns.
      if (current.gameId === '7-jours') return <SeptScreen key={current.game.deck.join('') + current.setup.seed} session={current} />;
      return <GameScreen key={current.game.deck.join('') + current.setup.seed} session={current} />;
    default:
      return <Home />;
  }
}

export function App() {
  return (
    <>
      <CurrentScreen />
      <StorageBanner />
    </>
  );
}
