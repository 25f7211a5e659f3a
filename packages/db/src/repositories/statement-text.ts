/**
 * For the few statements on the hottest paths that are written out as text once, instead of being
 * built (and compiled by Kysely) on every call: measured under load, compiling cost more than running.
 */

/** The stored (snake_case) name of a column: what the CamelCasePlugin makes of it in built queries. */
export const storedName = (column: string) =>
  column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `table.column, …` for a select list; the plugin turns the answer's keys back into camelCase. */
export const selectList = (table: string, columns: readonly string[]) =>
  columns.map((column) => `${table}.${storedName(column)}`).join(', ');
