/**
 * Load on the built server (`node apps/api/dist/main.js`, as production runs it), on PostgreSQL and
 * on PGlite: each read endpoint's capacity (autocannon, closed loop), its latency at a fixed rate
 * (an evenly paced client, see `paced`), speech generation with the built-in writer (autocannon),
 * and a soak of mixed reads at half the measured capacity while the server's resident memory is
 * sampled. Prints the tables and writes them into docs/benchmarks.md, between the load markers.
 *
 * On PostgreSQL it also measures Rally against the bare stack (bench/bare-server.ts: Fastify, Kysely
 * and PostgreSQL doing the same database work and nothing else), on the same database and users:
 * `GET /api/speeches` and `GET /api/user` on each server, round by round in turn (10 connections,
 * 3 rounds of --duration seconds), then the signed-in `/` against Rally's own `GET /api/speeches`:
 * as users ask for it (pages the API keeps for the minute), and with every page rendered (a new
 * user and UTC offset pair each request). It reports each round's req/s, the ratios (Rally ÷ bare;
 * `/` ÷ speeches) and the targets of issue 22 (0.9 and 0.1), between the load-compare markers.
 * `--compare` runs only that part. Rally prepares its hottest statements on PostgreSQL and the bare
 * stack, plain Kysely, does not; `--compare --unprepared` starts Rally with
 * DATABASE_PREPARED_STATEMENTS=false, so that both send every statement unnamed and the ratio prices
 * Rally's own code alone (written to its own section).
 *
 *   pnpm bench:load [--db both|postgres|pglite] [--rate 500] [--duration 20] [--soak-minutes 10]
 *                   [--paths /api/user,... (only these reads: no mixed reads, generation or soak)]
 *                   [--compare (only the comparison with the bare stack, on PostgreSQL)]
 *                   [--unprepared (with --compare: Rally without its prepared statements)]
 *                   [--port 3301 (Rally's; the bare server takes the next one)]
 *                   [--dry-run (print only)]
 *
 * Build first (`pnpm build`). PostgreSQL comes from DATABASE_URL (default: the local test server);
 * the bench creates a database of its own there and drops it afterwards.
 */
import { Agent, request as httpRequest } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
// bench/ is not a workspace package, so our packages are imported by path.
import { createPool } from '../packages/db/src/create-db.ts';
import { UTC_OFFSET_COOKIE } from '../packages/domain/src/local-hour.ts';
import { writeSection } from './benchmarks-file.ts';
import { startBuiltServer, type BuiltServer } from './built-server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'apps/api/dist/main.js');
/** Run by Node itself, which strips its types. */
const BARE_SERVER_ENTRY = join(ROOT, 'bench/bare-server.ts');
/** A database of this run's own: two benches on one PostgreSQL server do not drop each other's. */
const BENCH_DATABASE = `rally_load_bench_${process.pid}`;

/** Targets from issue 9, for reads on PostgreSQL. */
const TARGET_P99_MS = 50;
const TARGET_MEMORY_GROWTH = 0.1;

/** Targets from issue 22: Rally's capacity as a share of the bare stack's, and `/`'s of the speeches'. */
const TARGET_RATIO_OF_BARE = 0.9;
const TARGET_PAGE_RATIO = 0.1;
const COMPARED_PATHS = ['/api/speeches', '/api/user'] as const;
const COMPARE_ROUNDS = 3;
const COMPARE_CONNECTIONS = 10;
/** What Chromium sends: the signed-in page is measured as browsers receive it, compressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/**
 * UTC offsets from -12 h to +12 h, a minute apart. The API keeps a written page under a hash of
 * what it is written from, the offset included (apps/api/src/first-screen.ts); a request with a new
 * (user, offset) pair is a page it must render, so rotating through them measures the render.
 */
const RENDERED_OFFSETS = Array.from({ length: 24 * 60 + 1 }, (_, index) => index - 12 * 60);

