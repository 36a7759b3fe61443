/** Loaded after the first paint: registers the service worker and shows the update prompt in its own root. */
import { render } from 'preact';
import { registerServiceWorker } from './register.js';
import { UpdatePrompt } from './UpdatePrompt.js';

export function startUpdates(): void {
  const host = document.createElement('div');
  host.id = 'pwa';
  document.body.append(host);
  render(<UpdatePrompt />, host);
  void registerServiceWorker();
}
