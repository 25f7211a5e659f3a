import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db.ts';
import type { Db } from '../schema.ts';
import { createTestDb, testDatabases } from '../testing.ts';
import { insertSpeech, listRecentSpeechWriting, listSpeechSummaries } from './speeches.ts';

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
    paragraphPlan: day % 2 === 0 ? `opening steps day${day}` : null,
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

describe.each(testDatabases())('listRecentSpeechWriting on %s', (kind) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("gives the user's latest texts and plans, newest first, at most the limit, and no one else's", async () => {
    const userId = await insertUser(db);
    const other = await insertUser(db);
    for (const day of [3, 1, 4, 2]) await speechOf(db, userId, `Speech of day ${day}.`, day);
    await speechOf(db, other, 'Not theirs.', 5);
    expect(await listRecentSpeechWriting(db, userId, 3)).toEqual([
      { content: 'Speech of day 4.', paragraphPlan: 'opening steps day4' },
      { content: 'Speech of day 3.', paragraphPlan: null },
      { content: 'Speech of day 2.', paragraphPlan: 'opening steps day2' },
    ]);
    expect(await listRecentSpeechWriting(db, randomUUID(), 3)).toEqual([]);
  });

  it('holds a paragraph plan of at most 400 characters', async () => {
    const userId = await insertUser(db);
    const speech = {
      userId,
      context: 'context',
      tone: 'gentle' as const,
      voiceStyle: 'warm' as const,
      content: 'Text.',
      duration: 'short' as const,
      wordCount: 1,
      estimatedDuration: 1,
    };
    await insertSpeech(db, { ...speech, paragraphPlan: 'x'.repeat(400) });
    await expect(insertSpeech(db, { ...speech, paragraphPlan: 'x'.repeat(401) })).rejects.toThrow(
      /speeches_paragraph_plan_length/,
    );
  });
});

describe.each(testDatabases())('the favourites first page on %s', (kind) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('answers what the filtered list built each time answers: favourites only, unreported, newest first', async () => {
    const userId = await insertUser(db);
    const other = await insertUser(db);
    for (let day = 1; day <= 9; day += 1) await speechOf(db, userId, `day ${day}`, day);
    await speechOf(db, other, 'not theirs', 5);
    const all = await db
      .selectFrom('speeches')
      .select(['id', 'userId', 'content'])
      .orderBy('id')
      .execute();
    const own = all.filter((speech) => speech.userId === userId);
    // Days 2, 4, 6 and 8 are favourites; day 6 is reported by its owner.
    for (const speech of own.filter((_, index) => index % 2 === 1)) {
      await db
        .updateTable('speeches')
        .set({ isFavourite: 1 })
        .where('id', '=', speech.id)
        .execute();
    }
    await db.updateTable('speeches').set({ isFavourite: 1 }).where('userId', '=', other).execute();
    await db
      .insertInto('speechReports')
      .values({ speechId: own[5]?.id ?? 0, userId, reason: 'other' })
      .execute();

    const page = await listSpeechSummaries(db, userId, { favourite: true }, 3);
    // The same filter with another beside it is still built, unwritten: the answer the text must give.
    const built = await listSpeechSummaries(db, userId, { favourite: true, daily: false }, 3);
    expect(page).toEqual(built);
    expect(page.map((speech) => speech.createdAt.getUTCDate())).toEqual([8, 4, 2]);
    expect(page.every((speech) => speech.isFavourite === 1)).toBe(true);
    expect(page[0]).not.toHaveProperty('content');
  });
});