const READ_PATHS = ['/api/speeches', '/api/subscription/status', '/api/user'] as const;
const READERS = 20;
const GENERATIONS = 300;

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rate: { type: 'string', default: '500' },
    duration: { type: 'string', default: '20' },
    'soak-minutes': { type: 'string', default: '10' },
    paths: { type: 'string' },
    compare: { type: 'boolean', default: false },
    unprepared: { type: 'boolean', default: false },
    port: { type: 'string', default: '3301' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const readPaths: readonly string[] = options.paths ? options.paths.split(',') : READ_PATHS;
if (!readPaths.every((path) => (READ_PATHS as readonly string[]).includes(path)))
  throw new Error(`--paths takes some of ${READ_PATHS.join(', ')}`);
/** With --paths, a quick look at some reads; the whole run, and docs/benchmarks.md, need all. */
const partial = options.paths !== undefined;
const compareOnly = options.compare;
if (compareOnly && partial) throw new Error('--compare and --paths do not go together');
const PORT = Number(options.port);
if (!Number.isInteger(PORT) || PORT <= 0) throw new Error('--port must be a port number');
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BARE_PORT = PORT + 1;
const loadBefore = loadavg()[0] ?? 0;
const targetRate = Number(options.rate);
const durationSeconds = Number(options.duration);
const soakMinutes = Number(options['soak-minutes']);
if (![targetRate, durationSeconds].every((n) => Number.isInteger(n) && n > 0))
  throw new Error('--rate and --duration must be whole numbers above 0');
if (!(soakMinutes >= 0)) throw new Error('--soak-minutes must be 0 or more');
const databases = compareOnly
  ? ['postgres']
  : options.db === 'both'
    ? ['postgres', 'pglite']
    : [options.db];
if (!databases.every((db) => db === 'postgres' || db === 'pglite'))
  throw new Error('--db must be both, postgres or pglite');
if (options.unprepared && !compareOnly) throw new Error('--unprepared goes with --compare');
if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: pnpm build');

type DatabaseKind = 'postgres' | 'pglite';

/** Starts the built server on the given database (PGlite when empty). */
function startServer(databaseUrl: string): Promise<BuiltServer> {
  return startBuiltServer({
    entry: SERVER_ENTRY,
    port: PORT,
    env: {
      // Every sign-up in the seed comes from its own forwarded address, past the sign-up throttle.
      // One proxy: the forwarded address the bench sends is the one Fastify takes as the client's.
      TRUST_PROXY: '1',
      DATABASE_URL: databaseUrl,
      // The writer's pause between sentences is a reading effect, not work: measure the server.
      LOCAL_WRITER_PACE_MS: '0',
      ...(options.unprepared ? { DATABASE_PREPARED_STATEMENTS: 'false' } : {}),
    },
  });
}

/** Resident memory of a process in MiB, read from /proc. */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kib / 1024;
}

let forwardedCounter = 0;
const nextForwardedFor = () =>
  `10.${(forwardedCounter >> 16) & 255}.${(forwardedCounter >> 8) & 255}.${forwardedCounter++ & 255}`;

async function api(path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: ORIGIN,
      'x-forwarded-for': nextForwardedFor(),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

const SPEECH_REQUEST = {
  context: 'I have a job interview on Monday and my nerves keep getting the better of me.',
  tone: 'confident',
  voiceStyle: 'warm',
  duration: 'medium',
};

let userCounter = 0;
async function signUp(): Promise<string> {
  const response = await api('/api/auth/signup', {
    method: 'POST',
    body: {
      email: `load-${process.pid}-${userCounter++}@example.com`,
      password: 'correct horse battery',
      firstName: 'Load',
      lastName: 'Tester',
    },
  });
  const cookie = response.headers.getSetCookie().find((c) => c.includes('rally_session'));
  if (!cookie) throw new Error('sign-up set no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** Readers with three speeches each, so the speech list is not empty. */
async function seedReaders(): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < READERS; i++) {
    const cookie = await signUp();
    for (let speech = 0; speech < 3; speech++) {
      await api('/api/speeches', { method: 'POST', cookie, body: SPEECH_REQUEST });
    }
    cookies.push(cookie);
  }
  return cookies;
}

interface Run {
  label: string;
  /** The server's CPU time (user and system) over its requests, when its process was watched. */
  cpuMsPerRequest?: number;
  /** How the load was made, as the table shows it. */
  load: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  errors: number;
}

/** As many requests as `connections` clients can make, each sending the next when it has its answer. */
async function load(
  label: string,
  paths: readonly string[],
  cookies: string[],
  {
    connections,
    seconds,
    origin = ORIGIN,
    headers = {},
    server,
  }: {
    connections: number;
    seconds: number;
    origin?: string;
    headers?: Record<string, string>;
    /** The server answering, whose CPU time is read around the run. */
    server?: BuiltServer;
  },
): Promise<Run> {
  const pid = server?.process.pid;
  const cpuBefore = pid === undefined ? 0 : cpuMs(pid);
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    // Rally's own origin either way: the bare server ignores it.
    headers: { origin: ORIGIN, ...headers },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            path: paths[n % paths.length],
            headers: { ...request.headers, cookie: cookies[n % cookies.length] },
          };
        },
      },
    ],
  });
  const run = summarise(label, `${connections} connections, closed loop`, result);
  if (pid !== undefined) run.cpuMsPerRequest = (cpuMs(pid) - cpuBefore) / result.requests.total;
  return run;
}

