import { createHash } from 'node:crypto';
import { Client } from 'pg';

/**
 * The statements PostgreSQL connections prepare: those on the paths every signed-in request or page
 * takes (runStatement, runPrepared). Sent as a named statement, such a statement is parsed and
 * planned once per connection and then only bound and run; sent unnamed, as Kysely sends everything,
 * PostgreSQL parses and plans it on every run. On `GET /api/speeches`' two statements that was
 * about two thirds of PostgreSQL's CPU a request (docs/decisions/prepared-statements.md).
 *
 * A statement to prepare carries PREPARE_MARK at the head of its text, and each connection, which
 * takes the mark off, keeps the names of the texts it prepared: nothing is held by the process,
 * so two databases (two servers, tests) never share a list. A prepared statement lives as long as
 * its connection, so only texts that never change are marked, and a connection prepares no more
 * than MAX_PREPARED_STATEMENTS of them: past that, statements run unnamed as before.
 */
export const MAX_PREPARED_STATEMENTS = 200;

/** Leads the text of a statement to prepare; the connection (pg's or PGlite's) takes it off. */
const PREPARE_MARK = '/* rally:prepare */ ';

/**
 * `select *`, `table.*` or `returning *`. PostgreSQL refuses to run a prepared statement whose
 * result's columns have changed ('cached plan must not change result type'), so a migration that
 * adds a column would break, until they reconnect, the servers still running the old code.
 */
const ALL_COLUMNS = /\bselect\s+\*|\.\*|\breturning\s+\*/i;

/**
 * A statement's text marked as one to prepare on PostgreSQL (its name derives from the text). A
 * text written out once is marked once, where it is written (repositories' `*_SQL` constants):
 * a text marked afresh on each run is a new string, which each connection's lookup hashes again.
 */
export function markedToPrepare(text: string): string {
  if (text.startsWith(PREPARE_MARK)) return text;
  // The '*' look first: the pattern costs about 2 µs on a long text, and most have no '*' at all.
  if (text.includes('*') && ALL_COLUMNS.test(text)) {
    throw new Error(`A prepared statement must name its columns, not ask for all of them: ${text}`);
  }
  return PREPARE_MARK + text;
}

/** The text as the database runs it: without the mark, if it has one. */
export function withoutPrepareMark(text: string): string {
  return text.startsWith(PREPARE_MARK) ? text.slice(PREPARE_MARK.length) : text;
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
  /** How many texts this connection prepares; none for a pool told not to (UnpreparedClient). */
  protected readonly maxPrepared: number = MAX_PREPARED_STATEMENTS;
  /** The texts this connection prepares, by their marked text: the name and the text to send. */
  private readonly prepared = new Map<string, { name: string; text: string }>();
  /** Names PostgreSQL refused on this connection once their columns changed: run unnamed since. */
  private readonly stalePlans = new Set<string>();

  // pg's query has a dozen overloads; this one forwards every call it does not rewrite unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values, callback] = args as [unknown, unknown, unknown];
    const forward = (forwarded: unknown[]) =>
      (super.query as (...forwarded: unknown[]) => unknown)(...forwarded);
    if (typeof text !== 'string' || !text.startsWith(PREPARE_MARK)) return forward(args);
    const named = this.namedOnce(text);
    if (
      named === undefined ||
      !Array.isArray(values) ||
      callback !== undefined ||
      this.stalePlans.has(named.name)
    ) {
      return forward([withoutPrepareMark(text), ...args.slice(1)]);
    }
    const { name } = named;
    const statement = { text: named.text, values };
    // Run again unnamed, which PostgreSQL plans afresh: the refusal comes before the statement
    // ran, so it runs once. Inside a transaction the retry fails too (the refusal aborted the
    // transaction), as the statement alone would have.
    return super.query({ ...statement, name }).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      this.stalePlans.add(name);
      return super.query(statement);
    });
  }

  /** How this connection prepares a marked text; undefined once it has prepared its most. */
  private namedOnce(marked: string): { name: string; text: string } | undefined {
    const known = this.prepared.get(marked);
    if (known !== undefined || this.prepared.size >= this.maxPrepared) return known;
    const text = withoutPrepareMark(marked);
    const digest = createHash('sha256').update(text).digest('base64url').slice(0, 24);
    const named = { name: `rally_${digest}`, text };
    this.prepared.set(marked, named);
    return named;
  }
}

/** pg's client for a pool that must not prepare (a pooler in between): marked texts run unnamed. */
export class UnpreparedClient extends StatementPreparingClient {
  protected override readonly maxPrepared = 0;
}
