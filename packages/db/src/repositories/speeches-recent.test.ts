import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db.ts';
import type { Db } from '../schema.ts';
import { createTestDb, testDatabases } from '../testing.ts';
import { insertSpeech, listRecentSpeechTexts } from './speeches.ts';

async function insertUser(db: Db): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({ id, email: `${id}@example.com`, speechLimit: 3 })
    .execute();
  return id;
}

async function speechOf(db: Db, userId: string, content: string, day: number): Promise<void> {
  await insertSpeech(db, {
    userId,
    context: 'context',
    tone: 'gentle',
    voiceStyle: 'warm',
    content,
    duration: 'short',
    wordCount: 2,
    estimatedDuration: 1,
    createdAt: new Date(Date.UTC(2026, 10, day)),
  });
}

describe.each(testDatabases())('listRecentSpeechTexts on %s', (kind) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("gives the user's latest texts, newest first, at most the limit, and no one else's", async () => {
    const userId = await insertUser(db);
    const other = await insertUser(db);
    for (const day of [3, 1, 4, 2]) await speechOf(db, userId, `Speech of day ${day}.`, day);
    await speechOf(db, other, 'Not theirs.', 5);
    expect(await listRecentSpeechTexts(db, userId, 3)).toEqual([
      'Speech of day 4.',
      'Speech of day 3.',
      'Speech of day 2.',
    ]);
    expect(await listRecentSpeechTexts(db, randomUUID(), 3)).toEqual([]);
  });
});
