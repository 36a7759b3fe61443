import { effect } from '@preact/signals';
import { render } from 'preact';
import { App } from './App';
import { resolveLocale, speak } from './i18n/index';
import { settings } from './model/settings';
import { installTestHook } from './testHook';
import { watchAddress } from './share/address';
import { startPwa } from './pwa/start';
import { settled, startAutosave } from './store/autosave';
import { followDailyGames } from './daily/book';
import { tapButtonsOnRelease } from './input/tapOnRelease';
import { keepZeroTextsStill } from './zeroTexts';
// Order matters: the game layout's media queries come last, over the parts they rearrange.
import './styles/base.css';
import './styles/buttons.css';
import './styles/home.css';
import './styles/menus.css';
import './styles/settings.css';
import './styles/rules.css';
import './styles/board.css';
import './styles/scoreboard.css';
import './styles/hand.css';
import './styles/feedback.css';
import './styles/log.css';
import './styles/overlays.css';
import './styles/saves.css';
import './styles/share.css';
import './styles/replay.css';
import './styles/game-layout.css';
import './styles/septjours.css';
import './styles/pwa.css';
import './styles/daily.css';

declare global {
  interface Window {
    appLive?: () => void;
  }
}

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
keepZeroTextsStill();
// Only in the browser tests' builds; a production build drops this line and the hook with it.
if (__TEST_HOOK__) installTestHook();
// A shared game in the address (#game=…) opens before the saved game is loaded, and wins over it.
watchAddress();
void startAutosave();
// The daily deals come from the saved games; the daily game being played is followed as it goes.
followDailyGames();
// A finger's tap on a button acts as it lifts, without the browser's later click (see the module).
tapButtonsOnRelease();
// Sounds can play from the player's first touch or key on (browsers allow no sound before one). Their
// code comes in a chunk of its own, next to the first script rather than in it.
void import('./sound/index').then((sound) => sound.unlockOnFirstGesture());
// The motion setting applies everywhere, like the system's prefers-reduced-motion.
effect(() => {
  document.documentElement.classList.toggle('motion-reduced', settings.value.motion === 'reduced');
});
// The language follows the setting (the device's languages by default), at once when it changes.
effect(() => void speak(resolveLocale(settings.value.language)));
// The first paint waits a moment for the saved game, so Home shows Continue from the start, and for
// the player's language. The app renders over the Home written into index.html at build time, reusing
// its elements, then takes over from index.html's first script (which held any early tap).
void settled()
  .then(() => speak(resolveLocale(settings.value.language)))
  .then(() => {
    render(<App />, root);
    window.appLive?.();
  });
startPwa();
