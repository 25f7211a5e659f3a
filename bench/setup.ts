/**
 * How long a new machine waits. Two parts:
 *  1. The built server (`node apps/api/dist/main.js`, no build in the figure) from its start until
 *     `/api/health` answers (the database is ready by then), on an empty data folder and on one it
 *     used before: wall time and the CPU time the process spent (less disturbed by a busy machine).
 *  2. With `--fresh-clone`: each README command on a fresh clone (scripts/fresh-clone.ts: the
 *     system's PATH only, the package store warm) until its first useful output: `npm start` until
 *     `/api/health` answers, `npm test` until the first test file's result.
 * Writes the figures to docs/benchmarks.md (`server-start`, `fresh-clone`). Build first (`pnpm build`).
 *
 * Run: pnpm bench:setup [--fresh-clone] [--no-starts (with --fresh-clone: only the README commands)]
 *                       [--rounds N] [--dry-run]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { freePort, runInFreshClone, startFreshClone } from '../scripts/fresh-clone.ts';
import { writeSection } from './benchmarks-file.ts';

const { values: options } = parseArgs({
  options: {
    'fresh-clone': { type: 'boolean', default: false },
    'no-starts': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '5' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(options.rounds);
const ENTRY = fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url));
const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times

/** User and system CPU time of a process so far, from /proc (threads included). */
function cpuMs(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  return (ticks * 1000) / TICKS_PER_SECOND;
}

interface Start {
  wallMs: number;
  cpuMs: number;
}

/** One start of the built server on `dataDir`, until /api/health answers; then a clean stop. */
async function startOnce(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  if (child.pid === undefined) throw new Error('the server did not start');
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(10);
  }
  const result = { wallMs: performance.now() - started, cpuMs: cpuMs(child.pid) };
  child.kill('SIGTERM');
  await exited;
  return result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function serverStarts(): Promise<string[]> {
  const empty: Start[] = [];
  const existing: Start[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'rally-bench-setup-'));
    try {
      empty.push(await startOnce(dataDir));
      existing.push(await startOnce(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(
      `round ${round + 1}: empty ${seconds(empty.at(-1)?.wallMs ?? NaN)}, existing ${seconds(existing.at(-1)?.wallMs ?? NaN)}`,
    );
  }
  const row = (label: string, starts: Start[], target: string) =>
    `| ${label} | ${ROUNDS} | ${seconds(median(starts.map((s) => s.wallMs)))} | ${seconds(Math.min(...starts.map((s) => s.wallMs)))} | ${seconds(median(starts.map((s) => s.cpuMs)))} | ${target} |`;
  return [
    '### The built server until /api/health answers',
    '',
    '| Data folder | Starts | Wall, median | Wall, best | CPU, median | Target (quiet machine) |',
    '|---|---:|---:|---:|---:|---:|',
    row('empty (a new install)', empty, '≤ 5 s'),
    row('used before', existing, '≤ 2 s'),
  ];
}

/** `npm test` on a fresh clone until vitest prints its first test file's result. */
async function freshCloneTest(): Promise<number> {
  const started = performance.now();
  const clone = runInFreshClone(['test'], { FUZZ_REQUESTS: '500' });
  try {
    for (;;) {
      if (clone.child.exitCode !== null)
        throw new Error(`npm test exited:\n${clone.output().slice(-3000)}`);
      // Vitest colours its report even into a pipe: the mark comes after an escape code.
      if (/^ +✓ /m.test(stripVTControlCharacters(clone.output())))
        return performance.now() - started;
      await sleep(100);
    }
  } finally {
    await clone.remove();
  }
}

async function freshClone(): Promise<string[]> {
  const start = await startFreshClone();
  await start.clone.remove();
  console.log(`npm start: ${seconds(start.msToHealth)}`);
  const test = await freshCloneTest();
  console.log(`npm test: ${seconds(test)}`);
  return [
    '### The README commands on a fresh clone (package store warm)',
    '',
    '| Command | First useful output | Time |',
    '|---|---|---:|',
    `| \`npm start\` | \`/api/health\` answers (Node and pnpm brought, packages linked, both apps built) | ${seconds(start.msToHealth)} |`,
    `| \`npm test\` | the first test file's result | ${seconds(test)} |`,
  ];
}

const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${loadavg()[0]?.toFixed(1)} at the start`;
const today = new Date().toISOString().slice(0, 10);
const sections: [name: string, lines: string[]][] = [];
if (!options['no-starts']) {
  sections.push([
    'server-start',
    [
      '## Server start',
      '',
      `\`pnpm bench:setup\` on ${today}: ${machine}.`,
      '',
      ...(await serverStarts()),
    ],
  ]);
}
if (options['fresh-clone']) {
  sections.push([
    'fresh-clone',
    [
      '## A fresh clone',
      '',
      `\`pnpm bench:setup --fresh-clone\` on ${today}: ${machine}.`,
      '',
      ...(await freshClone()),
    ],
  ]);
}
for (const [name, lines] of sections) {
  console.log(lines.join('\n'));
  if (!options['dry-run']) writeSection(name, lines.join('\n'));
}
