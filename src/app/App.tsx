/** Chooses the screen from the `screen` signal (no router library), with the notices every screen shares. */
import { StorageBanner } from './components/StorageBanner.js';
import { screen, session } from './model/navigation.js';
import { replay } from './model/replay.js';
import { Elsewhere, GameScreen, History, Home, Import, NewGame, Replay, Rules, Settings, Stats, preloadWhenIdle } from './lazyScreens.js';
import { openElsewhere } from './store/autosave.js';

preloadWhenIdle([GameScreen, NewGame, History, Stats, Import, Replay, Rules, Settings]);

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
    case 'replay':
      return replay.value ? <Replay replay={replay.value} /> : <Home />;
    case 'game':
      if (!current) return <Home />;
      if (openElsewhere.value === current.id) return <Elsewhere />;
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