/** Linux's clock ticks a second (USER_HZ), the unit of /proc's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used, user and system, in milliseconds. Unlike req/s it does not
 * count the time the process waited for a core, so on a busy machine it says more about a
 * request's own cost (though a busy machine still makes each request dearer).
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function summarise(label: string, load: string, result: autocannon.Result): Run {
  return {
    label,
    load,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Each user generates their three free speeches; the load rotates through fresh users. */
async function generation(): Promise<Run> {
  const users: string[] = [];
  for (let i = 0; i < Math.ceil(GENERATIONS / 3); i++) users.push(await signUp());
  let next = 0;
  const connections = 8;
  const result = await autocannon({
    url: ORIGIN,
    connections,
    amount: GENERATIONS,
    timeout: 30,
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/api/speeches/generate',
        body: JSON.stringify(SPEECH_REQUEST),
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: users[Math.floor(next++ / 3)] },
        }),
      },
    ],
  });
  return summarise(
    'POST /api/speeches/generate (medium)',
    `${connections} connections, closed loop`,
    result,
  );
}

/** Sockets the paced client may open: enough that a slow answer never delays the next request. */
const PACED_SOCKETS = 128;

/** GETs `path` on a kept-alive socket; resolves with the status once the whole body has arrived. */
function get(agent: Agent, path: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${ORIGIN}${path}`,
      { agent, headers: { origin: ORIGIN, cookie } },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    outgoing.once('error', reject);
    outgoing.end();
  });
}

/**
 * `rate` requests a second, each sent at its own moment (one every 1/rate s) whether or not earlier
 * ones have been answered, as independent users arrive. autocannon's `overallRate` is not that: each
 * connection sends its share of the second back to back as soon as the second starts, then waits, so
 * its latencies measure a burst of 50 concurrent requests every second rather than the rate. A
 * latency here runs from the moment the request was due, so a client that falls behind is counted
 * against the server (no coordinated omission).
 */
async function paced(
  label: string,
  paths: readonly string[],
  cookies: string[],
  { rate, seconds }: { rate: number; seconds: number },
): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: PACED_SOCKETS });
  const total = rate * seconds;
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let errors = 0;
  let sent = 0;
  const start = performance.now();
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      const dueAt = start + (sent * 1000) / rate;
      const answered = get(
        agent,
        paths[sent % paths.length] ?? '/',
        cookies[sent % cookies.length] ?? '',
      ).then(
        (status) => {
          if (status !== 200) errors++;
          latencies.push(performance.now() - dueAt);
        },
        () => {
          errors++;
        },
      );
      inFlight.add(answered);
      void answered.finally(() => inFlight.delete(answered));
    }
    await sleep(1);
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? NaN;
  return {
    label,
    load: `${rate} req/s, evenly paced`,
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? NaN,
    total,
    errors,
  };
}

interface Soak {
  minutes: number;
  rate: number;
  run: Run;
  baselineMiB: number;
  finalMiB: number;
  peakMiB: number;
  growth: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * Mixed reads at a fixed rate for `minutes`, sampling memory every 5 s. Growth compares the median of
 * the last minute with the median of the first (warm-up allocations settle in the first minute).
 */
async function soak(server: BuiltServer, cookies: string[], rate: number, minutes: number) {
  const pid = server.process.pid ?? 0;
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(residentMiB(pid)), 5000);
  const run = await paced('soak: mixed reads', READ_PATHS, cookies, {
    seconds: minutes * 60,
    rate,
  });
  clearInterval(sampler);
  const perMinute = 12;
  const baselineMiB = median(samples.slice(0, perMinute));
  const finalMiB = median(samples.slice(-perMinute));
  return {
    minutes,
    rate,
    run,
    baselineMiB,
    finalMiB,
    peakMiB: Math.max(...samples),
    growth: (finalMiB - baselineMiB) / baselineMiB,
  } satisfies Soak;
}

interface Compared {
  label: string;
  /** Rally's runs, one a round. */
  rally: Run[];
  /** What Rally is measured against, round by round: the bare server's runs of the same path. */
  reference: Run[];
  referenceLabel: string;
  /** Issue 22's target for the ratio; none for a row that is reported only. */
  target: number | null;
}

const sum = (runs: Run[]) => runs.reduce((total, run) => total + run.requestsPerSecond, 0);
/** Rally's capacity over all rounds as a share of the reference's. */
const ratioOf = (compared: Compared) => sum(compared.rally) / sum(compared.reference);
const roundRatios = (compared: Compared) =>
  compared.rally.map(
    (run, round) => run.requestsPerSecond / (compared.reference[round]?.requestsPerSecond ?? NaN),
  );

/** Both servers must answer alike, or the comparison measures different work. */
async function checkSameAnswers(bare: BuiltServer, cookie: string): Promise<void> {
  for (const path of COMPARED_PATHS) {
    const answers = await Promise.all(
      [ORIGIN, bare.origin].map(async (origin) => {
        const response = await fetch(`${origin}${path}`, { headers: { origin: ORIGIN, cookie } });
        if (!response.ok) throw new Error(`${origin}${path}: ${response.status}`);
        return (await response.json()) as unknown;
      }),
    );
    if (!isDeepStrictEqual(answers[0], answers[1])) {
      throw new Error(
        `${path}: the bare server answers otherwise than Rally\n${JSON.stringify(answers, null, 1)}`,
      );
    }
  }
}

/**
 * Rally against the bare stack on the same database and users, each path's rounds in turn (Rally,
 * then bare), so that a slower stretch of the machine falls on both; then the signed-in `/` against
 * Rally's `GET /api/speeches` of the same rounds.
 */
async function compareWithBare(
  rallyServer: BuiltServer,
  databaseUrl: string,
  cookies: string[],
): Promise<Compared[]> {
  const bare = await startBuiltServer({
    entry: BARE_SERVER_ENTRY,
    port: BARE_PORT,
    env: { DATABASE_URL: databaseUrl },
  });
  try {
    await checkSameAnswers(bare, cookies[0] ?? '');
    const page = { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } };
    const servers = { rally: ORIGIN, bare: bare.origin };
    const watched = { rally: rallyServer, bare };
    const runs = { connections: COMPARE_CONNECTIONS, seconds: durationSeconds };
    const warmUp = { connections: COMPARE_CONNECTIONS, seconds: 3 };
    for (const path of COMPARED_PATHS) {
      for (const origin of Object.values(servers)) {
        await load('warm-up', [path], cookies, { ...warmUp, origin });
      }
    }
    await load('warm-up', ['/'], cookies, { ...warmUp, ...page });
    const compared: Compared[] = COMPARED_PATHS.map((path) => ({
      label: `GET ${path}`,
      rally: [],
      reference: [],
      referenceLabel: 'bare stack, same path',
      target: TARGET_RATIO_OF_BARE,
    }));
    const signedInPage: Compared = {
      label: 'GET / (signed in)',
      rally: [],
      reference: [],
      referenceLabel: "Rally's GET /api/speeches",
      target: TARGET_PAGE_RATIO,
    };
    const renderedPage: Compared = {
      label: 'GET / (signed in), every page rendered',
      rally: [],
      reference: [],
      referenceLabel: "Rally's GET /api/speeches",
      target: null,
    };
    // Each (user, offset) pair once across all rounds: every request is a page not written yet.
    const renderedCookies = RENDERED_OFFSETS.flatMap((offset) =>
      cookies.map((cookie) => `${cookie}; ${UTC_OFFSET_COOKIE}=${offset}`),
    );
    const renderedPerRound = Math.floor(renderedCookies.length / COMPARE_ROUNDS);
    for (let round = 1; round <= COMPARE_ROUNDS; round++) {
      for (const [index, path] of COMPARED_PATHS.entries()) {
        const entry = compared[index];
        if (!entry) continue;
        const rally = await load(`GET ${path}`, [path], cookies, {
          ...runs,
          origin: servers.rally,
          server: watched.rally,
        });
        const reference = await load(`GET ${path} (bare)`, [path], cookies, {
          ...runs,
          origin: servers.bare,
          server: watched.bare,
        });
        entry.rally.push(rally);
        entry.reference.push(reference);
        console.log(
          `round ${round} ${entry.label}: Rally ${Math.round(rally.requestsPerSecond)} req/s, bare ${Math.round(reference.requestsPerSecond)} req/s`,
        );
      }
      const speeches = compared[0]?.rally.at(-1);
      const pageRun = await load('GET /', ['/'], cookies, {
        ...runs,
        ...page,
        server: watched.rally,
      });
      signedInPage.rally.push(pageRun);
      signedInPage.reference.push(speeches ?? pageRun);
      const renderedRun = await load(
        'GET / (rendered)',
        ['/'],
        renderedCookies.slice((round - 1) * renderedPerRound, round * renderedPerRound),
        { ...runs, ...page, server: watched.rally },
      );
      if (renderedRun.total > renderedPerRound)
        throw new Error('the rendered pages ran out of (user, offset) pairs: shorten --duration');
      renderedPage.rally.push(renderedRun);
      renderedPage.reference.push(speeches ?? renderedRun);
      console.log(
        `round ${round} GET /: ${Math.round(pageRun.requestsPerSecond)} req/s, every page rendered: ${Math.round(renderedRun.requestsPerSecond)} req/s`,
      );
    }
    return [...compared, signedInPage, renderedPage];
  } finally {
    await bare.stop();
  }
}

const reqPerSecond = (runs: Run[]) =>
  runs.map((run) => Math.round(run.requestsPerSecond)).join(', ');

/** The median over the rounds of the server's CPU milliseconds a request. */
function cpuPerRequest(runs: Run[]): string {
  const measured = runs.flatMap((run) =>
    run.cpuMsPerRequest === undefined ? [] : [run.cpuMsPerRequest],
  );
  return measured.length === 0 ? '–' : `${median(measured).toFixed(2)} ms`;
}

function formatComparison(comparisons: Compared[]): string {
  const lines = [
    `| Request | Rally req/s (rounds) | Rally p99 (rounds) | Measured against | Its req/s (rounds) | Ratio (per round) | Target | CPU a request, Rally / the other | Errors or non-2xx |`,
    '| --- | --: | --: | --- | --: | --: | --: | --: | --: |',
  ];
  for (const compared of comparisons) {
    const ratio = ratioOf(compared);
    const perRound = roundRatios(compared)
      .map((value) => value.toFixed(3))
      .join(', ');
    const errors = [...compared.rally, ...compared.reference].reduce((n, run) => n + run.errors, 0);
    const verdict =
      compared.target === null
        ? 'none'
        : `${compared.target} ${ratio >= compared.target && errors === 0 ? 'met' : 'NOT met'}`;
    lines.push(
      `| ${compared.label} | ${reqPerSecond(compared.rally)} | ${compared.rally.map((run) => ms(run.p99)).join(', ')} | ${compared.referenceLabel} | ${reqPerSecond(compared.reference)} | **${ratio.toFixed(3)}** (${perRound}) | ${verdict} | ${cpuPerRequest(compared.rally)} / ${cpuPerRequest(compared.reference)} | ${errors} |`,
    );
  }
  return lines.join('\n');
}

function comparisonSection(comparisons: Compared[]): string {
  return [
    options.unprepared
      ? '### Rally without its prepared statements (`pnpm bench:load --compare --unprepared`)'
      : '## Rally against the bare stack (`pnpm bench:load`, `--compare` alone)',
    '',
    ...(options.unprepared
      ? [
          "Rally started with DATABASE_PREPARED_STATEMENTS=false: both servers send every statement unnamed, so PostgreSQL parses and plans each one on every run for both, and the ratio prices Rally's own code (its plugins, hooks, checks and the rest of a larger program).",
          '',
        ]
      : []),
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (load average before the run ${loadBefore.toFixed(2)}), the load client on the same machine. The bare stack is bench/bare-server.ts: Fastify, Kysely on a pg pool and PostgreSQL, doing Rally's database work for the path (the session by its token's hash, with its user; the same rows) and answering the same JSON (the bench checks it), without Rally's plugins, hooks and checks. Both servers on one PostgreSQL database, reads rotating through the same ${READERS} users; ${COMPARE_CONNECTIONS} connections, ${COMPARE_ROUNDS} rounds of ${durationSeconds} s, Rally then bare in each round. The ratio is Rally's requests over all rounds divided by the other's. \`GET /\` is the signed-in first screen, asked with a browser's Accept-Encoding, measured against Rally's own \`GET /api/speeches\` of the same round. The API keeps a page it has written for the minute under a hash of what it was written from, so \`GET /\` mostly sends kept pages (the queries still run on every request); \`every page rendered\` asks for pages the API has not written yet, each request with another pair of user and UTC offset (the offset is part of what a page is written from), and prices the render and compression as well. CPU a request is the server process's user and system time over a run divided by its requests (the median of the rounds), which the other work on a shared machine disturbs less than req/s; for \`GET /\` the other is Rally's \`GET /api/speeches\`.`,
    '',
    formatComparison(comparisons),
  ].join('\n');
}

