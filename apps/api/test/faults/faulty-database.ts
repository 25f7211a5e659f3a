import type { Database } from '@rally/db';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import type {
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * How a connection is lost at the statement a fault is armed for:
 * - `before`: the statement never reaches the database (a connection that died while idle);
 * - `after`: the database runs it, then the connection dies before the answer arrives;
 * - `kill`: PostgreSQL only: the server really ends the backend (`pg_terminate_backend`) just
 *   before the statement is sent, so `pg` reports the loss in its own words.
 * In the first two the database does what a server does when its client vanishes: it rolls back
 * the open transaction (a statement run outside one stays done).
 */
export type FaultMoment = 'before' | 'after' | 'kill';

export interface ArmedFault {
  /** The statement to fail: the nth one sent from now (1 = the next), or the first whose SQL matches. */
  at: number | RegExp;
  moment?: FaultMoment;
}

export interface FaultyDatabase {
  /** Use it as the app's `deps.db`: the same database, reached through breakable connections. */
  db: Kysely<Database>;
  /** Loses the connection at one coming statement; several faults may be armed at once. */
  arm(fault: ArmedFault): void;
  /** Removes the faults not hit yet and answers how many there were. */
  disarmAll(): number;
  /** Every statement the app sent through `db`, in order (failed ones included). */
  readonly statements: string[];
}

/** What `pg` reports when the connection of a running statement is lost. */
export const CONNECTION_LOST = 'Connection terminated unexpectedly';
/** What `pg` reports for any later statement on that connection. */
export const CONNECTION_BROKEN = 'Client has encountered a connection error and is not queryable';

interface PendingFault {
  remaining: number | null;
  pattern: RegExp | null;
  moment: FaultMoment;
}

class FaultPlan {
  readonly statements: string[] = [];
  readonly #pending: PendingFault[] = [];

  arm({ at, moment = 'before' }: ArmedFault): void {
    this.#pending.push(
      typeof at === 'number'
        ? { remaining: at, pattern: null, moment }
        : { remaining: null, pattern: at, moment },
    );
  }

  disarmAll(): number {
    return this.#pending.splice(0).length;
  }

  /** Records a statement about to be sent and answers the fault that hits it, if any. */
  take(statement: string): FaultMoment | undefined {
    this.statements.push(statement);
    let hit: FaultMoment | undefined;
    for (const fault of [...this.#pending]) {
      if (fault.remaining !== null) fault.remaining -= 1;
      const hits = fault.remaining === 0 || (fault.pattern?.test(statement) ?? false);
      if (hits && hit === undefined) {
        hit = fault.moment;
        this.#pending.splice(this.#pending.indexOf(fault), 1);
      }
    }
    return hit;
  }
}

const isBegin = (statement: string) => /^\s*(begin|start transaction)\b/i.test(statement);
const isEnd = (statement: string) => /^\s*(commit|rollback)\s*$/i.test(statement);

/** One lease of a real connection of the app's database, which a fault can break. */
class FaultyConnection implements DatabaseConnection {
  #broken = false;
  #inTransaction = false;

  constructor(
    private readonly inner: DatabaseConnection,
    private readonly plan: FaultPlan,
    private readonly killBackend: (pid: number) => Promise<void>,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#broken) throw new Error(CONNECTION_BROKEN);
    const fault = this.plan.take(query.sql);
    if (fault === 'kill') {
      // The statement, and any later one on this connection, then fails in pg's own words.
      const { rows } = await this.inner.executeQuery<{ pid: number }>(
        CompiledQuery.raw('select pg_backend_pid() as pid'),
      );
      await this.killBackend(Number(rows[0]?.pid));
      return this.inner.executeQuery<R>(query);
    }
    if (fault === 'before') await this.#lose();
    const result = await this.inner.executeQuery<R>(query);
    if (isBegin(query.sql)) this.#inTransaction = true;
    if (isEnd(query.sql)) this.#inTransaction = false;
    if (fault === 'after') await this.#lose();
    return result;
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number) {
    if (this.#broken) throw new Error(CONNECTION_BROKEN);
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }

  /** The server's side of a lost client: the open transaction is rolled back. */
  async #lose(): Promise<never> {
    this.#broken = true;
    if (this.#inTransaction) {
      this.#inTransaction = false;
      await this.inner.executeQuery(CompiledQuery.raw('rollback'));
    }
    throw new Error(CONNECTION_LOST);
  }
}

/**
 * Hands out the connections of an existing Kysely instance (its pool, or PGlite's one connection
 * with its queue), each wrapped so that an armed fault can break it.
 */
class FaultyDriver implements Driver {
  constructor(
    private readonly inner: Kysely<Database>,
    private readonly plan: FaultPlan,
  ) {}

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    return new Promise((resolve, reject) => {
      this.inner
        .getExecutor()
        .provideConnection(
          (connection) =>
            new Promise<void>((release) => {
              resolve(new FaultyConnection(connection, this.plan, this.#killBackend, release));
            }),
        )
        .catch(reject);
    });
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as FaultyConnection).release();
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(
      CompiledQuery.raw(isolation ? `start transaction${isolation}` : 'begin'),
    );
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  /** The app's own database is closed by whoever opened it. */
  async destroy(): Promise<void> {}

  /** Ends the backend through another pooled connection, and waits until it is gone. */
  readonly #killBackend = async (pid: number): Promise<void> => {
    await sql`select pg_terminate_backend(${pid})`.execute(this.inner);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await sql<{
        alive: boolean;
      }>`select exists (select 1 from pg_stat_activity where pid = ${pid}) as alive`.execute(
        this.inner,
      );
      if (rows[0]?.alive === false) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`backend ${pid} did not end`);
  };
}

class FaultyDialect implements Dialect {
  constructor(private readonly driver: FaultyDriver) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return this.driver;
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/** A Kysely over the same database and with the same plugins as `inner`, whose connections can be broken. */
export function faultyDatabase(inner: Kysely<Database>): FaultyDatabase {
  const plan = new FaultPlan();
  const db = new Kysely<Database>({
    dialect: new FaultyDialect(new FaultyDriver(inner, plan)),
    plugins: [...inner.getExecutor().plugins],
  });
  return {
    db,
    arm: (fault) => plan.arm(fault),
    disarmAll: () => plan.disarmAll(),
    statements: plan.statements,
  };
}
