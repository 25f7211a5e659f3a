import { createHash } from 'node:crypto';
import { Client } from 'pg';

/**
 * The statements PostgreSQL connections prepare: those on the paths every signed-in request or page
 * takes (runStatement, runPrepared). Sent as a named statement, such a statement is parsed and
 * planned once per connection and then only bound and run; sent unnamed, as Kysely sends everything,
 * PostgreSQL parses and plans it on every run. On `GET /api/speeches`' two statements that was
 * about two thirds of PostgreSQL's CPU a request (docs/decisions/prepared-statements.md).
 *
 * A prepared statement lives as long as its connection, so only texts that never change are marked,
 * and no more than MAX_PREPARED_STATEMENTS of them: past that, statements run unnamed as before.
 */
const statementNames = new Map<string, string>();

export const MAX_PREPARED_STATEMENTS = 200;

/**
 * `select *`, `table.*` or `returning *`. PostgreSQL refuses to run a prepared statement whose
 * result's columns have changed ('cached plan must not change result type'), so a migration that
 * adds a column would break, until they reconnect, the servers still running the old code.
 */
const ALL_COLUMNS = /\bselect\s+\*|\.\*|\breturning\s+\*/i;

/** Marks a statement's text as one to prepare: its name is derived from the text, so never reused. */
export function prepareOnPostgres(text: string): void {
  if (statementNames.has(text) || statementNames.size >= MAX_PREPARED_STATEMENTS) return;
  if (ALL_COLUMNS.test(text)) {
    throw new Error(`A prepared statement must name its columns, not ask for all of them: ${text}`);
  }
  const digest = createHash('sha256').update(text).digest('base64url').slice(0, 24);
  statementNames.set(text, `rally_${digest}`);
}

/**
 * PostgreSQL's refusal to run a prepared statement whose result's columns changed under it: a
 * migration changed the type of a column it reads, while this server kept running.
 */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === '0A000' &&
    error.message === 'cached plan must not change result type'
  );
}

/**
 * pg's client, running a marked statement's text as its named statement. Everything else (built
 * statements, query configs, callbacks, cursors) goes to pg unchanged.
 */
export class StatementPreparingClient extends Client {
  /** Names PostgreSQL refused on this connection once their columns changed: run unnamed since. */
  private readonly stalePlans = new Set<string>();

  // pg's query has a dozen overloads; this one forwards every call it does not rewrite unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values, callback] = args as [unknown, unknown, unknown];
    const name = typeof text === 'string' ? statementNames.get(text) : undefined;
    if (
      name === undefined ||
      !Array.isArray(values) ||
      callback !== undefined ||
      this.stalePlans.has(name)
    ) {
      return (super.query as (...forwarded: unknown[]) => unknown)(...args);
    }
    const statement = { text: text as string, values };
    // Run again unnamed, which PostgreSQL plans afresh: the refusal comes before the statement
    // ran, so it runs once. Inside a transaction the retry fails too (the refusal aborted the
    // transaction), as the statement alone would have.
    return super.query({ ...statement, name }).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      this.stalePlans.add(name);
      return super.query(statement);
    });
  }
}
