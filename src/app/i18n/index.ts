/**
 * The player's language: the messages every screen reads (a signal, so a switch redraws at once) and
 * the formats of that language. English is always here; French and Japanese load on demand (each is a
 * chunk of its own, precached for offline play).
 */
import { batch, computed, signal } from '@preact/signals';
import { en, type Messages } from './en.js';
import { formatsFor } from './format.js';
import { type Locale, isLocale, matchLocale } from './locales.js';

export type { Messages } from './en.js';
export { LOCALES, LOCALE_NAMES, isLocale, matchLocale, type Locale } from './locales.js';

const LOADERS: Readonly<Record<Locale, () => Promise<Messages>>> = {
  en: async () => en,
  fr: () => import('./fr.js').then((m) => m.fr),
  ja: () => import('./ja.js').then((m) => m.ja),
};

const loaded = new Map<Locale, Messages>([['en', en]]);

export const locale = signal<Locale>('en');
export const messages = signal<Messages>(en);
export const formats = computed(() => formatsFor(locale.value));

/** Where the language last used is kept for index.html's first script, which runs before the app. */
export const LOCALE_HINT = 'app:locale';

/** The language to speak for a setting: the chosen one, or the device's ('auto'). */
export function resolveLocale(setting: Locale | 'auto'): Locale {
  if (setting !== 'auto') return setting;
  return matchLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/**
 * Speaks `next` from now on: loads its messages if need be, then switches every screen at once. A
 * language that cannot load (a chunk missing) leaves the current one in place.
 */
export async function speak(next: Locale): Promise<void> {
  let catalogue = loaded.get(next);
  if (!catalogue) {
    try {
      catalogue = await LOADERS[next]();
    } catch {
      return;
    }
    loaded.set(next, catalogue);
  }
  batch(() => {
    locale.value = next;
    messages.value = catalogue;
  });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next;
    document.title = catalogue.app.title;
  }
  try {
    localStorage.setItem(LOCALE_HINT, next);
  } catch {
    // No localStorage: the first paint of the next visit shows English for a moment.
  }
}

/** The locale index.html's first script last saw, for a first paint in the right language. */
export function hintedLocale(): Locale | null {
  try {
    const hint = localStorage.getItem(LOCALE_HINT);
    return isLocale(hint) ? hint : null;
  } catch {
    return null;
  }
}
