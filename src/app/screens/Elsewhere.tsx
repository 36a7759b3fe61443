/** Shown instead of the game when another tab has it: two tabs playing one game would split its save. */
import { Icon } from '../components/Icon.js';
import { go } from '../model/navigation.js';
import { playHere } from '../store/autosave.js';

export function Elsewhere() {
  return (
    <main class="screen elsewhere" data-open-elsewhere>
      <section class="card elsewhere__card" role="alert">
        <h1 class="elsewhere__title">This game is open in another tab</h1>
        <p>To keep its save whole, it is played in one place at a time. You can carry on here: the other tab then stops.</p>
        <button type="button" class="button" onClick={() => void playHere()}>
          <Icon name="play" /> Play it here
        </button>
        <button type="button" class="button button--ghost" onClick={() => go('home', { replace: true })}>
          Home
        </button>
      </section>
    </main>
  );
}
