/**
 * Numbers, plurals, ordinals, lists and dates in one language, all through Intl (nothing hand-rolled).
 * Each language's messages build their sentences with these, so a plural or a list follows that
 * language's rules.
 */
import type { Locale } from './locales.js';

/** The plural categories a message may give; `other` is always required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface Formats {
  readonly locale: Locale;
  /** A whole number or a decimal as the language writes it. */
  number(n: number): string;
  /** The form of `forms` for the count n (Intl.PluralRules). */
  plural(n: number, forms: PluralForms): string;
  /** The form of `forms` for the rank n (Intl.PluralRules, type ordinal). */
  ordinal(n: number, forms: PluralForms): string;
  /** "Ada, Bo and Cy" (Intl.ListFormat). */
  list(items: readonly string[]): string;
  /** Parts of one thing, without a conjunction where the language has none: "Run of 3 +30, ×2". */
  parts(items: readonly string[]): string;
  /** A percentage from a share in [0, 1]. */
  percent(share: number): string;
  /** "29 Nov, 19:05". */
  dayAndTime(when: number): string;
  /** "29 Nov 2026". */
  day(when: number): string;
  /** "Dec": a month's short name, as a calendar page heads it. */
  month(when: number): string;
  /** "December 2026": a month of a calendar. */
  monthOfYear(when: number): string;
  /** "M": a day of the week in a calendar's heading row. */
  weekday(when: number): string;
  /** "2 days ago", "yesterday" (Intl.RelativeTimeFormat), for a moment in the past. */
  ago(when: number, now?: number): string;
  /**
   * Builds one more of the Intl objects a game's words use (numbers, plurals, lists) ahead of their
   * first use; false once all are built.
   */
  warmOne(): boolean;
}

const made = new Map<Locale, Formats>();

/**
 * The formats of a language, one set per language (its messages and the screens share it). Each Intl
 * object is built on first use, or by `warmOne` in idle time: building one loads locale data, tens of
 * milliseconds on a phone, which a screen preloaded at start-up, or a move, must not spend.
 */
export function formatsFor(locale: Locale): Formats {
  let formats = made.get(locale);
  if (!formats) made.set(locale, (formats = build(locale)));
  return formats;
}

function build(locale: Locale): Formats {
  const lazy = <T>(make: () => T): (() => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const numbers = lazy(() => new Intl.NumberFormat(locale));
  const percents = lazy(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }));
  const cardinal = lazy(() => new Intl.PluralRules(locale));
  const ordinal = lazy(() => new Intl.PluralRules(locale, { type: 'ordinal' }));
  const lists = lazy(() => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));
  const units = lazy(() => new Intl.ListFormat(locale, { style: 'short', type: 'unit' }));
  const dayAndTime = lazy(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }));
  const day = lazy(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }));
  const month = lazy(() => new Intl.DateTimeFormat(locale, { month: 'short' }));
  const monthOfYear = lazy(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }));
  const weekday = lazy(() => new Intl.DateTimeFormat(locale, { weekday: 'narrow' }));
  const relative = lazy(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const forPlay = [numbers, cardinal, lists, units, ordinal];
  return {
    locale,
    number: (n) => numbers().format(n),
    plural: (n, forms) => forms[cardinal().select(n)] ?? forms.other,
    ordinal: (n, forms) => forms[ordinal().select(n)] ?? forms.other,
    list: (items) => lists().format(items),
    parts: (items) => units().format(items),
    percent: (share) => percents().format(share),
    dayAndTime: (when) => dayAndTime().format(when),
    day: (when) => day().format(when),
    month: (when) => month().format(when),
    monthOfYear: (when) => monthOfYear().format(when),
    weekday: (when) => weekday().format(when),
    ago: (when, now = Date.now()) => {
      const seconds = Math.round((when - now) / 1000);
      for (const [unit, size] of TIME_UNITS) {
        if (Math.abs(seconds) >= size || unit === 'second') return relative().format(Math.round(seconds / size), unit);
      }
      return relative().format(seconds, 'second');
    },
    warmOne: () => {
      forPlay.shift()?.();
      return forPlay.length > 0;
    },
  };
}

const TIME_UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
