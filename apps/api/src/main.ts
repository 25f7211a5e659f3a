import { createDb, migrateToLatest } from '@rally/db';
import { EnvError, loadEnv } from './env.ts';
import { startHousekeeping } from './housekeeping.ts';
import { createProviders } from './providers/index.ts';
import { buildServer } from './server.ts';

async function main() {
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

  const database = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateToLatest(database.db);
  const deps = {
    env,
    db: database.db,
    dbDialect: database.dialect,
    providers: createProviders(env, database.db),
    now: () => new Date(),
  };

  const app = await buildServer(deps);
  const stopHousekeeping = startHousekeeping(deps, app.log);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
}

await main();
