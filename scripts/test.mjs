#!/usr/bin/env node
// The whole test suite: every vitest project, the browser tests against the built app, then the
// README's first command on a fresh clone.
// Ends with one line, "N passed, N failed, N skipped" (the skipped ones named above it, each with
// its reason), and a non-zero exit when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
}

/** The browser tests of Playwright's JSON report with this outcome ('skipped', 'unexpected'), as 'file › title'. */
function playwrightTests(suites, status, titles = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === status)
        .map(
          (test) =>
            `${spec.file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}${
              status === 'unexpected'
                ? why(
                    (test.results ?? []).flatMap((result) => result.error?.message ?? []).slice(-1),
                  )
                : ''
            }`,
        ),
    ),
    ...playwrightTests(
      suite.suites ?? [],
      status,
      suite.file === suite.title ? titles : [...titles, suite.title],
    ),
  ]);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

let passed = 0;
let failed = 0;
/** Tests that did not run, each as 'file › title' (the title says why). */
const skipped = [];
/** Tests that failed, each as 'file › title', repeated at the end so a log's last lines name them. */
const failures = [];
const notRun = [];
if (!process.env.DATABASE_URL) {
  notRun.push('the PostgreSQL half of every database suite: DATABASE_URL is not set (PGlite only)');
}

const vitestJson = join(results, 'vitest.json');
const suiteErrorsJson = join(results, 'vitest-suite-errors.json');
// Two files at once on a two-core machine: Vitest ran them one at a time here, and most of a file's
// time is spent waiting on a database, a mock server or a worker thread. Given on the command line
// because Vitest 5 did not take `maxWorkers` from the root config of a projects setup (measured).
const vitestWorkers = Math.max(2, availableParallelism() - 1);
const vitestStatus = run(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    `--maxWorkers=${vitestWorkers}`,
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/vitest-suite-errors.mjs',
    `--outputFile.json=${vitestJson}`,
  ],
  { env: { ...process.env, RALLY_SUITE_ERRORS: suiteErrorsJson } },
);
/**
 * The first lines of a failure, after its test's name: the summary is the end of the output, and
 * the end is what a run shown only in part keeps (a failure that happens once in CI is then read).
 */
function why(messages) {
  const lines = (messages ?? [])
    .join('\n')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 6);
  return lines.length === 0 ? '' : `\n    ${lines.join('\n    ')}`;
}

const vitest = readJson(vitestJson);
const suiteErrors = readJson(suiteErrorsJson) ?? [];
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (['pending', 'skipped', 'todo'].includes(test.status)) {
        skipped.push(`${file.name.slice(root.length)} › ${test.fullName}`);
      }
      if (test.status === 'failed') {
        failures.push(
          `${file.name.slice(root.length)} › ${test.fullName}${why(test.failureMessages)}`,
        );
      }
    }
    // A file that failed before its tests ran (an import error, a hook) lists no failed test.
    if (
      file.status === 'failed' &&
      !file.assertionResults.some((test) => test.status === 'failed')
    ) {
      const ownErrors = suiteErrors.filter((error) => error.file === file.name);
      const firstLine = (message) => message.split('\n')[0].trim();
      const why = [
        firstLine(file.message),
        ...ownErrors.map(({ suite, message }) =>
          [suite, firstLine(message)].filter(Boolean).join(': '),
        ),
      ].filter(Boolean);
      failures.push(
        `${file.name.slice(root.length)} › ${why.join('; ') || 'failed before its tests'}`,
      );
    }
  }
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) failed += 1; // crashed before reporting

const buildStatus = run('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@rally/api',
  '--filter=@rally/web',
]);
if (buildStatus !== 0) {
  failed += 1;
} else {
  const playwrightJson = join(results, 'playwright.json');
  const e2eStatus = run('pnpm', ['exec', 'playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'apps/web'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  });
  const e2e = readJson(playwrightJson);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    skipped.push(...playwrightTests(e2e.suites, 'skipped'));
    failures.push(...playwrightTests(e2e.suites, 'unexpected'));
  }
  if (e2eStatus !== 0 && (!e2e || e2e.stats.unexpected === 0)) failed += 1;
}

// The README's first command on a fresh clone with the system's PATH only, as a new machine runs it
// (scripts/fresh-clone.ts): a change that breaks a new machine's set-up fails here, never skips.
console.log('\n$ npm start in a fresh clone, until /api/health answers');
try {
  const { startFreshClone } = await import('./fresh-clone.ts');
  const { clone, msToHealth } = await startFreshClone();
  await clone.remove();
  console.log(
    `✓ fresh clone: npm start answered /api/health after ${(msToHealth / 1000).toFixed(1)} s`,
  );
  passed += 1;
} catch (error) {
  console.log(`✗ fresh clone: ${error instanceof Error ? error.message : String(error)}`);
  failed += 1;
}

console.log('');
for (const what of notRun) console.log(`Not run: ${what}`);
for (const test of skipped) console.log(`Skipped: ${test}`);
for (const test of failures) console.log(`Failed: ${test}`);
console.log(`${passed} passed, ${failed} failed, ${skipped.length} skipped`);
process.exit(failed === 0 ? 0 : 1);
