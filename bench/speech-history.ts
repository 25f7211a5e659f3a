/**
 * History's reads on PostgreSQL for a user with 2,000 speeches (issue 24, point 5): the first page,
 * a later page by its cursor, and searches, each as `speech.page` and `GET /api/speeches` run them
 * (the service `speechPage`, so the query, the driver and the row mapping; no HTTP). Other users'
 * speeches share the table, as in production. Prints p50/p95/max and writes them into
 * docs/benchmarks.md, between the speech-history markers.
 *
 *   pnpm bench:history [--runs 300] [--dry-run (print only)]
 *
 * PostgreSQL comes from DATABASE_URL (default: the local test server); the bench creates a database
 * of its own there and drops it afterwards.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
// bench/ is not a workspace package, so our packages are imported by path.
import { createDb, createPool, IN_MEMORY } from '../packages/db/src/create-db.ts';
import { migrateToLatest } from '../packages/db/src/migrate.ts';
import { speechPageQuerySchema } from '../packages/domain/src/schemas.ts';
import type { AppDeps } from '../apps/api/src/deps.ts';
import { speechPage } from '../apps/api/src/services/speeches.ts';
import { writeSection } from './benchmarks-file.ts';

/** A database of this run's own: two benches on one PostgreSQL server do not drop each other's. */
const BENCH_DATABASE = `rally_history_bench_${process.pid}`;
const TARGET_P95_MS = 50;
const MEASURED_SPEECHES = 2_000;
const OTHER_USERS = 8;
const OTHER_USERS_SPEECHES = 500;
/** About a medium speech (5–7 minutes at ~130 words a minute would be more; the index cost is per word, not per byte). */
const WORDS_PER_SPEECH = 500;
const WARM_UP_RUNS = 20;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '300' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);

const VOCABULARY = (
  'you are ready today breathe focus strength courage interview presentation marathon training ' +
  'confidence belief progress steady practice moment step forward trust yourself prepared team ' +
  'stage audience voice calm energy finish line goal dream effort work discipline morning ' +
  'promise honest growth patience victory resilience rise challenge nerves pressure opportunity'
).split(' ');

/** A repeatable sequence of numbers in [0, 1): the same speeches on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const TONES = ['encouraging', 'confident', 'gentle', 'energetic'] as const;
const LENGTHS = ['short', 'medium', 'long', 'extended'] as const;

function speechRows(userId: string, count: number, random: () => number, start: number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const words = (n: number) => Array.from({ length: n }, () => pick(VOCABULARY)).join(' ');
  return Array.from({ length: count }, (_, index) => ({
    userId,
    context: `Speech ${index}: ${words(12)}`,
    tone: pick(TONES),
    voiceStyle: 'warm' as const,
    duration: pick(LENGTHS),
    content: words(WORDS_PER_SPEECH),
    // One rare word in a few speeches, for a search that finds little.
    name: index % 250 === 0 ? `Kilimanjaro climb ${index}` : null,
    isFavourite: random() < 0.1 ? (1 as const) : (0 as const),
    createdAt: new Date(start + index * 60_000),
  }));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = createPool({ connectionString: baseUrl, max: 1 });
  await admin.query(`drop database if exists ${BENCH_DATABASE}`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  const url = new URL(baseUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const handle = await createDb({ databaseUrl: url.toString(), dataDir: IN_MEMORY });
  const rows: string[] = [];
  try {
    const db = handle.db;
    await migrateToLatest(db);
    const random = seededRandom(24);
    const start = Date.UTC(2025, 0, 1);
    const userIds = ['measured', ...Array.from({ length: OTHER_USERS }, (_, i) => `other-${i}`)];
    for (const id of userIds) {
      await db
        .insertInto('users')
        .values({ id, email: `${id}@bench.example` })
        .execute();
      const count = id === 'measured' ? MEASURED_SPEECHES : OTHER_USERS_SPEECHES;
      const speeches = speechRows(id, count, random, start);
      // In batches: one statement has at most 65,535 parameters.
      for (let from = 0; from < speeches.length; from += 500) {
        await db
          .insertInto('speeches')
          .values(speeches.slice(from, from + 500))
          .execute();
      }
    }
    // Fresh statistics, as autovacuum would have them on a table that grew over months.
    const benchPool = createPool({ connectionString: url.toString(), max: 1 });
    await benchPool.query('analyze speeches');
    await benchPool.end();

    const deps = { db } as AppDeps;
    const firstPage = await speechPage(deps, 'measured', speechPageQuerySchema.parse({}));
    const cases: { name: string; query: Record<string, unknown> }[] = [
      { name: 'first page (20)', query: {} },
      { name: 'second page, by cursor', query: { cursor: firstPage.nextCursor } },
      { name: 'first page, 50', query: { limit: 50 } },
      { name: 'search, a common word ("confidence")', query: { q: 'confidence' } },
      { name: 'search, two word prefixes ("marat interv")', query: { q: 'marat interv' } },
      { name: 'search, a rare word ("kilimanjaro")', query: { q: 'kilimanjaro' } },
      {
        name: 'search and filters (tone, favourites)',
        query: { q: 'calm', tone: 'gentle', favourite: true },
      },
    ];
    for (const { name, query } of cases) {
      const input = speechPageQuerySchema.parse(query);
      for (let i = 0; i < WARM_UP_RUNS; i += 1) await speechPage(deps, 'measured', input);
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const began = performance.now();
        const page = await speechPage(deps, 'measured', input);
        times.push(performance.now() - began);
        found = page.speeches.length;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      rows.push(
        `| ${name} | ${found} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${(times.at(-1) ?? NaN).toFixed(1)} | ${p95 < TARGET_P95_MS ? 'yes' : '**no**'} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${BENCH_DATABASE}`);
    await admin.end();
  }

  const body = [
    '## History: the speech list and search on PostgreSQL (`pnpm bench:history`)',
    '',
    `A user with ${MEASURED_SPEECHES.toLocaleString('en')} speeches of ${WORDS_PER_SPEECH} words, ` +
      `among ${OTHER_USERS} others with ${OTHER_USERS_SPEECHES} each; ${RUNS} runs a case after ` +
      `${WARM_UP_RUNS} to warm up, one after another. Timed around the service \`speechPage\` ` +
      '(query, driver, rows), as `speech.page` and `GET /api/speeches` call it; HTTP not included. ' +
      `Target: p95 under ${TARGET_P95_MS} ms. Measured ${new Date().toISOString().slice(0, 10)} on ` +
      `${cpus().length} cores shared with other work (load average ${loadavg()[0]?.toFixed(1)}).`,
    '',
    '| case | rows | p50 ms | p95 ms | max ms | p95 < 50 ms |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${body}`);
  if (!args['dry-run']) writeSection('speech-history', body);
}

await main();
