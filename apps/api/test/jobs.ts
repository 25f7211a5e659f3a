import { randomBytes } from 'node:crypto';
import type { DbHandle } from '@rally/db';
import { postgresTestUrl } from '@rally/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { TestClock } from 'pg-boss';
import { JobEngine } from '../src/jobs/engine.ts';
import type { JobDatabase } from '../src/jobs/engine.ts';

export const FAST_RETRIES = { retryLimit: 2, retryDelay: 1, retryBackoff: true } as const;

/** pg-boss on the test's database: PGlite's own connection, or PostgreSQL by the test URL. */
export function jobDatabaseOf(handle: DbHandle): JobDatabase {
  if (handle.pgliteSql) return { pglite: handle.pgliteSql };
  const connectionString = postgresTestUrl();
  if (connectionString === undefined) throw new Error('no PostgreSQL to test on');
  return { connectionString };
}

/** A fresh schema name for one test's pg-boss tables. */
export function jobsSchema(): string {
  return `jobs_${randomBytes(6).toString('hex')}`;
}

/**
 * A job engine on the test's database in a schema of its own, on `clock`. `stop` stops it and drops
 * its schema; several engines may share one schema (servers on one database).
 */
export async function startTestEngine(
  handle: DbHandle,
  log: FastifyBaseLogger,
  options: { clock?: TestClock; schema?: string } = {},
): Promise<{ engine: JobEngine; schema: string; stop: () => Promise<void> }> {
  const schema = options.schema ?? jobsSchema();
  const engine = new JobEngine({
    database: jobDatabaseOf(handle),
    schema,
    log,
    retries: FAST_RETRIES,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await engine.start();
  return {
    engine,
    schema,
    stop: async () => {
      await engine.stop(1_000);
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
    },
  };
}
