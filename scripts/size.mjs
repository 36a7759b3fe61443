// The download budget: builds the app into a temporary folder (dist/ is left alone) and prints the
// gzip sizes of what the first page load needs (the JS and CSS index.html links) and of everything
// the service worker precaches, against the goals. Exits 1 when a goal is missed.
// Run: `npm run bench:size`. Sizes are gzip at zlib's default level, in kB of 1000 bytes.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GOALS = { initialJs: 35, precache: 150 };

const outDir = mkdtempSync(join(tmpdir(), '247-size-'));
try {
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const read = (file) => readFileSync(join(outDir, file));
  const gzip = (file) => gzipSync(read(file)).length;
  const kB = (bytes) => (bytes / 1000).toFixed(1);

  // What index.html loads before the app can paint: module scripts, their preloads, stylesheets.
  const html = read('index.html').toString();
  const linked = (pattern) => [...html.matchAll(pattern)].map((m) => m[1].replace(/^\//, ''));
  const initialJs = [
    ...linked(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...linked(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const initialCss = linked(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);

  // The precache list, as the generated service worker states it.
  const sw = read('sw.js').toString();
  const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  const runtime = ['sw.js', ...readdirSync(outDir).filter((f) => /^workbox-.*\.js$/.test(f))];

  const sum = (files) => files.reduce((total, file) => total + gzip(file), 0);
  const initialJsSize = sum(initialJs);
  const precacheSize = sum(precached);
  console.log('file'.padEnd(44), 'bytes'.padStart(9), 'gzip kB'.padStart(9));
  for (const file of [...precached, ...runtime]) {
    const raw = read(file).length;
    console.log(file.padEnd(44), String(raw).padStart(9), kB(gzip(file)).padStart(9));
  }
  console.log('');
  console.log(`initial JS:  ${kB(initialJsSize)} kB gzip (${initialJs.join(', ')}); goal ≤ ${GOALS.initialJs} kB`);
  console.log(`initial CSS: ${kB(sum(initialCss))} kB gzip (${initialCss.join(', ')})`);
  console.log(`precache:    ${kB(precacheSize)} kB gzip, ${precached.length} files; goal ≤ ${GOALS.precache} kB`);
  console.log(`service worker and Workbox runtime: ${kB(sum(runtime))} kB gzip (${runtime.join(', ')})`);
  // Every file of the build but the manifest's screenshots and PNG icons (read when installing, online)
  // and the worker itself.
  const all = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(outDir.length + 1));
  // French and Japanese are kept by the worker when first spoken (vite.config.ts), not precached.
  const languages = all.filter((f) => /^assets\/(fr|ja)-[\w-]+\.js$/.test(f));
  console.log(`languages kept when first spoken: ${languages.map((f) => `${f} ${kB(gzip(f))} kB`).join(', ')}`);
  const missing = all.filter(
    (f) =>
      !precached.includes(f) &&
      !runtime.includes(f) &&
      !languages.includes(f) &&
      !f.startsWith('screenshots/') &&
      !/^(icon|maskable)-\d+\.png$/.test(f),
  );
  const worker = precached.find((f) => /ai\.worker-.*\.js$/.test(f));
  console.log(`AI worker chunk precached: ${worker ?? 'NO'}`);

  const failures = [];
  if (initialJsSize > GOALS.initialJs * 1000) failures.push(`initial JS is over ${GOALS.initialJs} kB`);
  if (precacheSize > GOALS.precache * 1000) failures.push(`the precache is over ${GOALS.precache} kB`);
  if (!worker) failures.push('the AI worker chunk is not precached');
  if (missing.length > 0) failures.push(`not precached: ${missing.join(', ')}`);
  console.log(failures.length === 0 ? 'All size goals met.' : `Goals missed: ${failures.join('; ')}.`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
