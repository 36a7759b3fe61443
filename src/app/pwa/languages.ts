/**
 * French and Japanese are not precached (each player downloads only the languages they speak): the
 * service worker keeps a language's chunk when the page first loads it under its control. On the very
 * first visit the page may load it before the worker controls the page, so once the worker does, the
 * language the device speaks and the one chosen are asked for again through it.
 */
import { locale, resolveLocale, loadLocale, type Locale } from '../i18n/index.js';

/** The chunk a language was loaded from in this page, if any (the bundler names it after the language). */
function loadedChunk(code: Locale): string | null {
  const chunk = new RegExp(`/assets/${code}-[\\w-]+\\.js$`);
  const entry = performance.getEntriesByType('resource').find((e) => chunk.test(e.name));
  return entry?.name ?? null;
}

async function keep(code: Locale): Promise<void> {
  if (code === 'en') return; // English is in the first script.
  const url = loadedChunk(code);
  // Fetched again, the chunk goes through the worker, which keeps it; never loaded yet, it loads now.
  if (url) await fetch(url);
  else await loadLocale(code);
}

/** Once the service worker controls the page, makes sure the languages this player speaks work offline. */
export async function keepLanguagesOffline(): Promise<void> {
  const worker = navigator.serviceWorker;
  if (!worker) return;
  if (!worker.controller) await new Promise((resolve) => worker.addEventListener('controllerchange', resolve, { once: true }));
  for (const code of new Set([resolveLocale('auto'), locale.value])) {
    try {
      await keep(code);
    } catch {
      // Offline already: it is tried again at the next start.
    }
  }
}
