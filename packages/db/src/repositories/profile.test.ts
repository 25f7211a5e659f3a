import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db.ts';
import type { Db } from '../schema.ts';
import { createTestDb, testDatabases } from '../testing.ts';
import { insertGoal, listGoals, updateGoalOfUser } from './goals.ts';
import { findProfileParts } from './profile.ts';
import { insertSpeech, listSpeechSummaries } from './speeches.ts';
import { findUserStats, lockUserStats, updateUserStats } from './stats.ts';

const ALL_GOALS = { limit: 100, offset: 0 };

async function insertUser(db: Db): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({ id, email: `${id}@example.com`, speechLimit: 3 })
    .execute();
  return id;
}

describe.each(testDatabases())('profile parts on %s', (kind) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('answers what the separate reads answer, with the same types', async () => {
    const userId = await insertUser(db);
    const other = await insertUser(db);
    const done = await insertGoal(db, { userId, title: 'Run a 10k', category: 'fitness' });
    await updateGoalOfUser(db, userId, done.id, { isCompleted: 1 });
    await insertGoal(db, {
      userId,
      title: 'Ship it',
      description: 'Quotes " and \\ and ünïcode',
      category: 'career',
      targetDate: '2027-01-31',
    });
    await insertGoal(db, { userId: other, title: 'Not mine', category: 'career' });
    for (let i = 0; i < 4; i++) {
      await insertSpeech(db, {
        userId,
        goalId: i === 0 ? done.id : null,
        context: `Speech ${i}`,
        tone: 'gentle',
        voiceStyle: 'warm',
        content: 'Text that the summaries leave out.',
        duration: 'short',
        wordCount: 7,
        estimatedDuration: 3,
        // Two share a moment: the id breaks the tie, newest first.
        createdAt: new Date(Date.UTC(2026, 10, 20 + Math.min(i, 2), 8, 30, 0, 125)),
      });
    }
    await insertSpeech(db, {
      userId: other,
      context: 'x',
      tone: 'gentle',
      voiceStyle: 'warm',
      content: 'x',
    });
    await lockUserStats(db, userId);
    await updateUserStats(db, userId, {
      totalSpeeches: 4,
      toneStats: JSON.stringify({ calm: 4 }),
      lastSpeechDate: '2026-11-22',
    });

    const parts = await findProfileParts(db, userId, 3);

    expect(parts.goals).toEqual(await listGoals(db, userId, ALL_GOALS));
    expect(parts.goals.map((goal) => goal.title)).toEqual(['Ship it', 'Run a 10k']);
    const latest = await listSpeechSummaries(db, userId, {}, 3);
    expect(parts.recentSpeeches).toEqual(latest);
    expect(parts.recentSpeeches[0]?.createdAt).toBeInstanceOf(Date);
    expect(parts.recentSpeeches[0]).not.toHaveProperty('content');
    expect(parts.stats).toEqual(await findUserStats(db, userId));
    expect(parts.stats?.toneStats).toEqual({ calm: 4 });
  });

  it('answers empty lists and no stats for a new user', async () => {
    const userId = await insertUser(db);
    expect(await findProfileParts(db, userId, 10)).toEqual({
      goals: [],
      recentSpeeches: [],
      stats: undefined,
    });
  });
});
