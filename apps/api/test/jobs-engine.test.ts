import { randomBytes } from 'node:crypto';
import { createTestDb, testDatabases } from '@rally/db/testing';
import type { DbHandle } from '@rally/db';
import fastify from 'fastify';
import { sql } from 'kysely';
import { TestClock } from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { JobEngine } from '../src/jobs/engine.ts';
import { FAST_RETRIES, jobDatabaseOf } from './jobs.ts';

const log = fastify({ logger: false }).log;
/** Resolves when `condition` holds, checking after each event the test signals. */
function waitable() {
  const waiters: Array<() => void> = [];
  return {
    signal: () => {
      for (const waiter of waiters.splice(0)) waiter();
    },
    next: () => new Promise<void>((resolve) => waiters.push(resolve)),
  };
}

describe.each(testDatabases())('the job engine on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(handle: DbHandle, schema: string, clock?: TestClock) {
    const engine = new JobEngine({
      database: jobDatabaseOf(handle),
      schema,
      log,
      retries: FAST_RETRIES,
      ...(clock ? { clock } : {}),
    });
    await engine.start();
    cleanups.push(() => engine.stop(1_000));
    return engine;
  }

  async function database() {
    const handle = await createTestDb(kind);
    const schema = `jobs_${randomBytes(6).toString('hex')}`;
    cleanups.push(async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    });
    return { handle, schema };
  }

  it('creates its schema and runs a job sent to it', async () => {
    const { handle, schema } = await database();
    const engine = await start(handle, schema);
    const seen: unknown[] = [];
    const ran = waitable();
    await engine.work<{ n: number }>('echo', async (data) => {
      seen.push(data);
      ran.signal();
    });
    const done = ran.next();
    await engine.send('echo', { n: 7 }, 'seven');
    await done;
    expect(seen).toEqual([{ n: 7 }]);
    // The app's own queries still run beside the engine on the same database.
    const users = await handle.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([]);
  });

  it('retries a failed job with a growing delay', async () => {
    const { handle, schema } = await database();
    const engine = await start(handle, schema);
    const attempts: number[] = [];
    const ran = waitable();
    await engine.work<object>('flaky', async (_data, job) => {
      attempts.push(job.retryCount);
      ran.signal();
      if (job.retryCount === 0) throw new Error('provider down for a moment');
    });
    const twice = ran.next().then(() => ran.next());
    await engine.send('flaky', {}, 'once');
    await twice;
    expect(attempts).toEqual([0, 1]);
    const [row] = await waitForJob(engine, 'flaky', 'completed');
    expect(row?.retryDelay).toBe(1);
    expect(row?.retryBackoff).toBe(true);
  });
});

describe.each(testDatabases())('schedules on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('runs a periodic job once per slot on every server sharing the database, and a missed slot once', async () => {
    const handle = await createTestDb(kind);
    const schema = `jobs_${randomBytes(6).toString('hex')}`;
    cleanups.push(async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    });
    const clock = new TestClock('2026-03-01T10:00:30Z');
    const newEngine = () =>
      new JobEngine({ database: jobDatabaseOf(handle), schema, log, retries: FAST_RETRIES, clock });
    // A server that was already up: its first pass claims the schedules' pass for this instant, so
    // the first passes of the servers below are refused and no slot is sent before the first tick.
    // Without it, whether the 10:00 slot (due at 10:00:30) was sent depended on whether a server's
    // first pass read the schedules before or after they were registered: a race, lost once in CI.
    const earlier = newEngine();
    await earlier.start();
    const claimed = async () =>
      (
        await sql<{
          cronOn: Date | null;
        }>`select cron_on as "cronOn" from ${sql.table(`${schema}.version`)}`.execute(handle.db)
      ).rows[0]?.cronOn ?? null;
    await expect.poll(claimed, { timeout: 20_000 }).not.toBeNull();
    await earlier.stop(1_000);
    // PGlite is one process's database: a second server is only possible on PostgreSQL.
    const servers = kind === 'postgres' ? 2 : 1;
    const runs: string[] = [];
    const engines: JobEngine[] = [];
    for (let server = 0; server < servers; server += 1) {
      const engine = newEngine();
      await engine.start();
      cleanups.push(() => engine.stop(1_000));
      await engine.every('minutely', '* * * * *', async () => {
        runs.push(new Date(clock.now()).toISOString().slice(0, 16));
      });
      engines.push(engine);
    }
    const [first] = engines;
    if (!first) throw new Error('no server');
    // What the servers have done so far: a failed wait prints it whole (which slots were sent, when
    // each job ran), not only a count, since a run that fails once in CI is read from its message.
    const done = async () => {
      const at = (date: Date | null | undefined) => date?.toISOString().slice(11, 19) ?? '-';
      const jobs = await first.boss.findJobs('minutely');
      const sent = await first.boss.findJobs<{ slot?: string }>('__pgboss__send-it');
      return [
        `completed ${jobs.filter((job) => job.state === 'completed').length}`,
        `ran at ${runs.join(' ')}`,
        `jobs ${jobs.map((job) => `${job.state} (created ${at(job.createdOn)})`).join(', ')}`,
        `slots sent ${sent.map((job) => `${String(job.data.slot)} at ${at(job.createdOn)}`).join(', ')}`,
      ].join(' | ');
    };
    const completed = (count: number) => new RegExp(`^completed ${count} \\|`);
    for (let minute = 0; minute < 3; minute += 1) {
      await clock.tick(60_000);
      await expect.poll(done, { timeout: 20_000 }).toMatch(completed(minute + 1));
    }
    expect(runs).toHaveLength(3);
    // Down for an hour: the sixty slots it missed come back as one late run, beside the slots due now.
    await clock.setTime('2026-03-01T11:05:30Z');
    await clock.tick(60_000);
    // One late run for 10:04 to 11:04, then the slots of 11:05 and 11:06.
    await expect.poll(done, { timeout: 20_000 }).toMatch(completed(6));
    await clock.tick(60_000);
    await expect.poll(done, { timeout: 20_000 }).toMatch(completed(7));
    expect(runs).toHaveLength(7);
  });
});

async function waitForJob(engine: JobEngine, queue: string, state: string) {
  for (;;) {
    const jobs = await engine.boss.findJobs(queue);
    const matching = jobs.filter((job) => job.state === state);
    if (matching.length > 0) return matching;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
