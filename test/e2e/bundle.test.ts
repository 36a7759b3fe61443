/**
 * The production bundle carries nothing made for tests: the test hook (window.__247) exists only in
 * the browser tests' builds (mode 'test'). The same search over the test build finds it, so the check
 * looks for the right thing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
