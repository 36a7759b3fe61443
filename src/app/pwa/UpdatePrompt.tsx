/**
 * "A new version is ready", at the bottom of the screen, in a polite live region. It stays out of the
 * way of a game in progress (the rack lives at the bottom) and shows again once the game is left or over.
 */
import { screen, session } from '../model/navigation.js';
import { Icon } from '../components/Icon.js';
import { applyUpdate, dismissUpdate, updateReady, updating } from './register.js';

export function UpdatePrompt() {
  const current = session.value;
  const midGame = screen.value === 'game' && current !== null && !current.over.value;
  const show = updateReady.value && !midGame;
  return (
    <div class="update-region" role="status">
      {show && (
        <div class="update-toast" data-update-prompt>
          <p class="update-toast__text">A new version is ready</p>
          <button type="button" class="button button--small update-toast__go" disabled={updating.value} onClick={() => void applyUpdate()}>
            {updating.value ? 'Updating…' : 'Update'}
          </button>
          <button
            type="button"
            class="icon-button update-toast__close"
            aria-label="Not now"
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
