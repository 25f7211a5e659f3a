import { insertMoodEntry } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import { refusalStatus, trpcClient } from './trpc-client.ts';

const HOUR_MS = 3_600_000;
const CHECK_IN = { energy: 7, confidence: 6, stress: 3, motivation: 8, notes: 'Ready to go.' };

describe.each(testDatabases())('mood check-ins on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterEach(() => t.setNow(new Date()));
  afterAll(() => t.close());

  const post = (cookie: string | undefined, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/mood', cookie, payload });
  const get = (url: string, cookie?: string) => call(t.app, { method: 'GET', url, cookie });
  const moodRows = (userId: string) =>
    t.deps.db.selectFrom('moodEntries').selectAll().where('userId', '=', userId).execute();

  it('answers 401 when signed out, on both faces', async () => {
    expectStatus(await post(undefined, CHECK_IN), 401);
    for (const url of ['/api/mood', '/api/mood/recent', '/api/mood/history']) {
      expectStatus(await get(url), 401);
    }
    const signedOut = trpcClient(t.app);
    expect(await refusalStatus(signedOut.mood.recent.query())).toBe(401);
    expect(await refusalStatus(signedOut.mood.create.mutate(CHECK_IN))).toBe(401);
  });

  it('saves a check-in with the overall mood derived on the server, whatever the client sent', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await post(cookie, { ...CHECK_IN, stress: 9, overallMood: 'excellent' });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({
      userId: user.id,
      energy: 7,
      confidence: 6,
      stress: 9,
      motivation: 8,
      overallMood: 'overwhelmed',
      notes: 'Ready to go.',
    });
    const rows = await moodRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.overallMood).toBe('overwhelmed');
  });

  it('stores blank notes as none, and accepts exactly 200 characters', async () => {
    const { cookie } = await signUpUser(t.app);
    const blank = await post(cookie, { ...CHECK_IN, notes: '   ' });
    expectStatus(blank, 201);
    expect(blank.json().notes).toBeNull();
    const full = await post(cookie, { ...CHECK_IN, notes: 'x'.repeat(200) });
    expectStatus(full, 201);
    expect(full.json().notes).toHaveLength(200);
  });

  it.each<[string, object, RegExp]>([
    ['energy below 1', { energy: 0 }, /energy: Too small: expected number to be >=1/],
    ['stress above 10', { stress: 11 }, /stress: Too big: expected number to be <=10/],
    ['a fractional value', { motivation: 5.5 }, /motivation: .*integer/i],
    [
      'a value of the wrong type',
      { confidence: 'high' },
      /confidence: Expected number, received string/,
    ],
    ['a missing value', { energy: undefined }, /energy: Required/],
    [
      'notes over 200 characters',
      { notes: 'x'.repeat(201) },
      /notes: Notes must be at most 200 characters/,
    ],
  ])('refuses %s with a readable 400 and writes nothing', async (_why, change, message) => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await post(cookie, { ...CHECK_IN, ...change });
    expectStatus(response, 400);
    expect(response.json().message).toMatch(message);
    expect(await moodRows(user.id)).toEqual([]);
  });

  it('refuses out-of-range values through tRPC too', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const refused = trpcClient(t.app, { cookie }).mood.create.mutate({ ...CHECK_IN, energy: 12 });
    await expect(refused).rejects.toMatchObject({
      data: {
        httpStatus: 400,
        zodError: { fieldErrors: { energy: ['Too big: expected number to be <=10'] } },
      },
    });
    expect(await moodRows(user.id)).toEqual([]);
  });

  it('answers the latest check-in of the last 24 hours, then null once it is older', async () => {
    const start = t.deps.now();
    const { cookie } = await signUpUser(t.app);
    const none = await get('/api/mood/recent', cookie);
    expectStatus(none, 200);
    expect(none.json()).toBeNull();

    expectStatus(await post(cookie, { ...CHECK_IN, energy: 2 }), 201);
    t.setNow(new Date(start.getTime() + HOUR_MS));
    const latest = await post(cookie, { ...CHECK_IN, energy: 9 });

    t.setNow(new Date(start.getTime() + 24 * HOUR_MS));
    const recent = await get('/api/mood/recent', cookie);
    expectStatus(recent, 200);
    expect(recent.json()).toEqual(latest.json());

    t.setNow(new Date(start.getTime() + 25 * HOUR_MS + 1));
    expect((await get('/api/mood/recent', cookie)).json()).toBeNull();
    expect(await trpcClient(t.app, { cookie }).mood.recent.query()).toBeNull();
  });

  it("never shows another user's check-ins", async () => {
    const ada = await signUpUser(t.app, 'Ada');
    const bob = await signUpUser(t.app, 'Bob');
    expectStatus(await post(ada.cookie, CHECK_IN), 201);
    expect((await get('/api/mood/recent', bob.cookie)).json()).toBeNull();
    expect((await get('/api/mood', bob.cookie)).json()).toEqual([]);
    expect((await get('/api/mood/history', bob.cookie)).json()).toEqual([]);
    expect((await get('/api/mood', ada.cookie)).json()).toHaveLength(1);
  });

  it('gives daily averages of the four values for charts, over the last 30 days by default', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const now = new Date('2025-06-30T15:00:00Z');
    t.setNow(now);
    const entry = (createdAt: string, energy: number, stress: number) =>
      insertMoodEntry(t.deps.db, {
        userId: user.id,
        energy,
        confidence: 5,
        stress,
        motivation: 6,
        overallMood: 'balanced',
        createdAt: new Date(createdAt),
      });
    await entry('2025-05-31T23:59:59Z', 1, 1); // 31 days back: outside the 30
    await entry('2025-06-01T00:00:00Z', 4, 8);
    await entry('2025-06-29T08:00:00Z', 3, 6);
    await entry('2025-06-29T20:00:00Z', 6, 3);
    await entry('2025-06-29T21:00:00Z', 8, 2);
    await entry('2025-06-30T09:00:00Z', 7, 2);

    const history = await get('/api/mood/history', cookie);
    expectStatus(history, 200);
    expect(history.json()).toEqual([
      { day: '2025-06-01', energy: 4, confidence: 5, stress: 8, motivation: 6, entries: 1 },
      { day: '2025-06-29', energy: 5.7, confidence: 5, stress: 3.7, motivation: 6, entries: 3 },
      { day: '2025-06-30', energy: 7, confidence: 5, stress: 2, motivation: 6, entries: 1 },
    ]);

    const week = await get('/api/mood/history?days=2', cookie);
    expect(week.json().map((day: { day: string }) => day.day)).toEqual([
      '2025-06-29',
      '2025-06-30',
    ]);
    const trpc = trpcClient(t.app, { cookie });
    expect(await trpc.mood.history.query({ days: 2 })).toEqual(week.json());
    expect(await trpc.mood.history.query()).toEqual(history.json());

    for (const days of ['0', '366', 'many']) {
      expectStatus(await get(`/api/mood/history?days=${days}`, cookie), 400);
    }
  });

  it('lists check-ins newest first, and saves through tRPC the same way', async () => {
    const start = t.deps.now();
    const { cookie } = await signUpUser(t.app);
    const created = await call(t.app, {
      method: 'POST',
      url: '/trpc/mood.create',
      cookie,
      payload: { ...CHECK_IN, overallMood: 'struggling' },
    });
    expectStatus(created, 200);
    expect(created.json().result.data.overallMood).toBe('great');
    t.setNow(new Date(start.getTime() + HOUR_MS));
    expectStatus(await post(cookie, { ...CHECK_IN, energy: 1, confidence: 1, motivation: 1 }), 201);
    const list = await get('/api/mood', cookie);
    expect(list.json().map((entry: { overallMood: string }) => entry.overallMood)).toEqual([
      'struggling',
      'great',
    ]);
  });
});
