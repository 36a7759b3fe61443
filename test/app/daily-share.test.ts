/**
 * Sharing a daily result: the text (words from each language, one line of symbols that round-trips
 * and shows nothing of the board) and the link (round trips, and every way a link can be cut short,
 * changed or made up is refused with its code).
 */
import { describe, expect, it } from 'vitest';
import { Game, legalMoves, COMBO_KEYS } from '../../src/engine/twentyfourseven/index.js';
import { createRng } from '../../src/engine/rng.js';
import { en } from '../../src/app/i18n/en.js';
import { fr } from '../../src/app/i18n/fr.js';
import { ja } from '../../src/app/i18n/ja.js';
import { BitWriter, crc32, toBase64Url } from '../../src/app/share/bits.js';
import { addDays } from '../../src/app/daily/dates.js';
import { dailyOf } from '../../src/app/daily/deal.js';
import { dailyDeck } from '../../src/app/daily/game.js';
import { hasDailyLink } from '../../src/app/daily/address.js';
import { type DailyResult, dailyResultOf } from '../../src/app/daily/results.js';
import {
  COMBO_CODES,
  type DailyLinkProblem,
  dailyHash,
  dailyLink,
  decodeResult,
  encodeResult,
  playMinutes,
  possibleResult,
  readDailyLink,
} from '../../src/app/daily/link.js';
import { COMBO_SYMBOLS, DOUBLED_SYMBOL, headline, readSymbols, shareText, symbolsLine } from '../../src/app/daily/text.js';

const ADDRESS = { origin: 'https://24-7.example', pathname: '/app/' };
const TODAY = '2026-12-20';

/** A daily deal played to its end with seeded random moves; the player's result. */
function playedResult(key: string, seed: number): DailyResult {
  const deal = dailyOf(key)!;
  const game = new Game(2, dailyDeck(deal));
  const rng = createRng(`daily share ${seed}`);
  while (!game.over) {
    const moves = legalMoves(game.state);
    game.play(moves[rng.below(moves.length)]!);
  }
  return dailyResultOf(game, deal.humanStarts ? 0 : 1);
}

/** A result with a bonus and a doubled placement. */
const SAMPLE: DailyResult = {
  minutes: 380,
  opponentMinutes: 310,
  won: true,
  plays: [
    { combos: ['sum24', 'run3'], doubled: false },
    { combos: ['sum7'], doubled: false },
    { combos: ['sum24', 'sum7', 'bonus247'], doubled: true },
    { combos: ['set3'], doubled: false },
  ],
};

function problemOf(text: string, today = TODAY): DailyLinkProblem | 'ok' {
  const read = readDailyLink(text, today);
  return read.ok ? 'ok' : read.problem;
}

