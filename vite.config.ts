import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const PAPER = '#f4efe6';
const EMPTY_ROOT = '<div id="app"></div>';

/**
 * Writes Home's HTML (src/app/prerender.tsx) into the built index.html, so a first visit paints as
 * soon as the page and its CSS arrive instead of after every start-up script has run.
 */
function prerenderHome(): Plugin {
  return {
    name: 'prerender-home',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html must hold ${EMPTY_ROOT} for the prerendered Home`);
      const { module } = await runnerImport<{ prerenderHome(): string }>(
        fileURLToPath(new URL('./src/app/prerender.tsx', import.meta.url)),
        {
          configFile: false,
          logLevel: 'error',
          plugins: [preact({ prefreshEnabled: false })],
        },
      );
      return html.replace(EMPTY_ROOT, `<div id="app">${module.prerenderHome()}</div>`);
    },
  };
}

/** The message catalogues loaded on demand (src/app/i18n/index.ts), as their chunks are named. */
const LANGUAGE_CHUNKS = ['fr', 'ja'];
const LANGUAGE_CHUNK = new RegExp(`/assets/(${LANGUAGE_CHUNKS.join('|')})-[\\w-]+\\.js$`);

const MAIN = fileURLToPath(new URL('./src/app/main.tsx', import.meta.url));
const TEST_HOOK = fileURLToPath(new URL('./src/app/testHook.ts', import.meta.url));

/**
 * Keeps the first script in one chunk: every module main.tsx imports, however deep, goes into the chunk
 * `first`, which the screens loaded later import from. Left to itself the bundler splits off each such
 * module that a later chunk uses too (navigation, the seats, the daily deal's days…) into a file of its
 * own, and the first load paid a request and gzip's overhead for each: 13 files and 36.1 kB against
 * 34.7 kB as one. The test hook is compiled out of a production build, so what only it imports stays
 * out of the first script there.
 */
function firstScriptChunk(mode: string): (id: string, context: Rolldown.ChunkingContext) => string | null {
  let members: Set<string> | null = null;
  return (id, context) => {
    if (!members) {
      const found = new Set<string>();
      const next = [...(context.getModuleInfo(MAIN)?.importedIds ?? [])];
      while (next.length > 0) {
        const module = next.pop()!;
        if (found.has(module) || (module === TEST_HOOK && mode !== 'test')) continue;
        found.add(module);
        next.push(...(context.getModuleInfo(module)?.importedIds ?? []));
      }
      members = found;
    }
    return members.has(id) ? 'first' : null;
  };
}

/**
 * The app's code loaded after the first script, in three chunks by what a player opens: 24/7's table
 * (the board, the rack, their components), 7 Jours' table, and the other screens (games, statistics,
 * settings, the review, the daily deal…); beside them each game's engine with its session, the sound,
 * the update prompt and the languages (see the groups below). Left to itself the bundler cut the app
 * into some sixty files, many of a few hundred bytes, each with its own list of imports and exports
 * and gzip's overhead: 150.3 kB of precache (languages left out) against 136.0 kB in eighteen.
 */
function laterChunk(id: string): string | null {
  if (!/\/src\/app\/.*\.tsx?$/.test(id) || id === MAIN || /\/i18n\/(fr|ja)\.ts$/.test(id)) return null;
  if (/\/septjours\//.test(id)) return 'table-sept';
  if (/\/src\/app\/(components|input)\/|\/model\/(table|turns|feedback|placement)\.ts$/.test(id)) return 'table-247';
  return 'screens';
}

/**
 * Outside the browser tests' builds the test hook is an empty function: main.tsx calls it only when
 * __TEST_HOOK__ is set, but importing the real module would still load what it imports.
 */
function noTestHook(mode: string): Plugin {
  const stub = '\0no-test-hook';
  return {
    name: 'no-test-hook',
    enforce: 'pre',
    resolveId: (source, importer) => (mode !== 'test' && importer === MAIN && source.startsWith('./testHook') ? stub : null),
    load: (id) => (id === stub ? 'export function installTestHook() {}' : null),
  };
}

// The app is built into dist/ and served from the site root. The PWA plugin writes the manifest and a
// service worker that precaches every file the app loads (the AI worker's chunk included), so after
// the first visit it starts and plays with no network at all. Updates wait for the player's "Update"
// (src/app/pwa/register.ts registers the worker with workbox-window).
// `mode: 'test'` (the browser tests' builds) adds the test hook, window.__247; a production build
// leaves it out entirely (test/e2e/bundle.test.ts checks).
export default defineConfig(({ mode }) => ({
  define: { __TEST_HOOK__: JSON.stringify(mode === 'test') },
  plugins: [
    noTestHook(mode),
    preact(),
    prerenderHome(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.png', 'apple-touch-icon.png'],
      // The manifest's PNG icons are read when the app is installed, which needs the network anyway:
      // not precached (the favicon the pages use is).
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: '24/7 & 7 Jours',
        short_name: '24/7·7 Jours',
        description:
          'Two table games. 24/7: place numbered tiles, make 7s and 24s, gather the most minutes. 7 Jours 4 Éléments: cut seven cards into packets, pick yours, rule the four elements. Against the AI or around the table; plays offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // Phones in the hand, tablets flat on the table in either direction.
        orientation: 'any',
        theme_color: PAPER,
        background_color: PAPER,
        categories: ['games'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Shown only in the install dialog, so they are not precached.
        screenshots: [
          { src: '/screenshots/phone.png', sizes: '780x1688', type: 'image/png', form_factor: 'narrow', label: 'A game on a phone' },
          { src: '/screenshots/tablet.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'A game on a tablet' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        // French and Japanese are not precached: each player downloads only the languages they speak.
        // The one the device speaks, and any chosen later, are kept by the worker when first loaded
        // (src/app/pwa/languages.ts), so they work offline from then on.
        globIgnores: LANGUAGE_CHUNKS.map((code) => `**/${code}-*.js`),
        runtimeCaching: [
          {
            urlPattern: LANGUAGE_CHUNK,
            handler: 'CacheFirst',
            // A module's request carries an Origin header the kept one may not (vite's server varies on it).
            options: { cacheName: 'languages', expiration: { maxEntries: 8 }, matchOptions: { ignoreVary: true } },
          },
        ],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first visit's page comes under the worker at once; a new version still waits for "Update".
        clientsClaim: true,
      },
    }),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Higher priorities take their modules first, so a later chunk does not draw them in as its
          // dependencies: what start-up loads by itself (the sound front, the update prompt) and what
          // only a first gesture loads (the synthesiser) stay small chunks of their own.
          groups: [
            { name: firstScriptChunk(mode), debugName: 'first', priority: 4 },
            { name: 'synth', test: /\/src\/app\/sound\/synth\.ts$/, priority: 3 },
            { name: 'sound', test: /\/src\/app\/sound\//, priority: 2 },
            { name: 'updates', test: /\/src\/app\/pwa\//, priority: 2 },
            // A game's engine and session, which a saved game or a link needs at start-up, come alone.
            { name: 'game-247', test: /\/src\/(engine\/twentyfourseven\/|app\/model\/session\.ts$)/, priority: 2 },
            { name: 'game-sept', test: /\/src\/(engine\/septjours\/|app\/model\/septjours\/session\.ts$)/, priority: 2 },
            { name: laterChunk, debugName: 'later', priority: 1 },
          ],
        },
      },
    },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // index.html preloads the start-up chunks. Screens loaded later fetch their own imports: adding a
    // <link rel=modulepreload> per dependency from script cost more main-thread time than it saved.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
  preview: {
    host: '127.0.0.1',
  },
}));
