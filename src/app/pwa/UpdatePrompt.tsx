/**
 * "A new version is ready", at the bottom of the screen, in a polite live region. It stays out of the
 * way of a game in progress (the rack lives at the bottom) and shows again once the game is left or over.
 */
import { screen, session } from '../model/navigation.js';
import { Icon } from '../components/Icon.js';
import { messages } from '../i18n/index.js';
import { applyUpdate, dismissUpdate, updateReady, updating } from './register.js';

export function UpdatePrompt() {
  const words = messages.value.update;
  const current = session.value;
  const midGame = screen.value === 'game' && current !== null && !current.over.value;
  const show = updateReady.value && !midGame;
  return (
    <div class="update-region" role="status">
      {show && (
        <div class="update-toast" data-update-prompt>
          <p class="update-toast__text">{words.ready}</p>
          <button type="button" class="button button--small update-toast__go" disabled={updating.value} onClick={() => void applyUpdate()}>
            {updating.value ? words.updating : words.update}
          </button>
          <button
            type="button"
            class="icon-button update-toast__close"
            aria-label={words.notNow}
            disabled={updating.value}
            onClick={dismissUpdate}
          >
            <Icon name="close" />
          </button>
        </div>
      )}
    </div>
  );
}
