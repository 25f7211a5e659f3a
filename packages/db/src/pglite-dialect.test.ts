import { PGlite } from '@electric-sql/pglite';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleFor, IN_MEMORY } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database, Db } from './schema.ts';

describe('PGlite dialect', () => {
  let pglite: PGlite;
  let db: Db;
  beforeAll(async () => {
    pglite = await PGlite.create(IN_MEMORY);
    db = handleFor(new PGliteDialect(pglite), 'pglite').db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  async function insertUser(id: string): Promise<void> {
    await db
      .insertInto('users')
      .values({ id, email: `${id}@example.com` })
      .execute();
  }

  async function speechesUsed(id: string): Promise<number | undefined> {
    const user = await db
      .selectFrom('users')
      .select('speechesUsed')
      .where('id', '=', id)
      .executeTakeFirst();
    return user?.speechesUsed;
  }

  /**
   * The statements PGlite receives, in the order it receives them, from a Kysely over the same PGlite
   * whose `query` is recorded: the order tells whether two callers' statements interleaved.
   */
  function recordedDb(): { db: Db; statements: string[] } {
    const statements: string[] = [];
    const recording = new Proxy(pglite, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return (query: string, ...rest: unknown[]) => {
          statements.push(query.replace(/\s+/g, ' ').trim());
          return (target.query as (...args: unknown[]) => unknown)(query, ...rest);
        };
      },
    });
    return { db: handleFor(new PGliteDialect(recording), 'pglite').db, statements };
  }

  it('runs a transaction started inside another after that one commits', async () => {
    await insertUser('counter');
    const recorded = recordedDb();
    const increment = (trx: Transaction<Database>, by: number) =>
      trx
        .updateTable('users')
        .set((eb) => ({ speechesUsed: eb('speechesUsed', '+', by) }))
        .where('id', '=', 'counter')
        .execute();
    let second: Promise<void> | undefined;
    await recorded.db.transaction().execute(async (trx) => {
      await increment(trx, 1);
      // Asked for while the first holds the connection: on a shared connection without turns its
      // BEGIN would reach PGlite before the first's next statement.
      second = recorded.db.transaction().execute((inner) => increment(inner, 10).then(() => {}));
      await increment(trx, 100);
    });
    await second;

    expect(recorded.statements.map((statement) => statement.split(' ')[0])).toEqual([
      'begin',
      'update',
      'update',
      'commit',
      'begin',
      'update',
      'commit',
    ]);
    expect(await speechesUsed('counter')).toBe(111);
  });

  it('makes a query outside a transaction wait for its commit', async () => {
    await insertUser('reader');
    const recorded = recordedDb();
    let read: Promise<number | undefined> | undefined;
    await recorded.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ speechesUsed: 1 }).where('id', '=', 'reader').execute();
      read = recorded.db
        .selectFrom('users')
        .select('speechesUsed')
        .where('id', '=', 'reader')
        .executeTakeFirst()
        .then((user) => user?.speechesUsed);
      await sql`select 'still in the transaction'`.execute(trx);
    });

    expect(await read).toBe(1);
    expect(recorded.statements.map((statement) => statement.split(' ')[0])).toEqual([
      'begin',
      'update',
      'select',
      'commit',
      'select',
    ]);
    expect(recorded.statements[2]).toContain('still in the transaction');
  });

  it('rolls back a failed transaction and frees the connection', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ id: 'rolled-back', email: 'rolled-back@example.com' })
        .execute();
      throw new Error('changed my mind');
    });

    await expect(failing).rejects.toThrow('changed my mind');
    expect(await speechesUsed('rolled-back')).toBeUndefined();
  });

  it('frees the connection after a statement fails inside a transaction', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ id: 'twin', email: 'twin@example.com' }).execute();
      await trx.insertInto('users').values({ id: 'twin', email: 'twin@example.com' }).execute();
    });

    await expect(failing).rejects.toThrow(/duplicate key/);
    await insertUser('after-failure');
    expect(await speechesUsed('twin')).toBeUndefined();
    expect(await speechesUsed('after-failure')).toBe(0);
  });

  it('rolls back to a savepoint', async () => {
    const trx = await db.startTransaction().execute();
    await trx
      .insertInto('users')
      .values({ id: 'before-savepoint', email: 'before@example.com' })
      .execute();
    const withSavepoint = await trx.savepoint('attempt').execute();
    await withSavepoint
      .insertInto('users')
      .values({ id: 'after-savepoint', email: 'after@example.com' })
      .execute();
    await withSavepoint.rollbackToSavepoint('attempt').execute();
    await trx.commit().execute();

    expect(await speechesUsed('before-savepoint')).toBe(0);
    expect(await speechesUsed('after-savepoint')).toBeUndefined();
  });
});
