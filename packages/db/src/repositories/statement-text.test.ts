import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db.ts';
import type { Db } from '../schema.ts';
import { createTestDb, testDatabases } from '../testing.ts';
import { listGoals } from './goals.ts';
import { builtOnce } from './statement-text.ts';

describe.each(testDatabases())('statements built once on %s', (kind) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  const userWithGoals = async (titles: string[]) => {
    const userId = randomUUID();
    await db
      .insertInto('users')
      .values({ id: userId, email: `${userId}@example.com` })
      .execute();
    for (const title of titles) {
      await db.insertInto('goals').values({ userId, title, category: 'health' }).execute();
    }
    return userId;
  };

  it("answer each run with that run's values, as the same query built each time does", async () => {
    const ada = await userWithGoals(['run', 'swim', 'read']);
    const grace = await userWithGoals(['sing']);
    const goalTitles = builtOnce(
      (db, { userId, title, limit }: { userId: string; title: string; limit: number }) =>
        db
          .selectFrom('goals')
          .select('title')
          .where('userId', '=', userId)
          .where('title', '<>', title)
          // A constant beside the values: it stays as it was built.
          .where('category', '=', 'health')
          .orderBy('title')
          .limit(limit),
    );
    const built = (userId: string, title: string, limit: number) =>
      db
        .selectFrom('goals')
        .select('title')
        .where('userId', '=', userId)
        .where('title', '<>', title)
        .where('category', '=', 'health')
        .orderBy('title')
        .limit(limit)
        .execute();

    for (const [userId, title, limit] of [
      [ada, 'swim', 5],
      [ada, 'read', 1],
      [grace, 'run', 5],
      [ada, 'nothing', 2],
    ] as const) {
      const once = await goalTitles(db, { userId, title, limit });
      expect(once).toEqual(await built(userId, title, limit));
    }
    expect(await goalTitles(db, { userId: ada, title: 'swim', limit: 5 })).toEqual([
      { title: 'read' },
      { title: 'run' },
    ]);
    // The repositories' own, through the plugins (camelCase keys, Dates) as before.
    const [goal] = await listGoals(db, grace, { limit: 10, offset: 0 });
    expect(goal).toMatchObject({ userId: grace, title: 'sing', isCompleted: 0 });
    expect(goal?.createdAt).toBeInstanceOf(Date);
  });

  it('run inside a transaction, built for it', async () => {
    const userId = await userWithGoals(['walk']);
    const titles = builtOnce((db, { userId }: { userId: string }) =>
      db.selectFrom('goals').select('title').where('userId', '=', userId),
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('goals')
        .values({ userId, title: 'climb', category: 'health' })
        .execute();
      expect((await titles(trx, { userId })).map((row) => row.title).sort()).toEqual([
        'climb',
        'walk',
      ]);
    });
    expect(await titles(db, { userId })).toHaveLength(2);
  });

  it('refuse a value read in JavaScript, or one that never reaches the statement', async () => {
    const userId = await userWithGoals(['walk']);
    const readInJavaScript = builtOnce((db, { userId, limit }: { userId: string; limit: number }) =>
      db
        .selectFrom('goals')
        .select('title')
        .where('userId', '=', userId)
        .limit(limit > 10 ? 10 : limit),
    );
    await expect(readInJavaScript(db, { userId, limit: 5 })).rejects.toThrow(
      '"limit" is built into the statement once',
    );
    const leftOut = builtOnce((db, { userId, title }: { userId: string; title: string }) => {
      void title;
      return db.selectFrom('goals').select('title').where('userId', '=', userId);
    });
    await expect(leftOut(db, { userId, title: 'walk' })).rejects.toThrow(
      '"title" did not reach the statement as a value',
    );
  });
});
