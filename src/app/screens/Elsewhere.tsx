/** Shown instead of the game when another tab has it: two tabs playing one game would split its save. */
import { Icon } from '../components/Icon.js';
import { messages } from '../i18n/index.js';
import { go } from '../model/navigation.js';
import { playHere } from '../store/autosave.js';

export function Elsewhere() {
  const m = messages.value;
  return (
    <main class="screen elsewhere" data-open-elsewhere>
      <section class="card elsewhere__card" role="alert">
        <h1 class="elsewhere__title">{m.elsewhere.title}</h1>
        <p>{m.elsewhere.body}</p>
        <button type="button" class="button" onClick={() => void playHere()}>
          <Icon name="play" /> {m.elsewhere.playHere}
        </button>
        <button type="button" class="button button--ghost" onClick={() => go('home', { replace: true })}>
          {m.common.home}
        </button>
      </section>
    </main>
  );
}
