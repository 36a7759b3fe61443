/** Replaced at build time (vite.config.ts `define`): true only in the browser tests' builds. */
declare const __TEST_HOOK__: boolean;
