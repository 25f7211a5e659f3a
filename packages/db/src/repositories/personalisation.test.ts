import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db.ts';
import type { Db } from '../schema.ts';
import { createTestDb, testDatabases } from '../testing.ts';
import {
  findMusicBed,
  findUserPreferences,
  lockUserPreferences,
  saveMusicBed,
} from './personalisation.ts';

async function insertUser(db: Db): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({ id, email: `${id}@example.com` })
    .execute();
  return id;
}

describe.each(testDatabases())('the music bed preference on %s', (kind) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('is none on a preferences row made by learning, and undefined without a row', async () => {
    const userId = await insertUser(db);
    expect(await findMusicBed(db, userId)).toBeUndefined();
    await lockUserPreferences(db, userId);
    expect(await findMusicBed(db, userId)).toBe('none');
  });

  it('is saved without a row, changed with one, and only for that user', async () => {
    const userId = await insertUser(db);
    const other = await insertUser(db);
    await saveMusicBed(db, userId, 'calm');
    expect(await findMusicBed(db, userId)).toBe('calm');
    await saveMusicBed(db, userId, 'driving');
    expect(await findMusicBed(db, userId)).toBe('driving');
    // The learned columns keep their defaults: remembering a bed is not feedback.
    expect((await findUserPreferences(db, userId))?.totalFeedbackCount).toBe(0);
    expect(await findMusicBed(db, other)).toBeUndefined();
  });

  it('refuses a bed the domain does not offer', async () => {
    const userId = await insertUser(db);
    await expect(
      db
        .insertInto('userPreferences')
        .values({ userId, musicBed: 'jazz' as 'calm' })
        .execute(),
    ).rejects.toThrow(/music_bed/);
  });
});
