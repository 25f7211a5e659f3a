import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import type { MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/**
 * Kysely's migrator keeps its own tables in the connection's current schema. Named explicitly,
 * because unnamed it accepts them from any schema, and one database may hold several (a test run each).
 */
async function migratorFor<DB>(db: Kysely<DB>): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema,
  });
}

function throwIfFailed(resultSet: MigrationResultSet, action: string): void {
  if (resultSet.error === undefined) return;
  const failed = resultSet.results?.find((result) => result.status === 'Error');
  const step = failed ? ` at ${failed.migrationName} (${failed.direction.toLowerCase()})` : '';
  const reason =
    resultSet.error instanceof Error ? resultSet.error.message : String(resultSet.error);
  throw new Error(`Database ${action} failed${step}: ${reason}`, { cause: resultSet.error });
}

/** Applies every migration not yet applied. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  throwIfFailed(await (await migratorFor(db)).migrateToLatest(), 'migration');
}

/** Reverts every applied migration, leaving an empty schema (apart from Kysely's migration tables). */
export async function migrateDown<DB>(db: Kysely<DB>): Promise<void> {
  throwIfFailed(await (await migratorFor(db)).migrateTo(NO_MIGRATIONS), 'rollback');
}
