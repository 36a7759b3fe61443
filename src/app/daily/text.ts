/**
 * A daily result as text to share: a line of words (the deal's number, the minutes, won or lost), a
 * line of symbols (each combination the player made, in play order, a placement's symbols together
 * and a doubled one marked), and the link. It shows nothing of the board, so it spoils nothing for
 * someone who has not played the deal yet.
 */
import type { ComboKey } from '../../engine/twentyfourseven/index.js';
import { type Messages, messages } from '../i18n/index.js';
import type { DailyPlay, DailyResult } from './results.js';

/**
 * One symbol per combination, the same in every language: clocks for the sums (seven o'clock, and
 * midnight for the 24), circles for runs and squares for sets, coloured by length, stars for bonuses.
 */
export const COMBO_SYMBOLS: Readonly<Record<ComboKey, string>> = {
  sum7: '🕖',
  sum24: '🕛',
  run3: '🟢',
  run4: '🔵',
  run5: '🟣',
  run6: '🔴',
  set3: '🟩',
  set4: '🟦',
  bonus24in7: '🌟',
  bonus247: '💥',
};

/** After a doubled placement's symbols. */
export const DOUBLED_SYMBOL = '×2';

const BY_SYMBOL = new Map(Object.entries(COMBO_SYMBOLS).map(([key, symbol]) => [symbol, key as ComboKey]));

/** The symbols of the placements, a space between placements. */
export function symbolsLine(plays: readonly DailyPlay[]): string {
  return plays.map((play) => play.combos.map((key) => COMBO_SYMBOLS[key]).join('') + (play.doubled ? DOUBLED_SYMBOL : '')).join(' ');
}

/** The placements a line of symbols shows, or null when it holds anything else. */
export function readSymbols(line: string): DailyPlay[] | null {
  const plays: DailyPlay[] = [];
  for (const group of line.trim().split(/\s+/).filter(Boolean)) {
    const doubled = group.endsWith(DOUBLED_SYMBOL);
    const combos: ComboKey[] = [];
    for (const symbol of doubled ? group.slice(0, -DOUBLED_SYMBOL.length) : group) {
      const key = BY_SYMBOL.get(symbol);
      if (!key) return null;
      combos.push(key);
    }
    if (combos.length === 0) return null;
    plays.push({ combos, doubled });
  }
  return plays;
}

/** The headline: "24/7 daily #12: 340 min, won against the Medium AI". */
export function headline(number: number, result: DailyResult, words: Messages['daily'] = messages.value.daily): string {
  const params = { n: number, minutes: result.minutes };
  return result.won ? words.shareWon(params) : words.shareLost(params);
}

/** The whole text to share: the headline, the symbols when the player scored, and the link. */
export function shareText(number: number, result: DailyResult, link: string, words: Messages['daily'] = messages.value.daily): string {
  const symbols = symbolsLine(result.plays);
  return [headline(number, result, words), ...(symbols ? [symbols] : []), link].join('\n');
}
