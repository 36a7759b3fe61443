/**
 * The player's language: the messages every screen reads (a signal, so a switch redraws at once) and
 * the formats of that language. English is always here; French and Japanese load on demand (each is a
 * chunk of its own, kept by the service worker once loaded: see pwa/languages.ts).
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
 * A language that could not load when asked for (offline, before it was ever downloaded), or null: the
 * Settings screen says so.
 */
export const unavailable = signal<Locale | null>(null);

/** A language's messages, loaded (and kept) if need be; throws when its chunk cannot be fetched. */
export async function loadLocale(code: Locale): Promise<Messages> {
  let catalogue = loaded.get(code);
  if (!catalogue) {
    catalogue = await LOADERS[code]();
    loaded.set(code, catalogue);
  }
  return catalogue;
}

/**
 * Speaks `next` from now on: loads its messages if need be, then switches every screen at once. A
 * language that cannot load leaves the current one in place, and `unavailable` names it.
 */
export async function speak(next: Locale): Promise<void> {
  let catalogue: Messages;
  try {
    catalogue = await loadLocale(next);
  } catch {
    unavailable.value = next;
    return;
  }
  batch(() => {
    unavailable.value = null;
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
