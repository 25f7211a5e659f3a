import { existsSync } from 'node:fs';
import type { Db, PostgresConnection } from '@rally/db';
import { Piscina } from 'piscina';
import { queueDueDailyRallies } from '../services/daily-rally-tick.ts';
import type { TickDeps } from '../services/daily-rally-tick.ts';
import type { JobEngine } from './engine.ts';

export const DAILY_RALLY_QUEUE = 'daily-rally';

/**
 * The minute's tick: one keyed job for each talk due now, sent to pg-boss a page at a time in one
 * insert (docs/decisions/daily-rally-next-due.md). Returns how many were due.
 */
export function enqueueDueDailyRallies(engine: JobEngine, deps: TickDeps): Promise<number> {
  return queueDueDailyRallies(deps, (due) =>
    engine.sendMany(
      DAILY_RALLY_QUEUE,
      due.map((rally) => ({ data: rally, singletonKey: `${rally.userId}:${rally.localDate}` })),
    ),
  );
}

/** Runs the minute's tick for `now`, answering how many talks it queued. */
export interface DailyRallyTick {
  run(now: Date): Promise<number>;
  close(): Promise<void>;
}

/** What the tick's thread is started with. */
export interface DailyRallyTickThreadData {
  connection: PostgresConnection;
  /** pg-boss's schema. */
  schema: string;
  logLevel: string;
}

/** Kept between ticks (one a minute), so its connections and zone rules stay warm. */
const THREAD_IDLE_MS = 5 * 60_000;

/**
 * Where the tick runs. On PostgreSQL, on a thread of its own with its own connection and pg-boss
 * sender: its JavaScript (the page's rows read, the rules worked out, pg-boss's insert built) then
 * never holds up a request on the server's event loop, where it doubled a read's p99 beside it
 * (docs/decisions/daily-rally-next-due.md). On PGlite, whose one connection lives in this thread,
 * in process, giving the loop a turn between its statements.
 */
export function createDailyRallyTick(options: {
  db: Db;
  /** The database's connection when it is PostgreSQL. */
  connection: PostgresConnection | undefined;
  engine: JobEngine;
  schema: string;
  logLevel: string;
}): DailyRallyTick {
  const { db, connection, engine, schema, logLevel } = options;
  if (connection === undefined) {
    return {
      run: (now) => enqueueDueDailyRallies(engine, { db, now: () => now }),
      close: () => Promise.resolve(),
    };
  }
  const workerData: DailyRallyTickThreadData = { connection, schema, logLevel };
  const pool = new Piscina<number, number>({
    filename: threadScript().href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: THREAD_IDLE_MS,
    // Between ticks the thread's event loop keeps running (its pools' timers and sockets), not
    // paused in Atomics.wait as piscina's default would leave it.
    atomics: 'disabled',
    workerData,
  });
  return {
    run: (now) => pool.run(now.getTime()),
    close: () => pool.destroy(),
  };
}

/**
 * Where the thread's code is: next to the bundle when built (tsup writes
 * dist/daily-rally-tick-worker.js beside dist/main.js), else the TypeScript source, loaded through
 * tsx by a small ESM shim.
 */
function threadScript(): URL {
  const built = new URL('./daily-rally-tick-worker.js', import.meta.url);
  return existsSync(built)
    ? built
    : new URL('./daily-rally-tick-worker-from-source.mjs', import.meta.url);
}
