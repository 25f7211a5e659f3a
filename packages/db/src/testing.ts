import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteInterface } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { connectPostgres, handleFor, IN_MEMORY } from './create-db.ts';
import type { DbDialect, DbHandle } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';

export type TestDatabaseKind = DbDialect;

/** The PostgreSQL server to test against, if one is configured. */
export function postgresTestUrl(): string | undefined {
  // eslint-disable-next-line no-restricted-properties -- test helper: the test runner's environment chooses the databases
  const url = process.env.DATABASE_URL;
  return url === undefined || url === '' ? undefined : url;
}

/**
 * The databases a suite runs on: PGlite always, PostgreSQL too when DATABASE_URL is set.
 * Usage: `describe.each(testDatabases())('%s', (kind) => { ... })`.
 */
export function testDatabases(): TestDatabaseKind[] {
  return postgresTestUrl() === undefined ? ['pglite'] : ['pglite', 'postgres'];
}

/** A fresh, migrated database of its own; `close` removes it. */
export function createTestDb(kind: TestDatabaseKind): Promise<DbHandle> {
  return kind === 'pglite' ? createPgliteTestDb() : createPostgresTestDb();
}

// Starting PGlite costs seconds and hundreds of MB; cloning a migrated one costs a fraction of that.
let migratedTemplate: Promise<PGlite> | undefined;

async function createMigratedTemplate(): Promise<PGlite> {
  const pglite = await PGlite.create(IN_MEMORY);
  // Not destroyed afterwards: destroying the Kysely instance would close the template.
  await migrateToLatest(new Kysely<unknown>({ dialect: new PGliteDialect(pglite) }));
  return pglite;
}

async function createPgliteTestDb(): Promise<DbHandle> {
  migratedTemplate ??= createMigratedTemplate();
  const clone: PGliteInterface = await (await migratedTemplate).clone();
  return handleFor(new PGliteDialect(clone), 'pglite');
}

async function createPostgresTestDb(): Promise<DbHandle> {
  const connectionString = postgresTestUrl();
  if (connectionString === undefined)
    throw new Error('DATABASE_URL is not set: no PostgreSQL to test on.');
  const schema = `rally_test_${randomBytes(6).toString('hex')}`;
  // The schema name is our own hex string, so it is safe in the connection's options.
  const connection = { connectionString, options: `-c search_path=${schema}` };
  const handle = connectPostgres(connection);
  const removeSchema = async (): Promise<void> => {
    try {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
    } finally {
      await handle.db.destroy();
    }
  };
  try {
    await sql`create schema ${sql.id(schema)}`.execute(handle.db);
    await migrateToLatest(handle.db);
  } catch (error) {
    await removeSchema();
    throw error;
  }
  return { ...handle, close: removeSchema };
}

/** The id of a process that has ended, as a server killed with -9 leaves in its lock file. */
export async function pidOfEndedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.once('exit', done));
  if (child.pid === undefined) throw new Error('the process did not start');
  return child.pid;
}
