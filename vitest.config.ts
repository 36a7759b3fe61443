import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests in Node, and browser tests that build the app and drive real Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          environment: 'node',
          // The command-line tests start real processes, each compiling TypeScript as it starts; beside
          // the property tests on two cores, a test of four of them outran the 5 s default in CI.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Pages update on the next frame and AI turns take a moment: poll, with room for a busy machine.
          expect: { poll: { timeout: 10_000, interval: 50 } },
        },
      },
    ],
  },
});
