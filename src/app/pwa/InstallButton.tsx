/**
 * Installing from Home: an Install button in the top corner where the browser offers it (it arrives
 * after the first paint, so it floats there rather than push the menu about), and on iOS Safari a
 * line under the menu on how to add the app to the home screen.
 */
import { messages } from '../i18n/index.js';
import { install, installPrompt, iosInstallHint } from './install.js';

export function InstallButton() {
  if (!installPrompt.value) return null;
  return (
    <button type="button" class="button button--ghost button--small install-button" onClick={() => void install()}>
      <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />
      </svg>
      <span class="install-button__text">{messages.value.install.button}</span>
    </button>
  );
}

/** Safari's Share icon, then the sentence, whole (it describes the icon in words, for screen readers too). */
export function InstallHint() {
  if (!iosInstallHint.value) return null;
  return (
    <p class="install-hint">
      <svg class="icon install-hint__share" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3v12M8 7l4-4 4 4M8.5 10H6v10.5h12V10h-2.5" />
      </svg>{' '}
      {messages.value.install.iosHint}
    </p>
  );
}
