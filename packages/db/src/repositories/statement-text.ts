import { CompiledQuery, type Compilable } from 'kysely';
import { markedToPrepare } from '../prepared-statements.ts';
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

/** A JSON object of `table`'s columns keyed by their TypeScript names, for a statement's subquery. */
export const jsonRow = (table: string, columns: readonly string[]) =>
  `json_build_object(${columns.map((column) => `'${column}', ${table}.${storedName(column)}`).join(', ')})`;

const withoutPlugins = new WeakMap<Db, Db>();

/**
 * Runs a statement written out once, its answer's columns named as TypeScript names them
 * (namedSelectList), past the CamelCasePlugin: the plugin would copy every row to rename keys that
 * need no renaming (about 4 % of the server's CPU on `GET /api/speeches`,
 * docs/decisions/statements-written-once.md).
 * `db` may be a transaction; its plugin-free twin is made once. On PostgreSQL the statement is
 * prepared on each connection the first time it runs there (prepared-statements.ts).
 */
export function runStatement<Row>(
  db: Db,
  text: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  return runText<Row>(db, markedToPrepare(text), parameters);
}

/**
 * Runs a statement written out once, past the CamelCasePlugin like `runStatement`, but unprepared:
 * planned afresh on each run, for a statement that runs rarely (the daily rally's minute tick) and
 * whose best plan depends on its values (how many rows are due), which a prepared statement's
 * generic plan would not look at.
 */
export function runUnprepared<Row>(
  db: Db,
  text: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  return runText<Row>(db, text, parameters);
}

async function runText<Row>(db: Db, text: string, parameters: readonly unknown[]): Promise<Row[]> {
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

/**
 * Runs a built query as a prepared statement on PostgreSQL (prepared-statements.ts): for the reads
 * every signed-in page makes, whose text is the same on every call. Not for a query whose text
 * varies with its input beyond a few shapes (a list of values, a value written into the SQL), and
 * its columns are named, never `selectAll()`. `query` is built on `db` (or the same transaction).
 */
export async function runPrepared<Row>(db: Db, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  const marked: CompiledQuery<Row> = { ...compiled, sql: markedToPrepare(compiled.sql) };
  return (await db.executeQuery(marked)).rows;
}

/**
 * Stands in for one of a statement's values while it is built once (`builtOnce`): the run's own
 * value takes its place among the compiled statement's parameters. Read in JavaScript instead (a
 * comparison, a template), it throws, since the statement would then hold the first run's reading.
 */
class StandIn {
  constructor(readonly key: string) {}
  [Symbol.toPrimitive](): never {
    throw new Error(`"${this.key}" is built into the statement once: pass it to Kysely as a value`);
  }
}

/**
 * A read built with Kysely and compiled once per database, then run as a prepared statement (as
 * runPrepared) with each call's `values`: building and compiling a query cost 20–45 µs, about as
 * much as PostgreSQL's work on it, and a signed-in page written afresh makes a dozen
 * (docs/decisions/statements-written-once.md). `build` gets stand-ins for `values`, to pass to
 * Kysely as values only (in a where, a limit), never as a list (`in`) or SQL text; a stand-in that
 * is not among the compiled parameters is an error at the first run. A transaction is a database of
 * its own here: its statements are built for it.
 */
export function builtOnce<Values extends Record<string, unknown>, Row>(
  build: (db: Db, values: Values) => Compilable<Row>,
): (db: Db, values: Values) => Promise<Row[]> {
  const compiledFor = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db, values) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = compileWithStandIns(db, build);
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter instanceof StandIn ? values[parameter.key] : parameter,
    );
    const run: CompiledQuery<Row> = { ...compiled, parameters };
    return (await db.executeQuery(run)).rows;
  };
}

function compileWithStandIns<Values extends Record<string, unknown>, Row>(
  db: Db,
  build: (db: Db, values: Values) => Compilable<Row>,
): CompiledQuery<Row> {
  const asked = new Set<string>();
  const standIns = new Proxy(
    {},
    {
      get(_target, key) {
        if (typeof key !== 'string') return undefined;
        asked.add(key);
        return new StandIn(key);
      },
    },
  ) as Values;
  const compiled = build(db, standIns).compile();
  const bound = new Set(
    compiled.parameters.flatMap((parameter) =>
      parameter instanceof StandIn ? [parameter.key] : [],
    ),
  );
  for (const key of asked) {
    if (!bound.has(key)) {
      throw new Error(`"${key}" did not reach the statement as a value: ${compiled.sql}`);
    }
  }
  return { ...compiled, sql: markedToPrepare(compiled.sql) };
}
