#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + API tests (PGlite, and PostgreSQL when available — always in
// CI), a production build, then the Playwright e2e suite on the built app. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const steps = [
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['unit and API tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'vitest.json')}`]],
  ['build', process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build']],
  ['e2e', bin('playwright'), ['test']],
  // Two nodes on one PostgreSQL, Redis and S3 store: a change on one is seen on the other (issue 12).
  ['two-nodes e2e', bin('playwright'), ['test', '-c', 'playwright.two-nodes.config.ts']],
];

const only = process.argv.slice(2);
let failedStep;
for (const [name, command, args] of steps) {
  if (only.length && !only.includes(name.split(' ')[0])) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  console.log(`■ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

// One closing line for every test that ran, whichever runner ran it.
const totals = { passed: 0, failed: 0, skipped: 0 };
try {
  const vitest = JSON.parse(fs.readFileSync(path.join(reports, 'vitest.json'), 'utf8'));
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} catch {}
for (const report of ['playwright.json', 'playwright-two-nodes.json']) {
  try {
    const pw = JSON.parse(fs.readFileSync(path.join(reports, report), 'utf8'));
    totals.passed += pw.stats.expected;
    totals.failed += pw.stats.unexpected + (pw.stats.flaky ?? 0);
    totals.skipped += pw.stats.skipped;
  } catch {}
}
if (failedStep) console.log(`\nFailed at: ${failedStep}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
