// A new machine's first minutes, replayed: a fresh clone of the committed HEAD, the README's command
// run with only the system's directories on PATH and npm's global prefix in a scratch folder, so no
// tool installed by hand earlier (a global pnpm, a newer Node) can help. Used by the test suite
// (scripts/test.mjs: `npm start` must reach /api/health) and by bench/setup.ts (how long each README
// command takes to its first useful output). Node 24 runs this file as it is (types are stripped).
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = join(import.meta.dirname, '..');

/** Debian's PATH for root: what a new machine has before anything is installed by hand. */
export const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export interface FreshClone {
  /** The clone's folder. */
  dir: string;
  /** The command's output so far (stdout and stderr). */
  output(): string;
  /** Ends the command and everything it started, and removes the clone. */
  remove(): Promise<void>;
}

export interface RunningCommand extends FreshClone {
  child: ChildProcess;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * How this machine reaches the npm registry, as a user's shell here has it: the CA bundle and
 * proxies in the environment, and the system npm's own config file. That file is found through
 * npm's prefix, which the clone moves to a scratch folder (so that `npm install -g` leaves no
 * trace); without it npm lost the machine's `cafile`, and every registry request failed its TLS
 * check three times before npm fell back to its cache: about 70 s a package, 6 minutes in all.
 */
function registryAccess(): Record<string, string> {
  const names = [
    'NODE_EXTRA_CA_CERTS',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
  ];
  const settings: Record<string, string> = {};
  for (const name of names) {
    const value = process.env[name];
    if (value !== undefined && value !== '') settings[name] = value;
  }
  const globalConfig = spawnSync('npm', ['config', 'get', 'globalconfig'], {
    encoding: 'utf8',
    env: { PATH: SYSTEM_PATH, HOME: process.env.HOME ?? '/root' },
  }).stdout?.trim();
  if (globalConfig) settings.npm_config_globalconfig = globalConfig;
  return settings;
}

/**
 * Clones the committed HEAD into a new folder and runs `npm <args>` there, as its own process
 * group, with the system's PATH only. `env` adds settings (PORT, say); nothing else of this
 * process's environment reaches it but HOME (npm's cache and pnpm's store, warm on a used machine)
 * and the machine's way to the registry (`registryAccess`).
 */
export function runInFreshClone(args: string[], env: Record<string, string> = {}): RunningCommand {
  const dir = mkdtempSync(join(tmpdir(), 'rally-fresh-'));
  const clone = join(dir, 'rally');
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone], {
    encoding: 'utf8',
  });
  if (cloned.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`git clone failed: ${cloned.stderr || cloned.error?.message}`);
  }
  const logFile = join(dir, 'output.log');
  const log = openSync(logFile, 'w');
  const child = spawn('npm', args, {
    cwd: clone,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      PATH: SYSTEM_PATH,
      HOME: process.env.HOME ?? '/root',
      LANG: 'C.UTF-8',
      ...registryAccess(),
      npm_config_prefix: join(dir, 'npm-global'),
      ...env,
    },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const output = () => readFileSync(logFile, 'utf8');
  return {
    dir: clone,
    child,
    output,
    async remove() {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // the group has ended already
        }
        const killed = await Promise.race([exited.then(() => true), sleep(15_000, false)]);
        if (!killed) process.kill(-child.pid, 'SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `npm start` in a fresh clone, until `/api/health` answers; throws with the command's output when
 * it exits first or `limitMs` passes. Returns the clone (still serving) and the time it took.
 */
export async function startFreshClone(limitMs = 20 * 60_000): Promise<{
  clone: FreshClone;
  origin: string;
  msToHealth: number;
}> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const clone = runInFreshClone(['start'], { PORT: String(port) });
  while (performance.now() - started < limitMs) {
    if (clone.child.exitCode !== null || clone.child.signalCode !== null) break;
    const healthy = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { clone, origin, msToHealth: performance.now() - started };
    await sleep(250);
  }
  const output = clone.output();
  await clone.remove();
  throw new Error(
    `npm start in a fresh clone did not answer /api/health (exit ${clone.child.exitCode ?? clone.child.signalCode ?? 'none: time limit'}):\n${output.slice(-4_000)}`,
  );
}
