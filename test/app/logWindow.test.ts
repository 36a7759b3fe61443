/**
 * The moves log's window (both games): the newest LOG_STEP moves, newest first, and a button for the
 * earlier ones while any are left out. (Drawing more, by the button or by scrolling, is a browser
 * test: septjours.test.ts.)
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { LOG_STEP, LogWindow } from '../../src/app/components/LogWindow.js';

const drawn = (count: number) => renderToString(h(LogWindow, { count, entry: (n: number) => h('li', { key: n, 'data-n': n }) }));
const numbers = (html: string) => [...html.matchAll(/data-n="(\d+)"/g)].map((match) => Number(match[1]));
const button = (html: string) => /<button[^>]*>([^<]*)<\/button>/.exec(html)?.[1] ?? null;

describe('the log window', () => {
  it('draws every move, newest first, and no button while they fit in one step', () => {
    expect(numbers(drawn(5))).toEqual([4, 3, 2, 1, 0]);
    expect(numbers(drawn(LOG_STEP))).toHaveLength(LOG_STEP);
    expect(button(drawn(LOG_STEP))).toBe(null);
  });

  it('draws the newest step of a longer game, then a button for the earlier moves', () => {
    const html = drawn(30);
    expect(numbers(html)).toEqual(Array.from({ length: LOG_STEP }, (_, i) => 29 - i));
    expect(button(html)).toBe('Show earlier moves');
    expect(numbers(drawn(LOG_STEP + 1))).toEqual(Array.from({ length: LOG_STEP }, (_, i) => LOG_STEP - i));
    expect(button(drawn(LOG_STEP + 1))).toBe('Show earlier moves');
  });
});
