/**
 * Builds the app once for the whole browser-test run (each test file runs in its own module scope, so
 * the harness's own once-per-process guard would build once per file). The files' buildApp() calls
 * see BUILT_FOR_E2E and skip the build.
 */
import { build } from 'vite';
import { DIST, testBuild } from './harness';

export default async function setup(): Promise<void> {
  // The test runner sets NODE_ENV=test, which would make Vite bundle the libraries' debug builds:
  // the browser tests must run what players get.
  process.env.NODE_ENV = 'production';
  await build(testBuild(DIST));
  process.env.BUILT_FOR_E2E = '1';
}
