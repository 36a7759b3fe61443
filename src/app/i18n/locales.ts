/**
 * The languages the app speaks. Adding one means adding its file of messages (see en.ts) and a line
 * here and in load.ts.
 */
export const LOCALES = ['en', 'fr', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language named in itself, as the language setting lists them. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français', ja: '日本語' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the device's languages the app speaks (by language, any region), else English. */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return 'en';
}
