/**
 * The four elements' card colours (the same in light and dark mode) stay apart for players with
 * red-green colour blindness: each colour from septjours.css is simulated under deuteranopia and
 * protanopia (the full-severity matrices of Machado, Oliveira and Fernandes, 2009, on linear RGB),
 * and every pair must stay a clear difference apart in CIELAB (ΔE76 ≥ 20; 2.3 is a just-noticeable
 * difference). The shapes on the cards tell them apart too; this keeps the colours honest.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(new URL('../../../src/app/styles/septjours.css', import.meta.url), 'utf8');
const MATRICES = {
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
} as const;

type Rgb = [number, number, number];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

function hexToLinear(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => toLinear(c / 255)) as Rgb;
}

function lab([r, g, b]: Rgb): Rgb {
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  [r, g, b] = [clamp(r), clamp(g), clamp(b)];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const simulate = (m: readonly (readonly number[])[], c: Rgb): Rgb =>
  m.map((row) => row[0]! * c[0] + row[1]! * c[1] + row[2]! * c[2]) as Rgb;
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** The --el colour of each element, in the order of the rules found (.el-0 … .el-3). */
function elementColours(css: string): string[] {
  return [0, 1, 2, 3].map((e) => {
    const found = new RegExp(`\\.el-${e}\\s*\\{[^}]*--el:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
    if (!found) throw new Error(`no colour for .el-${e}`);
    return found[1]!;
  });
}

describe('element colours', () => {
  const colours = elementColours(CSS);

  it('are four different colours', () => {
    expect(new Set(colours).size).toBe(4);
  });

  for (const [kind, matrix] of Object.entries(MATRICES)) {
    it(`stay at least ΔE 20 apart under simulated ${kind}`, () => {
      const seen = colours.map((hex) => lab(simulate(matrix, hexToLinear(hex))));
      let least = Number.POSITIVE_INFINITY;
      for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) least = Math.min(least, distance(seen[a]!, seen[b]!));
      expect(least).toBeGreaterThanOrEqual(20);
    });
  }

  it('would be caught if two elements were red and green', () => {
    const seen = ['#d62728', '#2ca02c'].map((hex) => lab(simulate(MATRICES.deuteranopia, hexToLinear(hex))));
    expect(distance(seen[0]!, seen[1]!)).toBeLessThan(20);
  });
});
