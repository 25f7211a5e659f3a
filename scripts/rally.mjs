#!/usr/bin/env node
// The README's two commands, `npm start` and `npm test`, come here. This file runs on whatever Node
// the machine has (Debian's is 20), so it uses nothing newer than Node 20 and no package.
//
// It brings what the machine lacks, into `.tools/` (git ignores it), then runs the step on it:
//   - Node NODE_VERSION from the npm registry's `node` package, when the machine's Node is older
//     than the project's `engines.node`;
//   - pnpm at the exact version of `packageManager`, when no pnpm of that major is on PATH;
//   - `.tools/bin/` with `node` and `pnpm` linked, the one folder to put first on PATH for every
//     other command the README names;
//   - the workspace's packages (`pnpm install --frozen-lockfile`);
//   - for the tests, Debian's `chromium` when it is missing and we are root.
// See docs/decisions/toolchain-bootstrap.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';

/** The Node brought where the machine's is older than `engines.node`: pinned, so every machine runs the same. */
const NODE_VERSION = '24.21.0';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const tools = join(root, '.tools');
const bin = join(tools, 'bin');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const PNPM_VERSION = pkg.packageManager.replace(/^pnpm@/, '');
const NODE_MAJOR_NEEDED = Number(pkg.engines.node.replace(/^>=\s*/, '').split('.')[0]);

const steps = {
  /** Build the web app and the API, then serve both on :3000. */
  start: ['pnpm', ['run', 'serve']],
  /** The whole suite, ending with `N passed, N failed, N skipped`. */
  test: ['node', ['scripts/test.mjs']],
  /** Only the set-up: the toolchain and the packages. */
  setup: null,
};

function log(message) {
  console.log(`[rally] ${message}`);
}

function fail(message) {
  console.error(`[rally] ${message}`);
  process.exit(1);
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) fail(`${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function output(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Installs `spec` from the npm registry into `.tools/<folder>` with the machine's npm. */
function npmInstall(folder, spec) {
  log(`installing ${spec} into .tools/${folder}`);
  const status = run('npm', [
    'install',
    '--prefix',
    join(tools, folder),
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    spec,
  ]);
  if (status !== 0) fail(`npm install ${spec} failed (exit ${status})`);
}

function link(name, target) {
  const path = join(bin, name);
  rmSync(path, { force: true });
  symlinkSync(relative(bin, target), path);
}

/** The Node every later step runs on: the machine's when new enough, else the pinned one in `.tools/`. */
function ensureNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= NODE_MAJOR_NEEDED) return process.execPath;
  const node = join(tools, 'node', 'node_modules', 'node', 'bin', 'node');
  if (output(node, ['--version']) !== `v${NODE_VERSION}`) {
    log(`this machine has Node ${process.versions.node}; Rally needs ${pkg.engines.node}`);
    npmInstall('node', `node@${NODE_VERSION}`);
    if (output(node, ['--version']) !== `v${NODE_VERSION}`)
      fail(`Node ${NODE_VERSION} did not install`);
  }
  return node;
}

/** pnpm at `packageManager`'s version: one already on PATH with the same major, else our own. */
function ensurePnpm(env) {
  const wantedMajor = PNPM_VERSION.split('.')[0];
  const ours = join(tools, 'pnpm', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (existsSync(ours) && output(ours, ['--version'], env) === PNPM_VERSION) return ours;
  const onPath = output('sh', ['-c', 'command -v pnpm'], withoutBin(env));
  const version = onPath ? output(onPath, ['--version'], env) : null;
  if (onPath && version?.split('.')[0] === wantedMajor) return onPath;
  npmInstall('pnpm', `pnpm@${PNPM_VERSION}`);
  return ours;
}

function withoutBin(env) {
  return {
    ...env,
    PATH: env.PATH.split(delimiter)
      .filter((dir) => dir !== bin)
      .join(delimiter),
  };
}

/** Debian's chromium for the browser tests: installed when missing and we may (root); else a clear stop. */
function ensureChromium(env) {
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    fail(
      `the browser tests need Debian's chromium at ${chromium}: sudo apt-get install -y chromium`,
    );
  }
  log('installing Debian chromium for the browser tests');
  if (
    run('apt-get', ['update', '-qq']) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0
  ) {
    fail('apt-get install chromium failed');
  }
}

const stepName = process.argv[2] ?? 'setup';
if (!(stepName in steps))
  fail(`unknown step '${stepName}'; one of: ${Object.keys(steps).join(', ')}`);

const node = ensureNode();
mkdirSync(bin, { recursive: true });
link('node', node);
const env = { ...process.env, PATH: [bin, ...process.env.PATH.split(delimiter)].join(delimiter) };
const pnpm = ensurePnpm(env);
link('pnpm', pnpm);
log(`node ${output('node', ['--version'], env)}, pnpm ${output('pnpm', ['--version'], env)}`);

const installStatus = run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], env);
if (installStatus !== 0) fail(`pnpm install failed (exit ${installStatus})`);
if (stepName === 'test') ensureChromium(env);

const step = steps[stepName];
if (step) process.exit(run(step[0], step[1], env));
log(
  `ready. For other commands, put the project's tools first on PATH: export PATH="$PWD/.tools/bin:$PATH"`,
);
