import { cp, mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { Dialect } from 'kysely';
import { Pool, types } from 'pg';
import type { PoolConfig } from 'pg';
import { lockFolder } from './folder-lock.ts';
import { migrateToLatest } from './migrate.ts';
import { StatementPreparingClient, UnpreparedClient } from './prepared-statements.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';
import { pgliteSqlExecutor } from './sql-executor.ts';
import type { SqlExecutor } from './sql-executor.ts';
import { textParsers } from './type-parsers.ts';

export type DbDialect = 'pglite' | 'postgres';

/** An open database: the Kysely instance, which engine serves it, and how to close it. */
export interface DbHandle {
  db: Kysely<Database>;
  dialect: DbDialect;
  /** Raw SQL on PGlite's one connection, in turn with `db` (PostgreSQL clients open their own pool). */
  pgliteSql?: SqlExecutor;
  /** How another pool (a thread's, say) reaches the same PostgreSQL database; none for PGlite. */
  connection?: PostgresConnection;
  close(): Promise<void>;
}

/** A PostgreSQL database as a pool is given it: the URL, and the session's options (a test's schema). */
export interface PostgresConnection {
  connectionString: string;
  options?: string;
}

export interface DbConfig {
  /** PostgreSQL connection string; without it (or when empty) the database is an embedded PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files (kept in `<dataDir>/pglite`); 'memory://' keeps them in memory. */
  dataDir: string;
  /** Told about errors of idle PostgreSQL connections (a restarted server, say); the pool replaces them. */
  onPoolError?: (error: Error) => void;
  /**
   * Whether PostgreSQL connections prepare the hottest statements (prepared-statements.ts); on
   * unless a connection pooler in between cannot keep a connection's prepared statements.
   */
  preparedStatements?: boolean;
  /**
   * A migrated PGlite folder (`writePgliteTemplate`, made when the API is built) that an empty
   * `dataDir` starts as: a copy takes a fraction of a second where creating the database costs ~3 s
   * (docs/decisions/server-start.md). Absent or missing: the database is created.
   */
  pgliteTemplate?: string;
}

export const IN_MEMORY = 'memory://';

/** Opens the database, without migrating it (see `migrateToLatest`). */
export async function createDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    return connectPostgres(
      { connectionString: config.databaseUrl },
      {
        preparedStatements: config.preparedStatements ?? true,
        ...(config.onPoolError ? { onPoolError: config.onPoolError } : {}),
      },
    );
  }
  if (config.dataDir === IN_MEMORY) {
    return handleFor(new PGliteDialect(await PGlite.create(IN_MEMORY)), 'pglite');
  }
  // One process per folder: two PGlite instances on the same files lose writes and corrupt them.
  await mkdir(config.dataDir, { recursive: true });
  const release = await lockFolder(config.dataDir);
  try {
    const handle = handleFor(
      new PGliteDialect(await openPglite(config.dataDir, config.pgliteTemplate)),
      'pglite',
    );
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * A PostgreSQL database through a pool of at most `max` connections (pg's default of 10 unless
 * told): the server's, or another thread's beside it.
 */
export function connectPostgres(
  connection: PostgresConnection,
  options: {
    max?: number;
    preparedStatements?: boolean;
    onPoolError?: (error: Error) => void;
  } = {},
): DbHandle {
  const { max, preparedStatements = true, onPoolError } = options;
  const pool = createPool(
    { ...connection, ...(max === undefined ? {} : { max }) },
    { preparedStatements },
  );
  pool.on('error', (error) => {
    if (onPoolError) onPoolError(error);
    else console.error('PostgreSQL connection error', error);
  });
  return handleFor(new PostgresDialect({ pool }), 'postgres', connection);
}

/**
 * A pg pool decoding values the way PGlite does (see type-parsers.ts), whose connections prepare
 * the statements marked for it (prepared-statements.ts) unless told not to.
 */
export function createPool(config: PoolConfig, { preparedStatements = true } = {}): Pool {
  const pool = new Pool({
    ...config,
    // Marked statements (prepared-statements.ts) lose their mark either way.
    Client: preparedStatements ? StatementPreparingClient : UnpreparedClient,
    types: { getTypeParser: (oid, format) => textParsers[oid] ?? types.getTypeParser(oid, format) },
  });
  // pg-pool listens for the errors of idle clients only. A client whose connection drops while it is
  // checked out (say between two statements of a transaction) would emit 'error' with no listener,
  // which crashes the process. Its statements fail anyway, and the pool drops it when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

async function openPglite(dataDir: string, template: string | undefined): Promise<PGlite> {
  const folder = resolve(join(dataDir, 'pglite'));
  if (template !== undefined && !(await isDatabaseFolder(folder))) {
    await startFromTemplate(folder, template);
  }
  await mkdir(folder, { recursive: true });
  return PGlite.create(folder);
}

async function isDatabaseFolder(folder: string): Promise<boolean> {
  return (await stat(join(folder, 'PG_VERSION')).catch(() => null)) !== null;
}

/**
 * Copies the template beside `folder`, then renames it into place: a copy cut short (kill -9) leaves
 * only the scratch folder, which the next start removes, never a half database.
 */
async function startFromTemplate(folder: string, template: string): Promise<void> {
  if (!(await isDatabaseFolder(template))) return;
  // An empty folder left by an earlier start is replaced; one holding anything else is left alone.
  const existing = await readdir(folder).catch(() => null);
  if (existing !== null && existing.length > 0) return;
  if (existing !== null) await rmdir(folder);
  const scratch = `${folder}.copying`;
  await rm(scratch, { recursive: true, force: true });
  await cp(template, scratch, { recursive: true });
  await rename(scratch, folder);
}

/** Creates a migrated PGlite database in `folder` (replacing what is there) for `pgliteTemplate`. */
export async function writePgliteTemplate(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  const pglite = await PGlite.create(folder);
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** Wraps a dialect in Kysely with the project's settings: camelCase in TypeScript, snake_case in SQL. */
export function handleFor(
  dialect: Dialect,
  kind: DbDialect,
  connection?: PostgresConnection,
): DbHandle {
  // Keys inside JSON values (e.g. helpful element names) are data, not column names: keep them as stored.
  const db = new Kysely<Database>({
    dialect,
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const pgliteSql = dialect instanceof PGliteDialect ? pgliteSqlExecutor(dialect) : undefined;
  return {
    db,
    dialect: kind,
    ...(pgliteSql ? { pgliteSql } : {}),
    ...(connection ? { connection } : {}),
    close: () => db.destroy(),
  };
}
