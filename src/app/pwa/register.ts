/**
 * The service worker, registered with workbox-window. A new version waits until the player says so:
 * `updateReady` turns true, and `applyUpdate()` first waits for the last move's save, then lets the
 * new worker take over and reloads into it, so an update never costs the game in progress.
 */
import { signal } from '@preact/signals';
import { Workbox } from 'workbox-window';
import { flushSaves } from '../store/autosave.js';
import { keepLanguagesOffline } from './languages.js';

/** A new version is installed and waiting for the player's go-ahead. */
export const updateReady = signal(false);
/** The player said "Update": saving, then switching over. */
export const updating = signal(false);

let workbox: Workbox | null = null;

export async function registerServiceWorker(): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  // Fires for a worker found waiting at start-up too, so a prompt dismissed earlier comes back.
  wb.addEventListener('waiting', () => {
    updateReady.value = true;
  });
  try {
    await wb.register();
  } catch (error) {
    console.warn('The offline service worker could not be registered:', error);
    return;
  }
  workbox = wb;
  void keepLanguagesOffline();
  // An installed app can stay open for days: look for a new version whenever it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
}

/** Saves first, then activates the waiting version and reloads into it once it controls the page. */
export async function applyUpdate(): Promise<void> {
  const wb = workbox;
  if (!wb || updating.value) return;
  updating.value = true;
  await flushSaves();
  // Another tab may have switched over already: then this page only needs to load the new version.
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) return location.reload();
  wb.addEventListener('controlling', () => location.reload());
  wb.messageSkipWaiting();
}

/** Hides the prompt until the next start-up (the new version still waits). */
export function dismissUpdate(): void {
  updateReady.value = false;
}
