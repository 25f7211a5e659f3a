import type { Db } from '@rally/db';
import { sql } from 'kysely';

/** The row count and a digest of the contents of every table, to compare before and after a batch. */
export type DatabaseSnapshot = Record<string, { rows: number; digest: string }>;

/** The tables of the schema the app uses (the migrations' own tables included). */
export async function tableNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Counts and digests each table. Sessions slide their expiry on use, so only which sessions exist is
 * compared there; every other table must not change at all, not even by an update.
 */
export async function snapshotOf(db: Db, tables: readonly string[]): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = {};
  for (const table of tables) {
    const row = table === 'sessions' ? sql`(t.sid, t.user_id)` : sql`t`;
    const { rows } = await sql<{ rows: number; digest: string }>`
      select count(*)::int as rows, md5(coalesce(string_agg(${row}::text, '|' order by ${row}::text), '')) as digest
      from ${sql.table(table)} as t`.execute(db);
    const [result] = rows;
    if (!result) throw new Error(`no answer counting ${table}`);
    snapshot[table] = result;
  }
  return snapshot;
}