interface DatabaseResult {
  kind: DatabaseKind;
  capacity: Run[];
  atRate: Run[];
  mixedCapacity: Run;
  generation: Run;
  soak: Soak | null;
  /** Against the bare stack: PostgreSQL only. */
  comparison: Compared[] | null;
}

/**
 * The whole run for one database; null after the reads of a --paths run (printed as they go); only
 * the comparison with --compare.
 */
async function benchDatabase(kind: DatabaseKind): Promise<DatabaseResult | Compared[] | null> {
  const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  let databaseUrl = '';
  const admin = kind === 'postgres' ? createPool({ connectionString: baseUrl, max: 1 }) : null;
  if (admin) {
    await admin.query(`drop database if exists ${BENCH_DATABASE}`);
    await admin.query(`create database ${BENCH_DATABASE}`);
    const url = new URL(baseUrl);
    url.pathname = `/${BENCH_DATABASE}`;
    databaseUrl = url.toString();
  }
  const server = await startServer(databaseUrl);
  try {
    console.log(`\n[${kind}] seeding ${READERS} readers…`);
    const cookies = await seedReaders();
    if (compareOnly) return await compareWithBare(server, databaseUrl, cookies);
    const capacity: Run[] = [];
    const atRate: Run[] = [];
    for (const path of readPaths) {
      await load('warm-up', [path], cookies, { connections: 10, seconds: 3 });
      const fastest = await load(`GET ${path}`, [path], cookies, {
        connections: 10,
        seconds: durationSeconds,
      });
      const steady = await paced(`GET ${path}`, [path], cookies, {
        seconds: durationSeconds,
        rate: targetRate,
      });
      capacity.push(fastest);
      atRate.push(steady);
      console.log(formatRuns([fastest, steady]));
    }
    if (partial) return null;
    const mixedCapacity = await load('mixed reads', READ_PATHS, cookies, {
      connections: 10,
      seconds: durationSeconds,
    });
    console.log(`[${kind}] generation: signing up ${Math.ceil(GENERATIONS / 3)} writers…`);
    const generated = await generation();
    console.log(formatRuns([mixedCapacity, generated]));
    let soaked: Soak | null = null;
    if (kind === 'postgres' && soakMinutes > 0) {
      const rate = Math.round(mixedCapacity.requestsPerSecond / 2);
      console.log(`[${kind}] soak: ${soakMinutes} min at ${rate} req/s…`);
      soaked = await soak(server, cookies, rate, soakMinutes);
      console.log(formatSoak(soaked));
    }
    const comparison =
      kind === 'postgres' ? await compareWithBare(server, databaseUrl, cookies) : null;
    if (comparison) console.log(formatComparison(comparison));
    return {
      kind,
      capacity,
      atRate,
      mixedCapacity,
      generation: generated,
      soak: soaked,
      comparison,
    };
  } finally {
    await server.stop();
    if (admin) {
      await admin.query(`drop database if exists ${BENCH_DATABASE}`);
      await admin.end();
    }
  }
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function formatRuns(runs: Run[]): string {
  const lines = [
    '| Request | Load | req/s | p50 | p99 | max | Requests | Errors or non-2xx |',
    '| --- | --- | --: | --: | --: | --: | --: | --: |',
  ];
  for (const run of runs) {
    lines.push(
      `| ${run.label} | ${run.load} | ${Math.round(run.requestsPerSecond)} | ${ms(run.p50)} | ${ms(run.p99)} | ${ms(run.max)} | ${run.total} | ${run.errors} |`,
    );
  }
  return lines.join('\n');
}

function formatSoak(soaked: Soak): string {
  const met = soaked.growth < TARGET_MEMORY_GROWTH && soaked.run.errors === 0;
  return [
    `Soak: ${soaked.minutes} min of mixed reads at ${soaked.rate} req/s (half the mixed capacity):`,
    `${soaked.run.total} requests, ${soaked.run.errors} errors, p50 ${ms(soaked.run.p50)}, p99 ${ms(soaked.run.p99)}.`,
    `Server memory (RSS, median of the first and of the last minute): ${soaked.baselineMiB.toFixed(1)} MiB → ${soaked.finalMiB.toFixed(1)} MiB (${(soaked.growth * 100).toFixed(1)} %), peak ${soaked.peakMiB.toFixed(1)} MiB. Target under ${TARGET_MEMORY_GROWTH * 100} % growth: ${met ? 'met' : 'NOT met'}.`,
  ].join('\n');
}

function formatResult(result: DatabaseResult): string {
  const lines = [`### ${result.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, ''];
  lines.push('Capacity (autocannon, 10 connections, as fast as the server answers):', '');
  lines.push(formatRuns([...result.capacity, result.mixedCapacity]), '');
  lines.push(`At ${targetRate} req/s, evenly paced:`, '');
  lines.push(formatRuns(result.atRate), '');
  if (result.kind === 'postgres') {
    const verdicts = result.atRate.map((run) => {
      const met =
        run.p99 <= TARGET_P99_MS && run.errors === 0 && run.requestsPerSecond >= targetRate * 0.95;
      return `${run.label}: ${met ? 'met' : 'NOT met'}`;
    });
    lines.push(
      `Target: p99 ≤ ${TARGET_P99_MS} ms at ${targetRate} req/s with no errors — ${verdicts.join('; ')}.`,
      '',
    );
  }
  lines.push(
    `Generation with the built-in writer (${GENERATIONS} speeches, three per fresh user, writer pace 0):`,
    '',
  );
  lines.push(formatRuns([result.generation]), '');
  if (result.soak) lines.push(formatSoak(result.soak), '');
  return lines.join('\n');
}

const results: DatabaseResult[] = [];
let comparison: Compared[] | null = null;
for (const kind of databases as DatabaseKind[]) {
  const result = await benchDatabase(kind);
  if (Array.isArray(result)) comparison = result;
  else if (result) {
    results.push(result);
    comparison ??= result.comparison;
  }
}
if (partial) process.exit(0);

const compareSection = comparison ? comparisonSection(comparison) : null;
if (compareOnly) {
  if (!compareSection) throw new Error('the comparison did not run');
  console.log(`\n${compareSection}`);
  if (!options['dry-run']) {
    writeSection(options.unprepared ? 'load-compare-unprepared' : 'load-compare', compareSection);
    console.log(`\nWritten to docs/benchmarks.md`);
  }
  process.exit(0);
}

const section = [
  '## Load (`pnpm bench:load`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (load average before the run ${loadBefore.toFixed(2)}), the load clients on the same machine as the server (they take CPU from it), the built server with NODE_ENV=production. Latencies include the session lookup every request makes. Reads rotate through ${READERS} signed-in users with three speeches each.`,
  '',
  ...results.map(formatResult),
].join('\n');

if (options['dry-run']) {
  console.log(section);
  if (compareSection) console.log(`\n${compareSection}`);
  process.exit(0);
}
writeSection('load', section);
if (compareSection) writeSection('load-compare', compareSection);
console.log(`\nWritten to docs/benchmarks.md`);
