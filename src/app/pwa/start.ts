/**
 * The offline and install glue. Listening for the install offer starts at once (the browser fires it
 * only once); the service worker and the update prompt are a separate chunk loaded after the load
 * event, so they add nothing to the first paint. Builds only: the dev server has no service worker.
 * (MODE, not PROD: a build run under a test runner has NODE_ENV=test, which turns PROD off.)
 */
import { listenForInstall } from './install.js';

export function startPwa(): void {
  listenForInstall();
  if (import.meta.env.MODE === 'development' || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./updates.js')
      .then(({ startUpdates }) => startUpdates())
      .catch((error: unknown) => console.warn('The offline support could not start:', error));
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
