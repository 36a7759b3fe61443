/** Chooses the screen from the `screen` signal (no router library), with the notices every screen shares. */
import { GameScreen } from './components/GameScreen.js';
import { StorageBanner } from './components/StorageBanner.js';
import { screen, session } from './model/navigation.js';
import { replay } from './model/replay.js';
import { Elsewhere } from './screens/Elsewhere.js';
import { History } from './screens/History.js';
import { Home } from './screens/Home.js';
import { Import } from './screens/Import.js';
import { NewGame } from './screens/NewGame.js';
import { Rules } from './screens/Rules.js';
import { Replay } from './screens/Replay.js';
import { Settings } from './screens/Settings.js';
import { Stats } from './screens/Stats.js';
import { openElsewhere } from './store/autosave.js';

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
