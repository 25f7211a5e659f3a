import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db.ts';
import type { Db } from '../schema.ts';
import { createTestDb, testDatabases } from '../testing.ts';
import { findLiveSession, insertSession } from './sessions.ts';
import { findPublicUser } from './users.ts';

describe.each(testDatabases())('sessions on %s', (kind) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('finds a live session with the same user as the user lookup, and no other', async () => {
    const userId = randomUUID();
    await db
      .insertInto('users')
      .values({ id: userId, email: `${userId}@example.com`, firstName: 'Ada', speechLimit: 3 })
      .execute();
    const now = new Date('2026-11-25T10:00:00.000Z');
    const expire = new Date(now.getTime() + 60_000);
    await insertSession(db, { sid: 'live', userId, sess: { userId }, expire });
    await insertSession(db, { sid: 'over', userId, sess: { userId }, expire: now });

    expect(await findLiveSession(db, 'live', now)).toEqual({
      sid: 'live',
      expire,
      user: await findPublicUser(db, userId),
    });
    expect(await findLiveSession(db, 'over', now)).toBeUndefined();
    expect(await findLiveSession(db, 'unknown', now)).toBeUndefined();
  });
});
