import { CompiledQuery } from 'kysely';
import type { Db } from '../schema.ts';

/**
 * For the few statements on the hottest paths that are written out as text once, instead of being
 * built (and compiled by Kysely) on every call: measured under load, compiling cost more than running.
 */

/** The stored (snake_case) name of a column: what the CamelCasePlugin makes of it in built queries. */
export const storedName = (column: string) =>
  column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `table.column, …` for a select list inside a statement (a subquery's columns keep their stored names). */
export const selectList = (table: string, columns: readonly string[]) =>
  columns.map((column) => `${table}.${storedName(column)}`).join(', ');

/** `table.stored_name as "name", …`: a statement's answer keyed by the TypeScript names. */
export const namedSelectList = (table: string, columns: readonly string[]) =>
  columns.map((column) => `${table}.${storedName(column)} as "${column}"`).join(', ');

const withoutPlugins = new WeakMap<Db, Db>();

/**
 * Runs a statement written out once, its answer's columns named as TypeScript names them
 * (namedSelectList), past the CamelCasePlugin: the plugin would copy every row to rename keys that
 * need no renaming (about 4 % of the server's CPU on `GET /api/speeches`, docs/decisions.md).
 * `db` may be a transaction; its plugin-free twin is made once.
 */
export async function runStatement<Row>(
  db: Db,
  text: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  let plain = withoutPlugins.get(db);
  if (!plain) {
    plain = db.withoutPlugins();
    withoutPlugins.set(db, plain);
  }
  const { rows } = await plain.executeQuery(
    CompiledQuery.raw(text, [...parameters]) as CompiledQuery<Row>,
  );
  return rows;
}
