import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db.ts';
import type { BillingCycle, Db, SubscriptionStatus, SubscriptionTier } from './schema.ts';
import { ENUM_CHECKS } from './enum-checks.ts';
import { createTestDb, testDatabases } from './testing.ts';

async function insertUser(db: Db, speechLimit = 3): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({ id, email: `${id}@example.com`, speechLimit })
    .execute();
  return id;
}

/** One row for the user in every table that has a user_id column. */
/** A recording's columns besides its speech, user and chunk timings. */
const RECORDING = {
  voice: 'nova',
  provider: 'openai',
  textHash: 'abc',
  storageKey: 'a.mp3',
  byteLength: 10,
} as const;

async function insertOwnedRows(db: Db, userId: string): Promise<void> {
  await db.insertInto('passwordCredentials').values({ userId, passwordHash: 'hash' }).execute();
  await db
    .insertInto('sessions')
    .values({
      sid: randomUUID(),
      sess: JSON.stringify({ userId }),
      expire: new Date(Date.now() + 60_000),
      userId,
    })
    .execute();
  const goal = await db
    .insertInto('goals')
    .values({ userId, title: 'Run', category: 'fitness' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const speech = await db
    .insertInto('speeches')
    .values({
      userId,
      goalId: goal.id,
      context: 'A race',
      tone: 'confident',
      voiceStyle: 'warm',
      content: 'Go.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('speechAudio')
    .values({ ...RECORDING, speechId: speech.id, userId })
    .execute();
  await db.insertInto('userStats').values({ userId }).execute();
  await db
    .insertInto('localBillingSubscriptions')
    .values({
      id: `sub_${userId}`,
      userId,
      customerId: `cus_${userId}`,
      tier: 'premium',
      billingCycle: 'monthly',
      status: 'incomplete',
      clientSecret: `secret_${userId}`,
      idempotencyKey: `key_${userId}`,
    })
    .execute();
  await db
    .insertInto('billingSubscriptions')
    .values({ id: `sub_${userId}`, userId, tier: 'premium', billingCycle: 'monthly' })
    .execute();
  await db
    .insertInto('moodEntries')
    .values({ userId, energy: 5, confidence: 5, stress: 5, motivation: 5, overallMood: 'balanced' })
    .execute();
  await db
    .insertInto('speechFeedback')
    .values({ userId, speechId: speech.id, rating: 5, effectiveness: 4, emotionalResonance: 4 })
    .execute();
  await db.insertInto('userPreferences').values({ userId }).execute();
  await db
    .insertInto('speechReservations')
    .values({ id: randomUUID(), userId, reservedAt: new Date() })
    .execute();
  await db
    .insertInto('dailyRallySettings')
    .values({
      userId,
      enabled: true,
      localTime: '07:30',
      timeZone: 'Europe/Paris',
      daysMask: 0b0111110,
      tone: 'energetic',
      voiceStyle: 'warm',
      duration: 'short',
      voice: 'alloy',
    })
    .execute();
  await db
    .insertInto('dailyRallyRuns')
    .values({ userId, localDate: '2026-03-02', slotAt: new Date(), speechId: speech.id })
    .execute();
  await db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      userId,
      kind: 'daily_rally_ready',
      title: 't',
      body: 'b',
      dedupeKey: 'k',
    })
    .execute();
  await db
    .insertInto('pushSubscriptions')
    .values({ endpoint: `https://push.example/${userId}`, userId, p256dh: 'key', auth: 'auth' })
    .execute();
  await db
    .insertInto('crisisScreenMatches')
    .values({ userId, concern: 'self-harm', place: 'mood', matchedAt: new Date() })
    .execute();
  await db
    .insertInto('speechReports')
    .values({ speechId: speech.id, userId, reason: 'other', note: null })
    .execute();
  await db
    .insertInto('speechShares')
    // A share token is 43 base64url characters (migration 0015's CHECK).
    .values({
      token: randomUUID().replaceAll('-', '').padEnd(43, 'a'),
      userId,
      speechId: speech.id,
    })
    .execute();
}

describe.each(testDatabases())('schema on %s', (kind) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  describe('deleting a user', () => {
    it('removes every row the user owns, in every table, and nobody else’s', async () => {
      const { rows } = await sql<{ tableName: string }>`
        select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'user_id'`.execute(db);
      const ownedTables = rows.map((row) => row.tableName).sort();
      expect(ownedTables).toHaveLength(19);

      const [doomed, kept] = [await insertUser(db), await insertUser(db)];
      await insertOwnedRows(db, doomed);
      await insertOwnedRows(db, kept);
      const countRows = async (table: string, userId: string): Promise<number> => {
        const result = await sql<{ count: number }>`
          select count(*) as count from ${sql.table(table)} where user_id = ${userId}`.execute(db);
        return result.rows[0]?.count ?? -1;
      };
      for (const table of ownedTables) expect(await countRows(table, doomed), table).toBe(1);

      await db.deleteFrom('users').where('id', '=', doomed).execute();

      for (const table of ownedTables) {
        expect(await countRows(table, doomed), table).toBe(0);
        expect(await countRows(table, kept), table).toBe(1);
      }
    });

    it('keeps speeches of a deleted goal, without the goal', async () => {
      const userId = await insertUser(db);
      const goal = await db
        .insertInto('goals')
        .values({ userId, title: 'Talk', category: 'presentation' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const speech = await db
        .insertInto('speeches')
        .values({
          userId,
          goalId: goal.id,
          context: 'Talk',
          tone: 'gentle',
          voiceStyle: 'warm',
          content: 'Hi.',
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      await db.deleteFrom('goals').where('id', '=', goal.id).execute();

      const kept = await db
        .selectFrom('speeches')
        .select('goalId')
        .where('id', '=', speech.id)
        .executeTakeFirst();
      expect(kept).toEqual({ goalId: null });
    });
  });

  describe('constraints', () => {
    const longNotes = 'x'.repeat(201);

    it.each([
      ['speeches_used below 0', 'speeches_used', -1],
      ['an unknown tier', 'subscription_tier', 'gold'],
      ['an unknown status', 'subscription_status', 'expired'],
      ['an unknown billing cycle', 'billing_cycle', 'weekly'],
      ['an e-mail with capitals', 'email', 'Ann@Example.com'],
    ])('refuses a user with %s', async (_, column, value) => {
      const userId = await insertUser(db);
      await expect(
        sql`update users set ${sql.ref(column)} = ${value} where id = ${userId}`.execute(db),
      ).rejects.toThrow(/violates check constraint/);
    });

    it.each([
      ['energy 0', { energy: 0 }],
      ['energy 11', { energy: 11 }],
      ['stress 0', { stress: 0 }],
      ['confidence 11', { confidence: 11 }],
      ['motivation 0', { motivation: 0 }],
      ['notes of 201 characters', { notes: longNotes }],
    ])('refuses a mood entry with %s', async (_, change) => {
      const userId = await insertUser(db);
      const entry = {
        userId,
        energy: 5,
        confidence: 5,
        stress: 5,
        motivation: 5,
        overallMood: 'mixed' as const,
        ...change,
      };
      await expect(db.insertInto('moodEntries').values(entry).execute()).rejects.toThrow(
        /violates check constraint/,
      );
    });

    it('accepts a mood entry at the edges', async () => {
      const userId = await insertUser(db);
      const notes = 'x'.repeat(200);
      await db
        .insertInto('moodEntries')
        .values({
          userId,
          energy: 1,
          confidence: 10,
          stress: 1,
          motivation: 10,
          overallMood: 'mixed',
          notes,
        })
        .execute();
      const saved = await db
        .selectFrom('moodEntries')
        .select('notes')
        .where('userId', '=', userId)
        .execute();
      expect(saved).toEqual([{ notes }]);
    });

    it.each([
      ['rating 0', { rating: 0 }],
      ['rating 6', { rating: 6 }],
      ['effectiveness 6', { effectiveness: 6 }],
      ['emotional resonance 0', { emotionalResonance: 0 }],
    ])('refuses feedback with %s', async (_, change) => {
      const { userId, speechId } = await insertSpeech();
      const feedback = {
        userId,
        speechId,
        rating: 3,
        effectiveness: 3,
        emotionalResonance: 3,
        ...change,
      };
      await expect(db.insertInto('speechFeedback').values(feedback).execute()).rejects.toThrow(
        /violates check constraint/,
      );
    });

    it('refuses a second feedback row for the same speech and user', async () => {
      const { userId, speechId } = await insertSpeech();
      const feedback = { userId, speechId, rating: 1, effectiveness: 5, emotionalResonance: 5 };
      await db.insertInto('speechFeedback').values(feedback).execute();
      await expect(db.insertInto('speechFeedback').values(feedback).execute()).rejects.toThrow(
        /unique constraint/,
      );
    });

    it.each(ENUM_CHECKS.map((check) => [`${check.table}.${check.column}`, check] as const))(
      'refuses a value outside the list in %s, and takes each one on it (migrations 0006, 0010)',
      async (_, { table, column, values }) => {
        const userId = await insertUser(db);
        await insertOwnedRows(db, userId);
        const speech = await db
          .selectFrom('speeches')
          .select('id')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow();
        await db
          .insertInto('audioRecordings')
          .values({
            speechId: speech.id,
            voice: 'nova',
            provider: 'openai',
            textHash: 'abc',
            claimId: randomUUID(),
            claimedUntil: new Date(),
          })
          .execute();
        const owner =
          table === 'audio_recordings' ? sql`speech_id = ${speech.id}` : sql`user_id = ${userId}`;
        const setTo = (value: string) =>
          sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where ${owner}`.execute(
            db,
          );
        await expect(setTo('not-on-the-list')).rejects.toThrow(/violates check constraint/);
        for (const value of values) {
          const { numAffectedRows } = await setTo(value);
          expect(numAffectedRows, value).toBe(1n);
        }
      },
    );

    it('refuses an integer flag other than 0 or 1', async () => {
      const { speechId } = await insertSpeech();
      await expect(
        sql`update speeches set is_favourite = 2 where id = ${speechId}`.execute(db),
      ).rejects.toThrow(/violates check constraint/);
    });

    it('refuses a second user with the same e-mail', async () => {
      const userId = await insertUser(db);
      await expect(
        db
          .insertInto('users')
          .values({ id: randomUUID(), email: `${userId}@example.com` })
          .execute(),
      ).rejects.toThrow(/unique constraint/);
    });

    it('accepts every tier, status and billing cycle the types allow', async () => {
      const tiers = { free: true, starter: true, premium: true, pro: true } satisfies Record<
        SubscriptionTier,
        true
      >;
      const cycles = { monthly: true, yearly: true } satisfies Record<BillingCycle, true>;
      const statuses = {
        free: true,
        active: true,
        trialing: true,
        past_due: true,
        canceled: true,
        unpaid: true,
        incomplete: true,
        incomplete_expired: true,
        paused: true,
      } satisfies Record<SubscriptionStatus, true>;
      const userId = await insertUser(db);
      const update = db.updateTable('users').where('id', '=', userId);
      for (const subscriptionTier of keys(tiers)) await update.set({ subscriptionTier }).execute();
      for (const billingCycle of keys(cycles)) await update.set({ billingCycle }).execute();
      for (const subscriptionStatus of keys(statuses))
        await update.set({ subscriptionStatus }).execute();
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect([user.subscriptionTier, user.billingCycle, user.subscriptionStatus]).toEqual([
        'pro',
        'yearly',
        'paused',
      ]);
    });

    it.each([
      ['no timings', null, null, true],
      ['one end per duration', [400, 3900], [21_000, 190_000], true],
      ['ends without durations', [400], null, false],
      ['more ends than durations', [400, 3900], [21_000], false],
      ['ends that are not a list', { end: 400 }, [21_000], false],
    ])('keeps chunk text ends beside the durations: %s', async (_, ends, durations, accepted) => {
      const { userId, speechId } = await insertSpeech();
      const insert = db
        .insertInto('speechAudio')
        .values({
          ...RECORDING,
          speechId,
          userId,
          chunkDurationsMs: durations === null ? null : JSON.stringify(durations),
          chunkTextEnds: ends === null ? null : JSON.stringify(ends),
        })
        .returning(['chunkTextEnds', 'chunkDurationsMs'])
        .executeTakeFirstOrThrow();
      if (accepted) {
        expect(await insert).toEqual({ chunkTextEnds: ends, chunkDurationsMs: durations });
      } else {
        await expect(insert).rejects.toThrow(/violates check constraint/);
      }
    });

    async function insertSpeech(): Promise<{ userId: string; speechId: number }> {
      const userId = await insertUser(db);
      const speech = await db
        .insertInto('speeches')
        .values({
          userId,
          context: 'Exam',
          tone: 'gentle',
          voiceStyle: 'soothing',
          content: 'Breathe.',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { userId, speechId: speech.id };
    }
  });

  describe('values read back', () => {
    it('gives defaults, Dates for timestamps and the same JSON that was stored', async () => {
      const userId = await insertUser(db);
      const weights = { specific_examples: 0.5, calming_tone: 1 };
      await db
        .insertInto('userPreferences')
        .values({
          userId,
          effectiveElements: JSON.stringify(weights),
          preferredTones: JSON.stringify(['gentle']),
        })
        .execute();
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const preferences = await db
        .selectFrom('userPreferences')
        .selectAll()
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();

      expect(user).toMatchObject({
        subscriptionStatus: 'free',
        subscriptionTier: 'free',
        speechesUsed: 0,
        speechLimit: 3,
        billingCycle: 'monthly',
        isDemo: false,
        currentPeriodEnd: null,
      });
      expect(user.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(user.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
      expect(preferences).toMatchObject({
        effectiveElements: weights,
        preferredTones: ['gentle'],
        motivationTriggers: [],
        preferredLength: 'medium',
        preferredVoiceStyle: 'warm',
        languageStyle: 'conversational',
        responseToRepetition: 'moderate',
        preferredComplexity: 'balanced',
        avgRating: null,
        totalFeedbackCount: 0,
      });
    });

    it('gives a date column as YYYY-MM-DD text and a count as a number', async () => {
      const userId = await insertUser(db);
      await db
        .insertInto('goals')
        .values([
          { userId, title: 'Speak', category: 'career', targetDate: '2030-01-31' },
          { userId, title: 'Swim', category: 'fitness' },
        ])
        .execute();

      const goals = await db
        .selectFrom('goals')
        .select('targetDate')
        .where('userId', '=', userId)
        .orderBy('id')
        .execute();
      const { count } = await db
        .selectFrom('goals')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();

      expect(goals).toEqual([{ targetDate: '2030-01-31' }, { targetDate: null }]);
      expect(count).toBe(2);
    });

    it('reports how many rows an update changed', async () => {
      const userId = await insertUser(db);
      const result = await db
        .updateTable('users')
        .set({ speechesUsed: 1 })
        .where('id', '=', userId)
        .executeTakeFirst();
      expect(result.numUpdatedRows).toBe(1n);
    });
  });

  describe('the speech allowance statement', () => {
    it('lets exactly the limit through when 20 requests race', async () => {
      const userId = await insertUser(db, 3);
      const reserve = () =>
        db
          .updateTable('users')
          .set((eb) => ({ speechesUsed: eb('speechesUsed', '+', 1) }))
          .where('id', '=', userId)
          .whereRef('speechesUsed', '<', 'speechLimit')
          .returning('speechesUsed')
          .executeTakeFirst();

      const results = await Promise.all(Array.from({ length: 20 }, reserve));

      const granted = results.filter((row) => row !== undefined).map((row) => row.speechesUsed);
      expect(granted.sort()).toEqual([1, 2, 3]);
      const user = await db
        .selectFrom('users')
        .select('speechesUsed')
        .where('id', '=', userId)
        .executeTakeFirst();
      expect(user).toEqual({ speechesUsed: 3 });
    });
  });
});

function keys<T extends string>(record: Record<T, true>): T[] {
  return Object.keys(record) as T[];
}