describe('the daily link', () => {
  it('carries the day and the result there and back, for played games', () => {
    for (let i = 0; i < 40; i++) {
      const key = addDays('2026-12-01', i % 19);
      const result = playedResult(key, i);
      expect(possibleResult(result)).toBe(true);
      expect(result.plays.reduce((sum, play) => sum + playMinutes(play), 0)).toBe(result.minutes);
      const link = dailyLink(key, result, ADDRESS);
      expect(link.startsWith(`https://24-7.example/app/#daily=${key}&r=`)).toBe(true);
      expect(link.length).toBeLessThan(140);
      expect(readDailyLink(link, TODAY)).toEqual({ ok: true, key, result });
      expect(hasDailyLink(new URL(link).hash)).toBe(true);
    }
  });

  it('opens a deal with no result, and reads a link inside a message', () => {
    expect(readDailyLink(dailyLink('2026-12-03', null, ADDRESS), TODAY)).toEqual({ ok: true, key: '2026-12-03', result: null });
    const link = dailyLink('2026-12-02', SAMPLE, ADDRESS);
    expect(readDailyLink(`Beat this!\n${link}\nSee you`, TODAY)).toEqual({ ok: true, key: '2026-12-02', result: SAMPLE });
    expect(readDailyLink(dailyHash('2026-12-02', SAMPLE), TODAY)).toEqual({ ok: true, key: '2026-12-02', result: SAMPLE });
    expect(hasDailyLink('#game=abc')).toBe(false);
  });

  it('refuses a link without a day, a day without a deal, or a day still to come everywhere', () => {
    expect(problemOf('https://24-7.example/app/')).toBe('empty');
    expect(problemOf('#daily=')).toBe('empty');
    expect(problemOf('#daily=2026-11-30')).toBe('date');
    expect(problemOf('#daily=2027-02-29')).toBe('date');
    expect(problemOf('#daily=tomorrow')).toBe('date');
    // A friend far to the east may be up to two days ahead; no further.
    expect(problemOf('#daily=2026-12-22')).toBe('ok');
    expect(problemOf('#daily=2026-12-23')).toBe('future');
  });

  it('refuses a link whose result was cut short, changed, or holds foreign characters', () => {
    const hash = dailyHash('2026-12-02', SAMPLE);
    const payload = hash.slice(hash.indexOf('&r=') + 3);
    const day = '#daily=2026-12-02&r=';
    for (let cut = 0; cut < payload.length; cut++) {
      expect(problemOf(day + payload.slice(0, cut)), `cut at ${cut}`).toBe('short');
    }
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < payload.length; i++) {
      for (const ch of alphabet) {
        if (ch === payload[i]) continue;
        const changed = payload.slice(0, i) + ch + payload.slice(i + 1);
        expect(readDailyLink(day + changed, TODAY).ok, `${ch} at ${i}`).toBe(false);
      }
    }
    expect(problemOf(`${day}${payload}A`)).toBe('damaged');
    expect(problemOf(`${day}${payload.slice(0, 5)}*${payload.slice(6)}`)).toBe('characters');
  });

  it('refuses a result moved to another day', () => {
    const hash = dailyHash('2026-12-02', SAMPLE);
    expect(problemOf(hash.replace('2026-12-02', '2026-12-03'))).toBe('damaged');
  });

  it('refuses a result rewritten with a fresh checksum when it does not add up', () => {
    const key = '2026-12-02';
    const made = (result: DailyResult) => problemOf(`#daily=${key}&r=${encodeResult(key, result)}`);
    expect(made(SAMPLE)).toBe('ok');
    expect(made({ ...SAMPLE, minutes: SAMPLE.minutes + 10 })).toBe('impossible');
    expect(made({ ...SAMPLE, won: false })).toBe('impossible');
    expect(made({ ...SAMPLE, opponentMinutes: 600 })).toBe('impossible');
    expect(made({ ...SAMPLE, opponentMinutes: 315 })).toBe('impossible');
    expect(made({ minutes: 60, opponentMinutes: 0, won: true, plays: [{ combos: ['bonus247'], doubled: false }] })).toBe('impossible');
    expect(made({ minutes: 100, opponentMinutes: 0, won: true, plays: [{ combos: ['sum7', 'bonus24in7'], doubled: false }] })).toBe(
      'impossible',
    );
    expect(made({ minutes: 120, opponentMinutes: 0, won: true, plays: [{ combos: ['sum7', 'sum24'], doubled: false }] })).toBe(
      'impossible',
    );
    // A tie on minutes may go either way: fewer tiles left decides.
    expect(made({ minutes: 20, opponentMinutes: 20, won: false, plays: [{ combos: ['sum7'], doubled: false }] })).toBe('ok');
    expect(made({ minutes: 20, opponentMinutes: 20, won: true, plays: [{ combos: ['sum7'], doubled: false }] })).toBe('ok');
  });

  it('refuses a link from a newer version, or with a field out of range', () => {
    /** A result packed by hand for the second deal: a Sum of 7 won, by its code, in a given format. */
    const handMade = (format: number, code: number) => {
      const out = new BitWriter();
      out.write(format, 8);
      if (format > 0) {
        out.uint(2);
        out.write(1, 1);
        out.uint(20);
        out.uint(0);
        out.write(1, 6);
        out.write(0, 1);
        out.write(1, 5);
        out.write(code, 4);
      }
      const body = out.finish();
      const crc = crc32(body);
      return `#daily=2026-12-02&r=${toBase64Url(Uint8Array.from([...body, crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff]))}`;
    };
    const sum7 = COMBO_CODES.indexOf('sum7');
    expect(problemOf(handMade(1, sum7))).toBe('ok');
    expect(problemOf(handMade(2, sum7))).toBe('newer');
    expect(problemOf(handMade(1, COMBO_CODES.length))).toBe('damaged');
    expect(problemOf(handMade(0, sum7))).toBe('damaged');
    expect(decodeResult('2026-12-02', '')).toEqual({ ok: false, problem: 'short' });
    expect(problemOf('#daily=2026-12-02&r=')).toBe('short');
    expect(() => encodeResult('2026-11-30', SAMPLE)).toThrow(RangeError);
  });

  it('keeps each combination’s code fixed, one code a combination', () => {
    expect([...COMBO_CODES].sort()).toEqual([...COMBO_KEYS].sort());
  });
});

describe('the shared text', () => {
  it('is a headline, a line of symbols and the link, in each language', () => {
    const link = dailyLink('2026-12-12', SAMPLE, ADDRESS);
    const text = shareText(12, SAMPLE, link, en.daily);
    expect(text).toBe(`24/7 daily #12: 380 min, won against the Medium AI\n🕛🟢 🕖 🕛🕖💥${DOUBLED_SYMBOL} 🟩\n${link}`);
    expect(headline(12, { ...SAMPLE, won: false }, en.daily)).toBe('24/7 daily #12: 380 min, lost to the Medium AI');
    for (const words of [fr.daily, ja.daily]) {
      const [first, symbols, last] = shareText(12, SAMPLE, link, words).split('\n');
      expect(first).toMatch(/12/);
      expect(first).toMatch(/380/);
      expect(first).not.toBe(headline(12, SAMPLE, en.daily));
      expect(symbols).toBe(symbolsLine(SAMPLE.plays));
      expect(last).toBe(link);
    }
  });

  it('leaves the symbols out when the player scored nothing', () => {
    const none: DailyResult = { minutes: 0, opponentMinutes: 120, won: false, plays: [] };
    expect(shareText(3, none, 'L', en.daily).split('\n')).toEqual(['24/7 daily #3: 0 min, lost to the Medium AI', 'L']);
  });

  it('reads its line of symbols back into the placements, and shows nothing of the board', () => {
    const symbols = new Set(Object.values(COMBO_SYMBOLS));
    expect(symbols.size).toBe(COMBO_KEYS.length);
    for (let i = 0; i < 30; i++) {
      const result = playedResult(addDays('2026-12-01', i), 100 + i);
      const line = symbolsLine(result.plays);
      expect(readSymbols(line)).toEqual(result.plays);
      // No digit but the doubling mark's: no tile, cell or minute is given away.
      expect(line.replaceAll(DOUBLED_SYMBOL, '')).not.toMatch(/[0-9]/);
    }
    expect(readSymbols('')).toEqual([]);
    expect(readSymbols('🕛 x')).toBeNull();
    expect(readSymbols(DOUBLED_SYMBOL)).toBeNull();
  });
});
