/** Chooses the screen from the `screen` signal (no router library). */
import { GameScreen } from './components/GameScreen.js';
import { screen, session } from './model/navigation.js';
import { Home } from './screens/Home.js';
import { NewGame } from './screens/NewGame.js';
import { Rules } from './screens/Rules.js';
import { Settings } from './screens/Settings.js';

export function App() {
  const current = session.value;
  switch (screen.value) {
    case 'new':
      return <NewGame />;
    case 'rules':
      return <Rules />;
    case 'settings':
      return <Settings />;
    case 'game':
      return current ? <GameScreen key={current.game.deck.join('') + current.setup.seed} session={current} /> : <Home />;
    default:
      return <Home />;
  }
}
