// Lighthouse (mobile: emulated phone, simulated slow 4G and CPU slowdown) on the built app served by
// Vite's preview, in Debian's Chromium: prints the performance and accessibility scores, the timings,
// and every audit that kept a score below 1. Builds into a temporary folder, so dist/ is left alone.
// Scores move from run to run on a busy machine, so it runs several times (`-- --runs N`, default 3) and
// reports the median run, as Lighthouse's own docs advise.
// Run: `npm run bench:lighthouse`. Exits 1 when a median score is below the goal of 1.0.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, preview } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of runs');
const TIMINGS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
];

const outDir = mkdtempSync(join(tmpdir(), '247-lighthouse-'));
let server;
let chrome;
try {
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  server = await preview({ root: ROOT, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, open: false } });
  const url = `http://127.0.0.1:${server.httpServer.address().port}/`;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh browser and profile each time: a first visit, no service worker or cache yet.
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: CATEGORIES, output: 'json', logLevel: 'error' });
    await chrome.kill();
    chrome = undefined;
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    runs.push(result.lhr);
    console.log(`run ${i + 1}: ${CATEGORIES.map((id) => `${id} ${result.lhr.categories[id].score.toFixed(2)}`).join(', ')}`);
  }
  const score = (lhr) => lhr.categories.performance.score;
  const lhr = [...runs].sort((a, b) => score(a) - score(b))[Math.floor((runs.length - 1) / 2)];
  const report = join(tmpdir(), 'lighthouse-247.json');
  writeFileSync(report, JSON.stringify(lhr));

  console.log(
    `Median run of ${RUNS} (Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''}):`,
  );
  for (const id of TIMINGS) console.log(`  ${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`);
  const below = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    console.log(`${category.title}: ${category.score.toFixed(2)}`);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        console.log(`  below 1: ${audit.title} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
    }
    if (category.score < 1) below.push(category.title);
  }
  console.log(`Full report: ${report}`);
  console.log(below.length === 0 ? 'Goals met: every score is 1.0.' : `Below the goal of 1.0: ${below.join(', ')}.`);
  process.exitCode = below.length === 0 ? 0 : 1;
} finally {
  await chrome?.kill();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
