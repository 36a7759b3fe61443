// Runs every test and ends with the line CI reads: "N passed, N failed". First the type check and the
// lint; then the Node tests, then the browser tests, one after the other, so that the browser tests'
// timing checks (no main-thread task over 50 ms) never share the two cores with the property tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'vitest-'));
let passed = 0;
let failed = 0;

// The type check and the lint (Biome: the layer rules, the recommended rules and the formatting)
// count as one test each.
for (const [script, what] of [
  ['typecheck', 'Type check'],
  ['lint', 'Lint'],
]) {
  const run = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  if (run.status === 0) passed += 1;
  else {
    console.error(`${what} failed.`);
    failed += 1;
  }
}

for (const project of ['unit', 'e2e']) {
  const report = join(reports, `${project}.json`);
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  try {
    const results = JSON.parse(readFileSync(report, 'utf8'));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    // A file that fails to load has no failing test of its own: count the failed run as one.
    if (run.status !== 0 && results.numFailedTests === 0) failed += 1;
  } catch {
    console.error(`The ${project} tests wrote no report: counting that run as one failure.`);
    failed += 1;
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
