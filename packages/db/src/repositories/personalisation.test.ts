import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db.ts';
import type { Db } from '../schema.ts';
import { createTestDb, testDatabases } from '../testing.ts';
import { listFeedbackWithSpeeches, upsertFeedback } from './feedback.ts';
import {
  findInsightParts,
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

describe.each(testDatabases())("the insights' parts on %s", (kind) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  const at = (iso: string) => new Date(iso);
  const speech = (userId: string, createdAt: string, tone: 'gentle' | 'energetic') =>
    db
      .insertInto('speeches')
      .values({
        userId,
        context: 'a context long enough',
        tone,
        voiceStyle: 'warm',
        content: 'Words.',
        duration: tone === 'gentle' ? 'short' : null,
        createdAt: at(createdAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const mood = (userId: string, createdAt: string, energy: number) =>
    db
      .insertInto('moodEntries')
      .values({
        userId,
        energy,
        confidence: 3,
        stress: 2,
        motivation: 4,
        overallMood: 'good',
        createdAt: at(createdAt),
      })
      .execute();

  it('are every rating with its speech, and the speeches and check-ins since, as separate reads answer them', async () => {
    const userId = await insertUser(db);
    const other = await insertUser(db);
    const old = await speech(userId, '2026-09-01T08:00:00.123Z', 'gentle');
    const recent = await speech(userId, '2026-11-20T21:30:00.456Z', 'energetic');
    await speech(other, '2026-11-21T10:00:00Z', 'gentle');
    await upsertFeedback(db, {
      userId,
      speechId: recent.id,
      rating: 5,
      effectiveness: 4,
      emotionalResonance: 3,
      preferredLength: 'longer',
      preferredTone: null,
      helpfulElements: JSON.stringify(['stories', 'quotes']),
      improvementSuggestions: 'More "quiet" bits',
      completedListening: 1,
    });
    await upsertFeedback(db, {
      userId,
      speechId: old.id,
      rating: 2,
      effectiveness: 1,
      emotionalResonance: 2,
      preferredLength: null,
      preferredTone: 'gentler',
      helpfulElements: JSON.stringify([]),
      improvementSuggestions: null,
      completedListening: 0,
    });
    await mood(userId, '2026-08-30T12:00:00Z', 1);
    await mood(userId, '2026-11-19T07:15:00.789Z', 5);
    await mood(other, '2026-11-19T07:15:00Z', 3);
    const since = at('2026-11-01T00:00:00Z');

    const parts = await findInsightParts(db, userId, since);

    expect(parts.feedback).toEqual(await listFeedbackWithSpeeches(db, userId));
    expect(parts.feedback.map((rating) => rating.speechId)).toEqual([old.id, recent.id]);
    expect(parts.speeches).toEqual(
      await db
        .selectFrom('speeches')
        .select(['id', 'tone', 'duration as length', 'createdAt'])
        .where('userId', '=', userId)
        .where('createdAt', '>=', since)
        .orderBy('createdAt')
        .orderBy('id')
        .execute(),
    );
    expect(parts.speeches).toEqual([
      { id: recent.id, tone: 'energetic', length: null, createdAt: at('2026-11-20T21:30:00.456Z') },
    ]);
    expect(parts.moods).toEqual([
      {
        energy: 5,
        confidence: 3,
        stress: 2,
        motivation: 4,
        createdAt: at('2026-11-19T07:15:00.789Z'),
      },
    ]);
    expect(await findInsightParts(db, randomUUID(), since)).toEqual({
      feedback: [],
      speeches: [],
      moods: [],
    });
  });
});
