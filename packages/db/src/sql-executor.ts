import type { PGliteDialect } from './pglite-dialect.ts';

/**
 * Raw SQL for a client that writes its own statements (the job engine, pg-boss): the shape of
 * pg-boss's `IDatabase`, declared here so this package depends on no job library.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Statements every session must have run; PGlite has one session, so they run once. */
  setSessionStatements(statements: string[]): Promise<void>;
}

/**
 * PGlite's one connection, taken in turn with Kysely's queries and transactions. A statement with
 * parameters goes through `query` (one statement); one without may be a block of several
 * (migrations, `BEGIN ... COMMIT` with an advisory lock) and goes through `exec`, whose results are
 * flattened so a RETURNING before a trailing COMMIT is kept. A failed block leaves the connection in
 * an aborted transaction, so it is rolled back before the error goes on, as a pool would drop it.
 */
export function pgliteSqlExecutor(dialect: PGliteDialect): SqlExecutor {
  const run = (text: string, values?: unknown[]) =>
    dialect.exclusive(async (pglite) => {
      try {
        if (values !== undefined && values.length > 0) {
          const result = await pglite.query(text, values);
          return { rows: result.rows as unknown[] };
        }
        const results = await pglite.exec(text);
        return { rows: results.flatMap((result) => result.rows as unknown[]) };
      } catch (error) {
        await pglite.query('rollback').catch(() => undefined);
        throw error;
      }
    });
  return {
    executeSql: run,
    async setSessionStatements(statements) {
      for (const statement of statements) await run(statement);
    },
  };
}
