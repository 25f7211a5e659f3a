import type { PGliteInterface } from '@electric-sql/pglite';
import {
  CompiledQuery,
  createQueryId,
  IdentifierNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  RawNode,
} from 'kysely';
import type {
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { textParsers } from './type-parsers.ts';
import { withoutPrepareMark } from './prepared-statements.ts';

/**
 * Kysely over one PGlite instance. PGlite is a single connection with no isolation between callers, so
 * the driver hands its one connection to one caller at a time: a transaction holds it from BEGIN until
 * COMMIT or ROLLBACK and every other query or transaction waits its turn.
 * Inside a transaction, use the transaction object: a query on the outer `db` would wait for ever.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGliteInterface;
  /** Shared with the driver, so `exclusive` waits its turn like any Kysely query or transaction. */
  readonly #mutex = new Mutex();

  constructor(pglite: PGliteInterface) {
    this.#pglite = pglite;
  }

  /**
   * Runs `work` on the raw PGlite between other callers' queries and transactions, for a client that
   * speaks SQL itself (the job engine); without the turn its statements could land inside someone's
   * transaction on the one connection.
   */
  async exclusive<T>(work: (pglite: PGliteInterface) => Promise<T>): Promise<T> {
    const release = await this.#mutex.acquire();
    try {
      return await work(this.#pglite);
    } finally {
      release();
    }
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite, this.#mutex);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/** A lock granted in request order; `acquire` resolves to the function that releases it. */
class Mutex {
  #last: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    const previous = this.#last;
    let release = (): void => undefined;
    this.#last = new Promise<void>((resolve) => {
      release = resolve;
    });
    return previous.then(() => release);
  }
}

const MUTATING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGliteInterface;

  constructor(pglite: PGliteInterface) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // A statement marked to prepare runs as any other: PGlite has one connection and no pooler.
    const text = withoutPrepareMark(compiledQuery.sql);
    const result = await this.#pglite.query<R>(text, [...compiledQuery.parameters], {
      rowMode: 'object',
      parsers: textParsers,
    });
    const mutated = result.command !== undefined && MUTATING_COMMANDS.has(result.command);
    return {
      rows: result.rows,
      numAffectedRows: mutated ? BigInt(result.affectedRows ?? 0) : undefined,
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite.');
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGliteInterface;
  readonly #connection: PGliteConnection;
  readonly #mutex: Mutex;
  #release: (() => void) | undefined;

  constructor(pglite: PGliteInterface, mutex: Mutex) {
    this.#pglite = pglite;
    this.#mutex = mutex;
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.acquire();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const options = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter((option) => option !== '');
    await connection.executeQuery(CompiledQuery.raw(['begin', ...options].join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(
      compileQuery(savepointCommand('savepoint', savepointName), createQueryId()),
    );
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(
      compileQuery(savepointCommand('rollback to', savepointName), createQueryId()),
    );
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(
      compileQuery(savepointCommand('release', savepointName), createQueryId()),
    );
  }

  async destroy(): Promise<void> {
    // Wait for the query or transaction in progress, so closing never cuts one short.
    const release = await this.#mutex.acquire();
    try {
      if (!this.#pglite.closed) await this.#pglite.close();
    } finally {
      release();
    }
  }
}

function savepointCommand(command: string, savepointName: string): RawNode {
  return RawNode.createWithChildren([
    RawNode.createWithSql(`${command} `),
    IdentifierNode.create(savepointName),
  ]);
}
