import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db.ts';
import type { Db } from './schema.ts';
import { createTestDb } from './testing.ts';

describe('PGlite dialect', () => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb('pglite');
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
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

  it('runs two concurrent transactions one after the other', async () => {
    await insertUser('counter');
    // Read, wait, write: if the two transactions interleaved, both would read 0 and the end value would be 1.
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('speechesUsed')
          .where('id', '=', 'counter')
          .executeTakeFirstOrThrow();
        await sleep(50);
        await trx
          .updateTable('users')
          .set({ speechesUsed: user.speechesUsed + 1 })
          .where('id', '=', 'counter')
          .execute();
      });

    await Promise.all([increment(), increment()]);

    expect(await speechesUsed('counter')).toBe(2);
  });

  it('makes a query outside a transaction wait for its commit', async () => {
    await insertUser('reader');
    const events: string[] = [];
    const writer = db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ speechesUsed: 1 }).where('id', '=', 'reader').execute();
      await sleep(50);
      events.push('committing');
    });
    await sleep(10);
    const read = speechesUsed('reader').then((value) => {
      events.push('read');
      return value;
    });

    await writer;

    expect(await read).toBe(1);
    expect(events).toEqual(['committing', 'read']);
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
