import type * as Stored from '@rally/db';
import { recordCrisisScreenMatch } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import {
  CARE_PLACES,
  CRISIS_CONCERNS,
  CRISIS_SCREEN_RECORDS_MAX,
  defaultDailyRally,
} from '@rally/domain';
import type { CarePlace, CrisisConcern } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { runDailyRally } from '../src/services/daily-rally.ts';
import { dueDailyRallies } from '../src/services/daily-rally-tick.ts';
import { remindGoalDates } from '../src/services/goal-reminders.ts';
import { reservationsOf, speechesUsedOf } from './allowance.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import { trpcClient } from './trpc-client.ts';

const log: FastifyBaseLogger = fastify({ logger: false }).log;
const CRISIS_CONTEXT = 'I dont see the point anymore and I have been thinking about ending my life';
const HARM_OTHERS_CONTEXT = "He wrecked my week and I'm going to hurt him";
const SPEECH = { tone: 'energetic', voiceStyle: 'warm', duration: 'short' } as const;
const CHECK_IN = { energy: 2, confidence: 2, stress: 9, motivation: 1 };
const SETTINGS = { ...defaultDailyRally('Australia/Sydney'), enabled: true };

/** The SSE frames of a whole (injected) stream body. */
function sseFrames(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim() !== '')
    .map((frame) => {
      const event = /^event: (.*)$/m.exec(frame)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(frame)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

describe('the stored lists match the domain', () => {
  it('types concern and place with the domain unions', () => {
    expectTypeOf<Stored.CrisisConcern>().toEqualTypeOf<CrisisConcern>();
    expectTypeOf<Stored.CarePlace>().toEqualTypeOf<CarePlace>();
    expect([...CRISIS_CONCERNS].sort()).toEqual(['harm-others', 'self-harm']);
    expect([...CARE_PLACES].sort()).toEqual(['daily', 'generate', 'goal', 'mood']);
  });
});

describe.each(testDatabases())('crisis care on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterEach(() => t.setNow(new Date()));
  afterAll(() => t.close());

  const matchesOf = (userId: string) =>
    t.deps.db
      .selectFrom('crisisScreenMatches')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
  const speechCount = async (userId: string) =>
    (await t.deps.db.selectFrom('speeches').select('id').where('userId', '=', userId).execute())
      .length;
  const useUpAllowance = (userId: string) =>
    t.deps.db.updateTable('users').set({ speechesUsed: 3 }).where('id', '=', userId).execute();
  const generate = (cookie: string, payload: object, url = '/api/speeches/generate') =>
    call(t.app, { method: 'POST', url, cookie, payload });

  it('answers care, not 402, to a person in crisis with no speeches left: nothing charged, only the match kept', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await useUpAllowance(user.id);
    const response = await generate(cookie, { ...SPEECH, context: CRISIS_CONTEXT });
    expectStatus(response, 200);
    expect(response.json()).toEqual({ care: { concern: 'self-harm', place: 'generate' } });
    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(3);
    expect(await reservationsOf(t.deps.db, user.id)).toEqual([]);
    expect(await speechCount(user.id)).toBe(0);
    const matches = await matchesOf(user.id);
    expect(matches).toHaveLength(1);
    // Who, what, where, when: no column holds the words.
    expect(Object.keys(matches[0] ?? {}).sort()).toEqual([
      'concern',
      'id',
      'matchedAt',
      'place',
      'userId',
    ]);
    expect(JSON.stringify(matches)).not.toContain('ending my life');

    // The same person with ordinary words still meets the limit.
    const ordinary = await generate(cookie, { ...SPEECH, context: 'This deadline is killing me' });
    expectStatus(ordinary, 402);
  });

  it('does not charge a person who has speeches left, on every face', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const created = await generate(
      cookie,
      { ...SPEECH, context: 'I want to kill myself' },
      '/api/speeches',
    );
    expectStatus(created, 200);
    expect(created.json()).toEqual({ care: { concern: 'self-harm', place: 'generate' } });

    const stream = await call(t.app, {
      method: 'POST',
      url: '/api/speeches/generate',
      cookie,
      headers: { accept: 'text/event-stream' },
      payload: { ...SPEECH, context: CRISIS_CONTEXT },
    });
    expectStatus(stream, 200);
    expect(sseFrames(stream.body)).toEqual([
      { event: 'care', data: { concern: 'self-harm', place: 'generate' } },
    ]);

    const client = trpcClient(t.app, { cookie });
    expect(await client.speech.generate.mutate({ ...SPEECH, context: CRISIS_CONTEXT })).toEqual({
      care: { concern: 'self-harm', place: 'generate' },
    });
    // The streamed mutation yields the same event as the SSE stream (speeches-stream.test.ts runs it).
    expect(
      await client.speech.generate.mutate({ ...SPEECH, context: HARM_OTHERS_CONTEXT }),
    ).toEqual({ care: { concern: 'harm-others', place: 'generate' } });

    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(0);
    expect(await speechCount(user.id)).toBe(0);
    expect((await matchesOf(user.id)).map((match) => match.concern)).toEqual([
      'self-harm',
      'self-harm',
      'self-harm',
      'harm-others',
    ]);
  });

  it('writes ordinary hyperbole as a speech', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await generate(cookie, {
      ...SPEECH,
      context: "This deadline is killing me and I'm dying to nail the pitch",
    });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ tone: 'energetic' });
    expect(await matchesOf(user.id)).toEqual([]);
  });

  it('writes a gentle speech when the person says they are okay, but never past harm to others', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const okay = await generate(cookie, { ...SPEECH, context: CRISIS_CONTEXT, saidOkay: true });
    expectStatus(okay, 200);
    expect(okay.json()).toMatchObject({ tone: 'gentle', context: CRISIS_CONTEXT });
    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(1);

    const harm = await generate(cookie, {
      ...SPEECH,
      context: HARM_OTHERS_CONTEXT,
      saidOkay: true,
    });
    expect(harm.json()).toEqual({ care: { concern: 'harm-others', place: 'generate' } });
    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(1);

    // Being okay about the context does not pass a goal's words.
    await t.deps.db
      .insertInto('goals')
      .values({ userId: user.id, title: 'Stop wanting to kill myself', category: 'personal' })
      .execute();
    const withGoal = await generate(cookie, {
      ...SPEECH,
      context: 'Exam on Monday',
      saidOkay: true,
    });
    expect(withGoal.json()).toEqual({ care: { concern: 'self-harm', place: 'generate' } });
    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(1);

    const refused = await generate(cookie, {
      ...SPEECH,
      context: 'Exam on Monday',
      saidOkay: false,
    });
    expectStatus(refused, 400);
  });

  it('answers a mood note that matches with care, keeping the scores and not the note', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/mood',
      cookie,
      payload: { ...CHECK_IN, notes: 'honestly I want to kill myself' },
    });
    expectStatus(response, 201);
    const answer = response.json();
    expect(answer.care).toEqual({ concern: 'self-harm', place: 'mood' });
    expect(answer.entry).toMatchObject({ userId: user.id, stress: 9, notes: null });
    const notes = await t.deps.db
      .selectFrom('moodEntries')
      .select('notes')
      .where('userId', '=', user.id)
      .execute();
    expect(notes).toEqual([{ notes: null }]);

    const calm = await trpcClient(t.app, { cookie }).mood.create.mutate({
      ...CHECK_IN,
      notes: 'Long day, the deadline is killing me',
    });
    expect(calm).toMatchObject({ notes: 'Long day, the deadline is killing me' });
    expect((await matchesOf(user.id)).map((match) => match.place)).toEqual(['mood']);
  });

  it('answers a goal whose words match with care and does not save it', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/goals',
      cookie,
      payload: {
        title: 'Get through the week',
        category: 'personal',
        description: 'or end my life',
      },
    });
    expectStatus(created, 200);
    expect(created.json()).toEqual({ care: { concern: 'self-harm', place: 'goal' } });
    const goal = await trpcClient(t.app, { cookie }).goal.create.mutate({
      title: 'Run a 10k',
      category: 'fitness',
    });
    if ('care' in goal) throw new Error('an ordinary goal was screened');
    const edited = await trpcClient(t.app, { cookie }).goal.update.mutate({
      id: goal.id,
      changes: { title: 'Run until I hurt myself' },
    });
    expect(edited).toEqual({ care: { concern: 'self-harm', place: 'goal' } });
    const titles = await t.deps.db
      .selectFrom('goals')
      .select('title')
      .where('userId', '=', user.id)
      .execute();
    expect(titles).toEqual([{ title: 'Run a 10k' }]);
  });

  it('screens words the device held back itself: recorded and paused on a match, never trusting the device', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const screen = (payload: object) =>
      call(t.app, { method: 'POST', url: '/api/care/screen', cookie, payload });
    const ordinary = await screen({ place: 'goal', texts: ['Run a 10k', 'killing it on stage'] });
    expectStatus(ordinary, 200);
    expect(ordinary.json()).toEqual({ care: null });
    expect(await matchesOf(user.id)).toEqual([]);
    expect((await trpcClient(t.app, { cookie }).care.pause.query()).pausedUntil).toBeNull();

    const crisis = await trpcClient(t.app, { cookie }).care.screen.mutate({
      place: 'generate',
      texts: [CRISIS_CONTEXT],
    });
    expect(crisis).toEqual({ care: { concern: 'self-harm', place: 'generate' } });
    expect((await matchesOf(user.id)).map((match) => match.place)).toEqual(['generate']);
    expect((await trpcClient(t.app, { cookie }).care.pause.query()).pausedUntil).not.toBeNull();

    for (const refused of [
      { place: 'goal', texts: ['nul \u0000 byte'] },
      { place: 'goal', texts: [] },
      { place: 'goal', texts: ['a', 'b', 'c'] },
      { place: 'elsewhere', texts: ['a'] },
      { place: 'goal', texts: ['x'.repeat(5001)] },
    ]) {
      expectStatus(await screen(refused), 400);
    }
    expect(await matchesOf(user.id)).toHaveLength(1);
  });

  it.each([
    ['an unknown concern', { concern: 'sadness', place: 'mood' }],
    ['an unknown place', { concern: 'self-harm', place: 'chat' }],
  ])('refuses to store %s', async (_name, values) => {
    const { user } = await signUpUser(t.app);
    await expect(
      t.deps.db
        .insertInto('crisisScreenMatches')
        .values({ userId: user.id, matchedAt: new Date(), ...values } as never)
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('puts the matches in the export, keeps the last 100, and deletes them with the account', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const matchedAt = new Date('2026-03-02T06:00:00Z');
    for (let i = 0; i < CRISIS_SCREEN_RECORDS_MAX + 5; i += 1) {
      await recordCrisisScreenMatch(
        t.deps.db,
        { userId: user.id, concern: 'self-harm', place: 'daily', matchedAt },
        new Date(matchedAt.getTime() + 1000),
        CRISIS_SCREEN_RECORDS_MAX,
      );
    }
    await generate(cookie, { ...SPEECH, context: CRISIS_CONTEXT });
    const matches = await matchesOf(user.id);
    expect(matches).toHaveLength(CRISIS_SCREEN_RECORDS_MAX);
    expect(matches.at(-1)).toMatchObject({ place: 'generate' });

    const exported = await call(t.app, { method: 'GET', url: '/api/account/export', cookie });
    expectStatus(exported, 200);
    const data = exported.json();
    expect(data.crisisScreenMatches).toHaveLength(CRISIS_SCREEN_RECORDS_MAX);
    expect(data.crisisScreenMatches.at(-1)).toMatchObject({
      concern: 'self-harm',
      place: 'generate',
    });
    expect(data.carePausedUntil).toEqual(expect.any(String));
    expect(exported.body).not.toContain('ending my life');

    expectStatus(await call(t.app, { method: 'DELETE', url: '/api/account', cookie }), 200);
    expect(await matchesOf(user.id)).toEqual([]);
  });

  it('rests the daily talk and the reminders for a day after a match, unless the person resumes them', async () => {
    // Saved before the day it is due: the save stores the rally's next due instant from now.
    t.setNow(new Date('2026-03-01T12:00:00Z'));
    const { cookie, user } = await signUpUser(t.app);
    await call(t.app, { method: 'PUT', url: '/api/daily-rally', cookie, payload: SETTINGS });
    await t.deps.db
      .insertInto('goals')
      .values({
        userId: user.id,
        title: 'Team presentation',
        category: 'presentation',
        targetDate: '2026-03-05',
      })
      .execute();
    // Monday 09:00 in Sydney.
    t.setNow(new Date('2026-03-01T22:00:00Z'));
    const care = await call(t.app, {
      method: 'POST',
      url: '/api/mood',
      cookie,
      payload: { ...CHECK_IN, notes: 'thinking about suicide again' },
    });
    expect(care.json().care).toEqual({ concern: 'self-harm', place: 'mood' });
    const pause = await call(t.app, { method: 'GET', url: '/api/care/pause', cookie });
    expect(pause.json()).toEqual({ pausedUntil: '2026-03-02T22:00:00.000Z' });

    const [job] = (await dueDailyRallies(t.deps)).filter((due) => due.userId === user.id);
    if (!job) throw new Error('nothing due');
    expect(await runDailyRally(t.deps, job, log)).toBe('paused');
    expect(await speechCount(user.id)).toBe(0);
    await remindGoalDates(t.deps);
    const notifications = (
      await call(t.app, { method: 'GET', url: '/api/notifications', cookie })
    ).json() as unknown[];
    expect(notifications).toEqual([]);

    const resumed = await trpcClient(t.app, { cookie }).care.resume.mutate();
    expect(resumed).toEqual({ pausedUntil: null });
    expect(await runDailyRally(t.deps, job, log)).toBe('ready');
    await remindGoalDates(t.deps);
    const told = (
      await call(t.app, { method: 'GET', url: '/api/notifications', cookie })
    ).json() as { kind: string }[];
    expect(told.map((notification) => notification.kind).sort()).toEqual([
      'daily_rally_ready',
      'goal_in_three_days',
    ]);
  });

  it('ends the pause after a day on its own', async () => {
    const { cookie, user } = await signUpUser(t.app);
    t.setNow(new Date('2026-03-01T22:00:00Z'));
    await generate(cookie, { ...SPEECH, context: CRISIS_CONTEXT });
    const pause = () => trpcClient(t.app, { cookie }).care.pause.query();
    expect((await pause()).pausedUntil).toEqual('2026-03-02T22:00:00.000Z');
    t.setNow(new Date('2026-03-02T22:00:00Z'));
    expect(await pause()).toEqual({ pausedUntil: null });
    expect(await matchesOf(user.id)).toHaveLength(1);
  });

  it('writes no daily talk from goal words that match, and tells nothing', async () => {
    // Saved before the day it is due: the save stores the rally's next due instant from now.
    t.setNow(new Date('2026-03-01T12:00:00Z'));
    const { cookie, user } = await signUpUser(t.app);
    await call(t.app, { method: 'PUT', url: '/api/daily-rally', cookie, payload: SETTINGS });
    await t.deps.db
      .insertInto('goals')
      .values({ userId: user.id, title: 'Not kill myself this month', category: 'personal' })
      .execute();
    t.setNow(new Date('2026-03-01T22:00:00Z'));
    const [job] = (await dueDailyRallies(t.deps)).filter((due) => due.userId === user.id);
    if (!job) throw new Error('nothing due');
    expect(await runDailyRally(t.deps, job, log)).toBe('care');
    expect(await speechCount(user.id)).toBe(0);
    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(0);
    const run = await t.deps.db
      .selectFrom('dailyRallyRuns')
      .select('status')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(run).toEqual({ status: 'care' });
    expect((await matchesOf(user.id)).map((match) => match.place)).toEqual(['daily']);
    const notifications = (
      await call(t.app, { method: 'GET', url: '/api/notifications', cookie })
    ).json() as unknown[];
    expect(notifications).toEqual([]);
  });
});
