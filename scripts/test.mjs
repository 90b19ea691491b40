// The one test command (`npm test`): lint and format check, typecheck, the web's API types
// current with the server's routes, unit and API tests, build, then the browser tests.
// Ends with a summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './chromium.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-test-report-'));

function run(title, command, args, env = {}) {
  console.info(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function stepOrFail(title, command, args) {
  if (run(title, command, args)) {
    results.passed += 1;
    return true;
  }
  results.failed += 1;
  return false;
}

function finish() {
  console.info(`\ntests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
  fs.rmSync(reportDir, { recursive: true, force: true });
  process.exit(results.failed > 0 ? 1 : 0);
}

stepOrFail('lint and format', 'npx', ['biome', 'check', '.']);
stepOrFail('typecheck', 'npx', ['tsc', '-b']);
stepOrFail('web API types current', 'npm', ['run', '--silent', 'api:types', '--', '--check']);

const vitestReport = path.join(reportDir, 'vitest.json');
const unitOk = run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests + (unitOk || vitest.numFailedTests ? 0 : 1);
  results.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  results.failed += 1;
}

if (!stepOrFail('build', 'npm', ['run', 'build'])) finish();

const chromium = findChromium();
if (!chromium) {
  if (process.env.CI === 'true') {
    console.error(
      '\nChromium is missing, and CI needs the browser tests: install it (apt-get install -y chromium).',
    );
    results.failed += 1;
  } else {
    console.info(
      '\n⚠ Browser tests skipped: no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH).',
    );
  }
  finish();
}

const e2eReport = path.join(reportDir, 'e2e.json');
const e2eOk = run('browser tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});
const e2e = readJson(e2eReport);
if (e2e?.stats) {
  results.passed += e2e.stats.expected;
  results.failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected ? 0 : 1);
  results.skipped += e2e.stats.skipped;
  results.passed += e2e.stats.flaky;
} else {
  results.failed += 1;
}
finish();
