// Sums the unit, Netlify-function and local-server (Vitest) and end-to-end (Playwright) JSON
// reports into one line.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;

for (const [name, file] of [
  ['unit', 'reports/unit.json'],
  ['Netlify function', 'reports/netlify.json'],
  ['local server', 'reports/served.json'],
]) {
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numTotalTestSuites && report.success === false && !report.numFailedTests ? 1 : 0);
  } else {
    failed += 1;
    console.log(`No ${name} test report was written.`);
  }
}

const e2e = 'reports/e2e.json';
if (existsSync(e2e)) {
  const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
} else {
  failed += 1;
  console.log('No end-to-end test report was written.');
}

const check = 'reports/check.status';
if (existsSync(check)) {
  if (readFileSync(check, 'utf8').trim() === '0') passed += 1;
  else {
    failed += 1;
    console.log('Type checks or lint failed (npm run check).');
  }
}

console.log(`${passed} passed, ${failed} failed`);
