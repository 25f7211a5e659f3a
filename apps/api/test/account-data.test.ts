import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_EXPORT_TABLES, type Database } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalBillingProvider } from '../src/providers/billing/types.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import { refusalStatus, trpcClient } from './trpc-client.ts';

/** Every table with a row per user (or per user's thing), counted before and after a deletion. */
const USER_TABLES = [
  'users',
  'passwordCredentials',
  'sessions',
  'goals',
  'speeches',
  'speechAudio',
  'userStats',
  'moodEntries',
  'speechFeedback',
  'userPreferences',
  'localBillingSubscriptions',
  'billingSubscriptions',
] as const satisfies readonly (keyof Database)[];

const notCalled = () => Promise.reject(new Error('not expected in this test'));

describe.each(testDatabases())('your data on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  const cancelled: string[] = [];
  const billing: LocalBillingProvider = {
    name: 'local',
    createSubscription: notCalled,
    retrieveSubscription: notCalled,
    cancelUnpaidSubscription: notCalled,
    confirmPayment: notCalled,
    verifyWebhook: () => {
      throw new Error('not expected in this test');
    },
    async cancelSubscription(subscriptionId) {
      cancelled.push(subscriptionId);
      return [];
    },
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rally-account-data-'));
    t = await buildTestApp(kind, { DATA_DIR: dataDir }, { billing });
  });
  beforeEach(() => {
    cancelled.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A user with a row in every table they can own, and one stored audio file. */
  async function userWithData(firstName: string) {
    const { cookie, user } = await signUpUser(t.app, firstName);
    const db = t.deps.db;
    const goal = await db
      .insertInto('goals')
      .values({ userId: user.id, title: `${firstName}'s goal`, category: 'career' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const speech = await db
      .insertInto('speeches')
      .values({
        userId: user.id,
        goalId: goal.id,
        context: `${firstName}'s exam on Monday`,
        tone: 'encouraging',
        voiceStyle: 'warm',
        content: `${firstName}, you are ready.`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const storageKey = `speeches/${speech.id}/local-nova-${firstName.toLowerCase()}.mp3`;
    await t.deps.providers.audioStore.put(storageKey, new Uint8Array([0xff, 0xfb, 0x90, 0x00]));
    await db
      .insertInto('speechAudio')
      .values({
        speechId: speech.id,
        userId: user.id,
        voice: 'nova',
        provider: 'local',
        textHash: firstName,
        storageKey,
        byteLength: 4,
      })
      .execute();
    await db
      .insertInto('moodEntries')
      .values({
        userId: user.id,
        energy: 7,
        confidence: 6,
        stress: 3,
        motivation: 8,
        overallMood: 'good',
        notes: `${firstName}'s mood`,
      })
      .execute();
    await db
      .insertInto('speechFeedback')
      .values({
        userId: user.id,
        speechId: speech.id,
        rating: 4,
        effectiveness: 4,
        emotionalResonance: 3,
        improvementSuggestions: `${firstName}'s suggestion`,
      })
      .execute();
    await db
      .insertInto('userPreferences')
      .values({ userId: user.id, preferredTones: JSON.stringify(['encouraging']) })
      .execute();
    await db
      .insertInto('userStats')
      .values({ userId: user.id, totalSpeeches: 1, mostUsedTone: 'encouraging' })
      .execute();
    return { cookie, userId: user.id, speechId: speech.id, storageKey };
  }

  const audioPath = (storageKey: string) => join(dataDir, 'audio', ...storageKey.split('/'));

  async function countRows(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of USER_TABLES) {
      const column = table === 'users' ? 'id' : 'userId';
      const row = await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where(column, '=', userId)
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.count);
    }
    return counts;
  }

  it('answers 401 when signed out, on both faces', async () => {
    expectStatus(await call(t.app, { method: 'GET', url: '/api/account/export' }), 401);
    expectStatus(await call(t.app, { method: 'DELETE', url: '/api/account' }), 401);
    const signedOut = trpcClient(t.app);
    expect(await refusalStatus(signedOut.account.export.query())).toBe(401);
    expect(await refusalStatus(signedOut.account.delete.mutate())).toBe(401);
  });

  it("exports the user's own data as a JSON download, with nothing of anyone else's and no secrets", async () => {
    const ada = await userWithData('Ada');
    const grace = await userWithData('Grace');
    await t.deps.db
      .updateTable('users')
      .set({ stripeCustomerId: 'cus_secret_ada', stripeSubscriptionId: 'sub_secret_ada' })
      .where('id', '=', ada.userId)
      .execute();

    const response = await call(t.app, {
      method: 'GET',
      url: '/api/account/export',
      cookie: ada.cookie,
    });
    expectStatus(response, 200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="rally-data.json"');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const data = response.json();
    expect(data.profile).toMatchObject({
      id: ada.userId,
      firstName: 'Ada',
      subscriptionTier: 'free',
      speechLimit: 3,
    });
    expect(data.speeches).toEqual([expect.objectContaining({ content: 'Ada, you are ready.' })]);
    expect(data.goals).toEqual([expect.objectContaining({ title: "Ada's goal" })]);
    expect(data.moodEntries).toEqual([expect.objectContaining({ notes: "Ada's mood" })]);
    expect(data.feedback).toEqual([
      expect.objectContaining({
        speechId: ada.speechId,
        improvementSuggestions: "Ada's suggestion",
      }),
    ]);
    expect(data.preferences).toMatchObject({ userId: ada.userId, preferredTones: ['encouraging'] });
    expect(data.stats).toMatchObject({ userId: ada.userId, totalSpeeches: 1 });

    const body = response.body;
    expect(body).not.toContain(grace.userId);
    expect(body).not.toContain('Grace');
    expect(body).not.toContain('argon2');
    expect(body).not.toContain('cus_secret_ada');
    expect(body).not.toContain('sub_secret_ada');
    const sessions = await t.deps.db
      .selectFrom('sessions')
      .select('sid')
      .where('userId', '=', ada.userId)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    for (const { sid } of sessions) expect(body).not.toContain(sid);

    const exported = await trpcClient(t.app, { cookie: ada.cookie }).account.export.query();
    expect(exported.speeches).toHaveLength(1);
  });

  /** The tables with a foreign key to users, as the database itself lists them. */
  async function tablesReferencingUsers(): Promise<string[]> {
    const { rows } = await sql<{ tableName: string }>`
      select distinct tc.table_name
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
        and ccu.table_name = 'users'
      order by tc.table_name`.execute(t.deps.db);
    return rows.map((row) => row.tableName);
  }

  it('exports every table that references a user, or says in writing why not (issue 37)', async () => {
    const ada = await userWithData('Ada');
    const db = t.deps.db;
    await db
      .insertInto('dailyRallySettings')
      .values({
        userId: ada.userId,
        enabled: true,
        localTime: '07:30',
        timeZone: 'Europe/Paris',
        daysMask: 62,
        tone: 'energetic',
        voiceStyle: 'warm',
        duration: 'short',
        voice: 'alloy',
        nextDueAt: new Date('2026-03-02T06:15:00Z'),
      })
      .execute();
    await db
      .insertInto('dailyRallyRuns')
      .values({
        userId: ada.userId,
        localDate: '2026-03-02',
        slotAt: new Date('2026-03-02T06:30:00Z'),
        speechId: ada.speechId,
        status: 'ready',
      })
      .execute();
    await db
      .insertInto('notifications')
      .values({
        id: `n-${ada.userId}`,
        userId: ada.userId,
        kind: 'daily_rally_ready',
        title: 'Your daily rally is ready',
        body: 'Tap to play today’s talk.',
        url: '/',
        dedupeKey: 'daily_rally_ready:2026-03-02',
        createdAt: new Date('2026-03-02T06:31:00Z'),
      })
      .execute();
    const p256dh = `B${'k'.repeat(86)}`;
    await db
      .insertInto('pushSubscriptions')
      .values({
        endpoint: 'https://fcm.googleapis.com/fcm/send/ada-device',
        userId: ada.userId,
        p256dh,
        auth: 'secretauthsecretauth22',
        sessionHash: 'session-hash-of-ada',
      })
      .execute();
    await db
      .insertInto('speechShares')
      .values({ token: 'a'.repeat(43), userId: ada.userId, speechId: ada.speechId })
      .execute();
    await db
      .insertInto('speechReports')
      .values({ speechId: ada.speechId, userId: ada.userId, reason: 'other', note: null })
      .execute();
    await db
      .insertInto('crisisScreenMatches')
      .values({
        userId: ada.userId,
        concern: 'self-harm',
        place: 'mood',
        matchedAt: new Date('2026-03-01T10:00:00Z'),
      })
      .execute();
    await db
      .insertInto('billingSubscriptions')
      .values({
        id: 'sub_provider_id_ada',
        userId: ada.userId,
        tier: 'pro',
        billingCycle: 'monthly',
      })
      .execute();

    const referencing = await tablesReferencingUsers();
    expect(referencing.length).toBeGreaterThan(10);
    // Every table that references a user is in the list, and the list names no other table.
    const owned = [...referencing, 'users'].sort();
    expect(Object.keys(ACCOUNT_EXPORT_TABLES).sort()).toEqual(owned);

    const response = await call(t.app, {
      method: 'GET',
      url: '/api/account/export',
      cookie: ada.cookie,
    });
    expectStatus(response, 200);
    const data = response.json<Record<string, unknown>>();
    for (const [table, coverage] of Object.entries(ACCOUNT_EXPORT_TABLES)) {
      if ('leftOut' in coverage) {
        expect(coverage.leftOut.length, table).toBeGreaterThan(20);
        continue;
      }
      const value = data[coverage.exportedAs];
      // Ada has a row in each table exported: each shows up.
      expect(value, `${table} as ${coverage.exportedAs}`).toBeTruthy();
      if (Array.isArray(value)) expect(value.length, table).toBeGreaterThan(0);
    }
    expect(data.dailyRally).toMatchObject({ localTime: '07:30', voice: 'alloy' });
    expect(data.dailyRallyRuns).toEqual([expect.objectContaining({ status: 'ready' })]);
    expect(data.notifications).toEqual([expect.objectContaining({ kind: 'daily_rally_ready' })]);
    expect(data.pushSubscriptions).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/ada-device', createdAt: expect.any(String) },
    ]);
    // What is left out stays out: push keys, the session behind a device, provider ids.
    for (const secret of [
      p256dh,
      'secretauthsecretauth22',
      'session-hash-of-ada',
      'sub_provider_id_ada',
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('deletes every row and audio file of the user, cancels the subscription and ends the session', async () => {
    const ada = await userWithData('Ada');
    const grace = await userWithData('Grace');
    await t.deps.db
      .updateTable('users')
      .set({
        stripeSubscriptionId: 'sub_ada',
        subscriptionStatus: 'active',
        subscriptionTier: 'pro',
      })
      .where('id', '=', ada.userId)
      .execute();
    await t.deps.db
      .insertInto('localBillingSubscriptions')
      .values({
        id: 'sub_ada',
        userId: ada.userId,
        customerId: 'cus_ada',
        tier: 'pro',
        billingCycle: 'monthly',
        status: 'active',
        clientSecret: 'secret_ada',
        idempotencyKey: `key-${ada.userId}`,
      })
      .execute();
    await t.deps.db
      .insertInto('billingSubscriptions')
      .values({ id: 'sub_ada', userId: ada.userId, tier: 'pro', billingCycle: 'monthly' })
      .execute();
    const before = await countRows(ada.userId);
    for (const table of USER_TABLES) expect(before[table], table).toBeGreaterThan(0);
    const graceBefore = await countRows(grace.userId);
    expect(existsSync(audioPath(ada.storageKey))).toBe(true);

    const response = await call(t.app, {
      method: 'DELETE',
      url: '/api/account',
      cookie: ada.cookie,
    });
    expectStatus(response, 200);
    expect(response.json()).toEqual({ deleted: true });
    const cleared = response.cookies.find((cookie) => cookie.name === 'rally_session');
    expect(cleared?.value).toBe('');

    expect(cancelled).toEqual(['sub_ada']);
    expect(Object.values(await countRows(ada.userId)).every((count) => count === 0)).toBe(true);
    expect(existsSync(audioPath(ada.storageKey))).toBe(false);
    expect(await countRows(grace.userId)).toEqual(graceBefore);
    expect(existsSync(audioPath(grace.storageKey))).toBe(true);

    const afterwards = await call(t.app, {
      method: 'GET',
      url: '/api/account/export',
      cookie: ada.cookie,
    });
    expectStatus(afterwards, 401);
  });

  it('deletes through tRPC, cancelling nothing for a free user and tolerating a missing file', async () => {
    const ada = await userWithData('Ada');
    await rm(audioPath(ada.storageKey));
    expect(await trpcClient(t.app, { cookie: ada.cookie }).account.delete.mutate()).toEqual({
      deleted: true,
    });
    expect(cancelled).toEqual([]);
    expect(await countRows(ada.userId)).toMatchObject({ users: 0, sessions: 0, speeches: 0 });
    expectStatus(
      await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: ada.cookie }),
      401,
    );
  });

  it('keeps the account when the subscription cannot be cancelled', async () => {
    const ada = await userWithData('Ada');
    await t.deps.db
      .updateTable('users')
      .set({ stripeSubscriptionId: 'sub_down', subscriptionStatus: 'active' })
      .where('id', '=', ada.userId)
      .execute();
    const cancel = billing.cancelSubscription;
    billing.cancelSubscription = () => Promise.reject(new Error('payment service down'));
    try {
      const response = await call(t.app, {
        method: 'DELETE',
        url: '/api/account',
        cookie: ada.cookie,
      });
      expectStatus(response, 503);
    } finally {
      billing.cancelSubscription = cancel;
    }
    expect(await countRows(ada.userId)).toMatchObject({ users: 1, speeches: 1, speechAudio: 1 });
    expect(existsSync(audioPath(ada.storageKey))).toBe(true);
  });
});
