import { workerData } from 'node:worker_threads';
import { connectPostgres } from '@rally/db';
import type { Db } from '@rally/db';
import { pino } from 'pino';
import { enqueueDueDailyRallies } from './daily-rally-tick.ts';
import type { DailyRallyTickThreadData } from './daily-rally-tick.ts';
import { JobEngine } from './engine.ts';

/**
 * The daily talks' minute tick on a thread of its own (daily-rally-tick.ts): one connection of its
 * own to the database and a pg-boss sender, opened at the first tick and kept while the thread
 * lives.
 */
const { connection, schema, logLevel } = workerData as DailyRallyTickThreadData;
const log = pino({ level: logLevel });

let opened: Promise<{ db: Db; engine: JobEngine }> | undefined;

async function open(): Promise<{ db: Db; engine: JobEngine }> {
  // Its statements are written out and run unprepared (listDueDailyRallies), one at a time.
  const handle = connectPostgres(connection, {
    max: 1,
    preparedStatements: false,
    onPoolError: (error) => log.error({ err: error }, 'daily tick: database connection error'),
  });
  const engine = new JobEngine({
    database: { connectionString: connection.connectionString },
    schema,
    log,
    sendOnly: true,
  });
  try {
    await engine.start();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { db: handle.db, engine };
}

/** Queues the talks due at `at` (epoch milliseconds); answers how many. */
export default async function tick(at: number): Promise<number> {
  // A failed opening is tried again at the next tick (the job's retry, or the next minute).
  opened ??= open().catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  const { db, engine } = await opened;
  return enqueueDueDailyRallies(engine, { db, now: () => new Date(at) });
}
