// Runs every test (typecheck, unit, browser) and ends with the line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const typecheck = spawnSync('npm', ['run', '-s', 'typecheck'], { stdio: 'inherit' });
const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numFailedTestSuites ?? 0);
} catch {
  console.error('The test run wrote no report: counting the whole run as one failure.');
  failed = 1;
}
if (typecheck.status !== 0) {
  console.error('Type check failed.');
  failed += 1;
} else {
  passed += 1; // the type check counts as one test
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || vitest.status !== 0 || passed === 0 ? 1 : 0);
