/**
 * The message catalogues: every language has every key of the English source, each function message
 * reads the same parameters in every language, and every message words its sample values into a
 * sentence (no "undefined", no "NaN"). Engine refusals and record problems are worded in each language.
 */
import { describe, expect, it } from 'vitest';
import { en, type Messages } from '../../src/app/i18n/en.js';
import { fr } from '../../src/app/i18n/fr.js';
import { ja } from '../../src/app/i18n/ja.js';
import { messages } from '../../src/app/i18n/index.js';
import { LOCALES, type Locale } from '../../src/app/i18n/locales.js';
import { refusalWords } from '../../src/app/model/words.js';
import type { Refusal } from '../../src/engine/twentyfourseven/index.js';

const CATALOGUES: Record<Locale, Messages> = { en, fr, ja };

/** Sample values by parameter name; a message with a parameter not listed here fails the test. */
const SAMPLES: Record<string, unknown> = {
  n: 3,
  v: 7,
  r: 2,
  c: 5,
  minutes: 40,
  sum: 26,
  left: 1,
  version: 2,
  move: 4,
  held: 9,
  seat: 1,
  count: 2,
  total: 12,
  low: 30,
  high: 60,
  share: 0.5,
  when: Date.UTC(2026, 10, 29, 18, 5),
  name: 'Ada',
  line: 'row',
  reason: 'The AI could not start.',
  combos: 'Sum of 24 +40',
  field: 'deck',
  game: 'chess',
  detail: 'a detail',
  title: 'Ada vs Bo',
  file: 'game.json',
  text: 'some text',
  items: ['Ada', 'Bo', 'Cy'],
  names: ['Ada', 'Bo'],
  parts: ['Row 3, column 5', 'empty'],
  tiles: [2, 5, 9],
  others: [3],
  tied: ['Ada', 'Bo'],
  winners: ['Ada'],
  state: 'Won',
  done: 5,
  win: 0.4,
  margin: -12,
  shift: 1,
};

type Entry = [path: string, value: unknown];

function entries(catalogue: unknown, prefix = ''): Entry[] {
  const out: Entry[] = [];
  for (const [key, value] of Object.entries(catalogue as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) out.push(...entries(value, path));
    else out.push([path, value]);
  }
  return out;
}

/** Calls a function message with sample values, recording which parameters it reads. */
function call(message: (params: Record<string, unknown>) => unknown): { read: string[]; text: unknown } {
  const read = new Set<string>();
  const params = new Proxy({} as Record<string, unknown>, {
    get(_, key) {
      if (typeof key !== 'string') return undefined;
      read.add(key);
      if (!(key in SAMPLES)) throw new Error(`no sample value for the parameter "${key}": add one to SAMPLES`);
      return SAMPLES[key];
    },
  });
  const text = message(params);
  return { read: [...read].sort(), text };
}

const english = new Map(entries(en));

describe('message catalogues', () => {
  it.each(LOCALES)('%s has exactly the keys of the English source, each a string or a function as in English', (locale) => {
    const own = entries(CATALOGUES[locale]);
    expect(own.map(([path]) => path).sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of own) expect(typeof value, path).toBe(typeof english.get(path));
  });

  it.each(LOCALES)('%s: every function message reads the same parameters as in English and words them', (locale) => {
    for (const [path, value] of entries(CATALOGUES[locale])) {
      if (typeof value === 'string') {
        expect(value.trim(), path).not.toBe('');
        continue;
      }
      const source = call(english.get(path) as never);
      const own = call(value as never);
      expect(own.read, `${locale} ${path} reads other parameters than English`).toEqual(source.read);
      expect(typeof own.text, path).toBe('string');
      expect(own.text as string, path).not.toMatch(/undefined|NaN|\[object|^\s*$/);
    }
  });
});

describe('refusals and record problems in each language', () => {
  const refusals: Refusal[] = [
    { code: 'too-big', v: 9, line: 'diagonal', sum: 27, message: '' },
    { code: 'occupied', held: 4, message: '' },
    { code: 'not-touching', message: '' },
    { code: 'not-in-hand', v: 6, message: '' },
    { code: 'game-over', message: '' },
    { code: 'bad-move', message: '' },
  ];

  it.each(LOCALES)('%s words every engine refusal in its own words', (locale) => {
    const before = messages.value;
    messages.value = CATALOGUES[locale];
    try {
      for (const refusal of refusals) {
        const words = refusalWords(refusal);
        expect(words, refusal.code).not.toMatch(/undefined|NaN|^\s*$/);
        if (locale !== 'en') {
          messages.value = en;
          const english = refusalWords(refusal);
          messages.value = CATALOGUES[locale];
          expect(words, `${locale} ${refusal.code} is still English`).not.toBe(english);
        }
      }
    } finally {
      messages.value = before;
    }
  });
});
