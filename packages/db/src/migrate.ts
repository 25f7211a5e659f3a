import { sql } from 'kysely';
import type { DatabaseIntrospector, Kysely, TableMetadata } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import type { MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/**
 * Kysely's migrator keeps its own tables in the connection's current schema. Named explicitly,
 * because unnamed it accepts them from any schema, and one database may hold several (a test run each).
 */
async function migratorFor<DB>(db: Kysely<DB>): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return new Migrator({
    db: schema === undefined ? db : lookingIn(db, schema),
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
}

/**
 * `db`, its introspection reading only `schema`'s tables. Kysely's own reads every schema in the
 * database, each by name (`has_schema_privilege`), and fails with 3F000 when another is dropped
 * meanwhile (measured: 203 of 713 reads beside a session creating and dropping schemas); test runs
 * share one database and drop their schemas as they end, so a migration failed now and then in CI.
 * The migrator asks only whether its own tables exist, in its own schema.
 */
function lookingIn<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: () => tablesIn(),
  };
  async function tablesIn(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; isView: boolean; isForeign: boolean }>`
      select c.relname as name, c.relkind = 'v' as "isView", c.relkind = 'f' as "isForeign"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'f')`.execute(db);
    return rows.map((row) => ({ ...row, schema, columns: [] }));
  }
  return new Proxy(db, {
    get(target, key) {
      if (key === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, key);
      // Bound to the instance itself: Kysely's methods read its private fields.
      return typeof value === 'function' ? value.bind(target) : value;
    },
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
