import { fileURLToPath } from 'node:url';
import { createDb, FolderLockedError, migrateToLatest } from '@rally/db';
import type { SqlExecutor } from '@rally/db';
import { EnvError, loadEnv } from './env.ts';
import { createDailyRallyTick } from './jobs/daily-rally-tick.ts';
import { JobEngine } from './jobs/engine.ts';
import { startJobs } from './jobs/index.ts';
import { checkModelShutdowns } from './services/model-shutdowns.ts';
import { registerJobTestHooks } from './jobs/test-hooks.ts';
import { createProviders } from './providers/index.ts';
import { createServerMemory } from './server-memory.ts';
import { buildServer, type ServerOptions } from './server.ts';

/** What a stop may take: requests in flight get GRACE_MS, the whole stop SHUTDOWN_LIMIT_MS. */
const GRACE_MS = 7_000;
const SHUTDOWN_LIMIT_MS = 9_500;

/**
 * Starts the server: reads the environment, opens and migrates the database, starts the jobs and
 * listens, and stops cleanly on SIGINT and SIGTERM. main.ts in production, dev.ts under `pnpm dev`.
 */
export async function serve(serverOptions: ServerOptions = {}): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    // Beside the built server (scripts/write-db-template.ts); run from the sources there is none.
    pgliteTemplate: fileURLToPath(new URL('./pglite-template', import.meta.url)),
  }).catch((error: unknown) => {
    // Another server already uses this DATA_DIR's database: say which folder, and stop.
    if (!(error instanceof FolderLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  await migrateToLatest(database.db);
  const deps = {
    env,
    db: database.db,
    dbDialect: database.dialect,
    providers: createProviders(env, database.db),
    now: () => new Date(),
    memory: createServerMemory(),
  };

  const app = await buildServer(deps, serverOptions);
  const jobs = new JobEngine({
    database: env.DATABASE_URL
      ? { connectionString: env.DATABASE_URL }
      : { pglite: requirePgliteSql(database.pgliteSql) },
    schema: env.JOBS_SCHEMA,
    log: app.log,
  });
  const dailyRallyTick = createDailyRallyTick({
    db: database.db,
    connection: database.connection,
    engine: jobs,
    schema: env.JOBS_SCHEMA,
    logLevel: env.LOG_LEVEL,
  });
  await startJobs(jobs, deps, dailyRallyTick, app.log);
  // Every server reads the models' shutdown dates as it starts (a model found gone stands down in
  // this process); the daily job reads them again.
  void checkModelShutdowns(deps, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, "reading the models' shutdown dates failed"),
  );
  // Browser tests only: production (and development) servers have no such route.
  if (env.NODE_ENV === 'test') registerJobTestHooks(app, dailyRallyTick, deps);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Jobs in progress get the grace time too; one cut short is retried by the next server.
    await jobs.stop(GRACE_MS).catch((error: unknown) => app.log.error({ err: error }, 'jobs stop'));
    await dailyRallyTick.close();
    // Past this, the process exits whatever is still running (an orchestrator kills at 30 s).
    setTimeout(() => {
      app.log.error('the stop took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    // Requests in flight get a bounded time to finish; a generation cut here has its speech given
    // back by housekeeping (its reservation row outlives the process).
    const cutInFlight = setTimeout(() => {
      app.log.warn(`requests still in flight after ${GRACE_MS} ms: closing their connections`);
      app.server.closeAllConnections();
    }, GRACE_MS);
    // Idle keep-alive connections close at once; a request in flight is answered with
    // `Connection: close` (server.ts), so its connection ends with it.
    await app.close();
    clearTimeout(cutInFlight);
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  // After listening, so /api/health answers at once; the voice warms up on its own thread.
  deps.providers.voices.primary.warm?.();
}

function requirePgliteSql(executor: SqlExecutor | undefined): SqlExecutor {
  if (!executor) throw new Error('PGlite opened without its SQL executor');
  return executor;
}
