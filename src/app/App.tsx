/** Chooses the screen from the `screen` signal (no router library), with the notices every screen shares. */
import { StorageBanner } from './components/StorageBanner.js';
import { screen, session } from './model/navigation.js';
import { replay } from './model/replay.js';
import { lazyScreen, preloadWhenIdle } from './lazyScreen.js';
import { Elsewhere } from './screens/Elsewhere.js';
import { Home } from './screens/Home.js';
import { openElsewhere } from './store/autosave.js';

const GameScreen = lazyScreen(() => import('./components/GameScreen.js').then((m) => m.GameScreen));
const NewGame = lazyScreen(() => import('./screens/NewGame.js').then((m) => m.NewGame));
const History = lazyScreen(() => import('./screens/History.js').then((m) => m.History));
const Stats = lazyScreen(() => import('./screens/Stats.js').then((m) => m.Stats));
const Import = lazyScreen(() => import('./screens/Import.js').then((m) => m.Import));
const Replay = lazyScreen(() => import('./screens/Replay.js').then((m) => m.Replay));
const Rules = lazyScreen(() => import('./screens/Rules.js').then((m) => m.Rules));
const Settings = lazyScreen(() => import('./screens/Settings.js').then((m) => m.Settings));
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
