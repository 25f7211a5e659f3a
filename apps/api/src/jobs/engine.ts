import type { SqlExecutor } from '@rally/db';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Clock, Job } from 'pg-boss';

/** Where pg-boss keeps its tables: PostgreSQL by URL (its own pool), or PGlite's one connection. */
export type JobDatabase = { connectionString: string } | { pglite: SqlExecutor };

export interface JobEngineOptions {
  database: JobDatabase;
  /** pg-boss's own schema, beside the app's tables. */
  schema: string;
  log: FastifyBaseLogger;
  /** Tests drive time with pg-boss's TestClock. */
  clock?: Clock;
  /** Tests retry sooner. */
  retries?: RetryPolicy;
  /**
   * Only sends jobs (the daily tick's thread): one connection, and none of pg-boss's maintenance,
   * scheduling or migration, which the server's engine does.
   */
  sendOnly?: boolean;
}

export interface RetryPolicy {
  retryLimit: number;
  /** Seconds before the first retry; each next one waits twice as long. */
  retryDelay: number;
  retryBackoff: true;
}

/** Retried three times, after 30 s, 60 s and 120 s: a provider's bad minute is not a lost job. */
export const RETRIES: RetryPolicy = { retryLimit: 3, retryDelay: 30, retryBackoff: true };

export type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

/**
 * The job engine: pg-boss over the app's database. Each queue's jobs run once across every server
 * sharing the database; a scheduled job is created once per cron slot whatever the number of servers.
 */
export class JobEngine {
  readonly boss: PgBoss;
  readonly #log: FastifyBaseLogger;
  readonly #retries: RetryPolicy;

  constructor(options: JobEngineOptions) {
    const { database, schema, clock, sendOnly = false } = options;
    const connection =
      'connectionString' in database
        ? { connectionString: database.connectionString, max: sendOnly ? 1 : 4 }
        : { db: database.pglite, backend: 'pglite' as const };
    const role = sendOnly
      ? { supervise: false, schedule: false, migrate: false, registerInstance: false }
      : {};
    this.boss = new PgBoss({ ...connection, ...role, schema, ...(clock ? { clock } : {}) });
    this.#log = options.log;
    this.#retries = options.retries ?? RETRIES;
    this.boss.on('error', (error) => this.#log.error({ err: error }, 'job engine error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
  }

  /** Lets jobs in progress finish (within `timeoutMs`), then stops. */
  async stop(timeoutMs = 5_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }

  /** A queue and its worker: jobs are retried with backoff; a failure past the retries is logged. */
  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.boss.createQueue(name, this.#retries);
    await this.boss.work<T>(name, { pollingIntervalSeconds: 2 }, async ([job]) => {
      if (!job) return;
      try {
        await handler(job.data, job);
      } catch (error) {
        this.#log.error({ err: error, job: name, retry: job.retryCount }, 'job failed');
        throw error;
      }
    });
  }

  /**
   * Runs `handler` on `cron` (UTC), once per slot across servers; a slot missed while every server
   * was down runs once, late. Registering another periodic job is this one call.
   */
  async every(name: string, cron: string, handler: () => Promise<void>): Promise<void> {
    await this.work<object>(name, () => handler());
    await this.boss.schedule(name, cron, null, { missed: 'once' });
  }

  send<T extends object>(name: string, data: T, singletonKey: string): Promise<string | null> {
    return this.boss.send(name, data, { ...this.#retries, singletonKey });
  }

  /** Many jobs of a queue in one insert, each with the queue's retries and its own key. */
  async sendMany<T extends object>(
    name: string,
    jobs: ReadonlyArray<{ data: T; singletonKey: string }>,
  ): Promise<void> {
    if (jobs.length === 0) return;
    const { retryLimit, retryDelay, retryBackoff } = this.#retries;
    // Named properties, not a spread of the policy: a spread into each of 5,000 jobs was some
    // 10 ms of the event loop (docs/decisions/daily-rally-next-due.md).
    await this.boss.insert(
      name,
      jobs.map(({ data, singletonKey }) => ({
        retryLimit,
        retryDelay,
        retryBackoff,
        data,
        singletonKey,
      })),
    );
  }
}
