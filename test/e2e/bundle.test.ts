/**
 * The production bundle carries nothing made for tests: the test hook (window.__247) exists only in
 * the browser tests' builds (mode 'test'). The same search over the test build finds it, so the check
 * looks for the right thing. And the first page load stays within its budget: no game's engine, and
 * at most 35 kB of gzipped script (`npm run bench:size` prints the figures).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, ROOT, buildApp } from './harness';

const HOOK_MARKS = ['__247', 'installTestHook'];

function filesHolding(dir: string, marks: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html)$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const mark of marks) if (text.includes(mark)) found.push(`${entry.name}: ${mark}`);
  }
  return found;
}

describe('the production bundle', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'production-'));
  beforeAll(async () => {
    await buildApp();
    process.env.NODE_ENV = 'production'; // as the harness does: what players get
    await build({ root: ROOT, logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('has no test hook, which the tests’ build has', () => {
    expect(filesHolding(outDir, HOOK_MARKS)).toEqual([]);
    expect(filesHolding(DIST, ['__247']).length).toBeGreaterThan(0);
  });

  it('loads no game engine at first, and at most 35 kB of gzipped script', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const initial = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(initial.length).toBeGreaterThan(0);
    const texts = initial.map((file) => readFileSync(join(outDir, file), 'utf8'));
    // Each engine's refusal of a move after the end: in its own chunk, never in the first ones.
    expect(texts.filter((text) => text.includes('the game is already over'))).toEqual([]);
    expect(filesHolding(outDir, ['the game is already over']).length).toBeGreaterThan(0);
    const gzipped = texts.reduce((sum, text) => sum + gzipSync(text).length, 0);
    expect(gzipped).toBeLessThanOrEqual(35_000);
  });

  it('names a PNG favicon, precached: an SVG one is drawn as a document on the main thread mid-game', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const icons = [...html.matchAll(/<link[^>]*rel="icon"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
    expect(icons).toEqual(['favicon.png']);
    expect(readFileSync(join(outDir, 'favicon.png')).subarray(1, 4).toString()).toBe('PNG');
    expect(readFileSync(join(outDir, 'sw.js'), 'utf8')).toContain('"favicon.png"');
  });
});
