import { insertGoal, insertSpeech } from '@rally/db';
import { GOAL_LIMIT_MESSAGE, GOALS_PER_USER } from '@rally/domain';
import { remindGoalDates } from '../src/services/goal-reminders.ts';
import { testDatabases } from '@rally/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

const HOUR_MS = 3_600_000;
const GOAL = { title: 'Run a 5k', category: 'fitness' } as const;

describe.each(testDatabases())('goals on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterEach(() => t.setNow(new Date()));
  afterAll(() => t.close());

  const rest = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => call(t.app, { method, url, cookie, ...(payload ? { payload } : {}) });
  const trpc = (path: string, cookie: string | undefined, input?: object) =>
    input === undefined
      ? call(t.app, { method: 'GET', url: `/trpc/${path}`, cookie })
      : call(t.app, { method: 'POST', url: `/trpc/${path}`, cookie, payload: input });
  const goalRows = (userId: string) =>
    t.deps.db.selectFrom('goals').selectAll().where('userId', '=', userId).execute();

  it('answers 401 when signed out, on both faces', async () => {
    expectStatus(await rest('POST', '/api/goals', undefined, GOAL), 401);
    expectStatus(await rest('GET', '/api/goals'), 401);
    expectStatus(await rest('PATCH', '/api/goals/1', undefined, { isCompleted: true }), 401);
    expectStatus(await rest('DELETE', '/api/goals/1'), 401);
    expectStatus(await trpc('goal.list', undefined), 401);
    expectStatus(await trpc('goal.create', undefined, GOAL), 401);
  });

  it("creates a goal with the title trimmed and the description 'Goal {title}'", async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await rest('POST', '/api/goals', cookie, { ...GOAL, title: '  Run a 5k  ' });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({
      userId: user.id,
      title: 'Run a 5k',
      category: 'fitness',
      description: 'Goal Run a 5k',
      targetDate: null,
      isCompleted: 0,
    });
    const described = await rest('POST', '/api/goals', cookie, {
      title: 'Give the talk',
      category: 'presentation',
      description: 'Twenty minutes at the meetup',
      targetDate: '2025-09-30',
    });
    expect(described.json()).toMatchObject({
      description: 'Twenty minutes at the meetup',
      targetDate: '2025-09-30',
    });
    expect(await goalRows(user.id)).toHaveLength(2);
  });

  it.each<[string, object, string]>([
    ['a blank title', { title: '   ' }, 'title: Please fill in all fields.'],
    ['no title', { title: undefined }, 'title: Please fill in all fields.'],
    ['no category', { category: undefined }, 'category: Please fill in all fields.'],
    ['an empty category', { category: '' }, 'category: Please fill in all fields.'],
  ])(
    'refuses %s with 400 and the spec’s message, writing nothing',
    async (_why, change, message) => {
      const { cookie, user } = await signUpUser(t.app);
      const response = await rest('POST', '/api/goals', cookie, { ...GOAL, ...change });
      expectStatus(response, 400);
      expect(response.json().message).toBe(message);
      expect(await goalRows(user.id)).toEqual([]);
    },
  );

  it('lists only the user’s own goals, open ones first and newest first', async () => {
    const start = t.deps.now();
    const ada = await signUpUser(t.app, 'Ada');
    const bob = await signUpUser(t.app, 'Bob');
    const create = async (cookie: string, title: string, hours: number) => {
      t.setNow(new Date(start.getTime() + hours * HOUR_MS));
      const response = await rest('POST', '/api/goals', cookie, { ...GOAL, title });
      return response.json().id as number;
    };
    const first = await create(ada.cookie, 'First', 1);
    await create(ada.cookie, 'Second', 2);
    await create(ada.cookie, 'Third', 3);
    await create(bob.cookie, 'Not Ada’s', 4);
    expectStatus(
      await rest('PATCH', `/api/goals/${first}`, ada.cookie, { isCompleted: true }),
      200,
    );

    const list = await rest('GET', '/api/goals', ada.cookie);
    expectStatus(list, 200);
    expect(list.json().map((goal: { title: string }) => goal.title)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    const viaTrpc = await trpc('goal.list', ada.cookie);
    expect(viaTrpc.json().result.data).toEqual(list.json());
  });

  it('counts the user’s own goals and the done ones (goal.summary)', async () => {
    const ada = await signUpUser(t.app, 'Ada');
    const bob = await signUpUser(t.app, 'Bob');
    const summary = async (cookie: string) => {
      const response = await trpc('goal.summary', cookie);
      expectStatus(response, 200);
      return response.json().result.data as unknown;
    };
    expect(await summary(ada.cookie)).toEqual({ total: 0, done: 0 });
    const ids: number[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      ids.push((await rest('POST', '/api/goals', ada.cookie, { ...GOAL, title })).json().id);
    }
    await rest('POST', '/api/goals', bob.cookie, GOAL);
    expectStatus(
      await rest('PATCH', `/api/goals/${ids[1]}`, ada.cookie, { isCompleted: true }),
      200,
    );
    expect(await summary(ada.cookie)).toEqual({ total: 3, done: 1 });
    expect(await summary(bob.cookie)).toEqual({ total: 1, done: 0 });
    expectStatus(await trpc('goal.summary', undefined), 401);
  });

  it('marks a goal done and not done, stored as 1 and 0', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const id = (await rest('POST', '/api/goals', cookie, GOAL)).json().id as number;
    const done = await rest('PATCH', `/api/goals/${id}`, cookie, { isCompleted: true });
    expectStatus(done, 200);
    expect(done.json()).toMatchObject({ id, isCompleted: 1 });
    const undone = await trpc('goal.update', cookie, { id, changes: { isCompleted: false } });
    expectStatus(undone, 200);
    expect(undone.json().result.data).toMatchObject({ id, isCompleted: 0 });
    expect((await goalRows(user.id))[0]?.isCompleted).toBe(0);

    const notBoolean = await rest('PATCH', `/api/goals/${id}`, cookie, { isCompleted: 1 });
    expectStatus(notBoolean, 400);
    expect(notBoolean.json().message).toBe('isCompleted: Expected boolean, received number');
  });

  it('deletes a goal; its speeches stay, no longer tied to it', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const id = (await rest('POST', '/api/goals', cookie, GOAL)).json().id as number;
    const speech = await insertSpeech(t.deps.db, {
      userId: user.id,
      goalId: id,
      context: 'Training for the 5k',
      tone: 'energetic',
      voiceStyle: 'warm',
      content: 'Go!',
    });
    expectStatus(await rest('DELETE', `/api/goals/${id}`, cookie), 204);
    expect(await goalRows(user.id)).toEqual([]);
    const kept = await t.deps.db
      .selectFrom('speeches')
      .select('goalId')
      .where('id', '=', speech.id)
      .executeTakeFirst();
    expect(kept).toEqual({ goalId: null });
    expectStatus(await rest('DELETE', `/api/goals/${id}`, cookie), 404);

    const other = (await rest('POST', '/api/goals', cookie, GOAL)).json().id as number;
    const viaTrpc = await trpc('goal.delete', cookie, { id: other });
    expectStatus(viaTrpc, 200);
    expect(viaTrpc.json().result.data).toEqual({ id: other });
  });

  it("refuses another user's goal, or an unknown one, with 404 and changes nothing", async () => {
    const owner = await signUpUser(t.app, 'Owner');
    const id = (await rest('POST', '/api/goals', owner.cookie, GOAL)).json().id as number;
    const { cookie } = await signUpUser(t.app);
    for (const goalId of [id, 987654, 99_999_999_999]) {
      const patch = await rest('PATCH', `/api/goals/${goalId}`, cookie, { isCompleted: true });
      expectStatus(patch, 404);
      expect(patch.json().message).toBe('Goal not found');
      expectStatus(await rest('DELETE', `/api/goals/${goalId}`, cookie), 404);
    }
    expectStatus(await trpc('goal.update', cookie, { id, changes: { isCompleted: true } }), 404);
    expectStatus(await trpc('goal.delete', cookie, { id }), 404);
    expect(await goalRows(owner.user.id)).toMatchObject([{ id, isCompleted: 0 }]);
    expectStatus(await rest('PATCH', '/api/goals/abc', cookie, { isCompleted: true }), 400);
  });

  it('creates through tRPC with the same rules', async () => {
    const { cookie } = await signUpUser(t.app);
    const created = await trpc('goal.create', cookie, { title: ' Nail it ', category: 'career' });
    expectStatus(created, 200);
    expect(created.json().result.data).toMatchObject({
      title: 'Nail it',
      description: 'Goal Nail it',
    });
    const refused = await trpc('goal.create', cookie, { title: '', category: 'career' });
    expectStatus(refused, 400);
    expect(refused.json().error.data.zodError.fieldErrors.title).toEqual([
      'Please fill in all fields.',
    ]);
  });

  /** Gives the user `count` goals straight in the table, titled by number, oldest first. */
  async function withGoals(userId: string, count: number) {
    for (let i = 0; i < count; i += 1) {
      await insertGoal(t.deps.db, {
        userId,
        title: `Goal ${i}`,
        category: 'personal',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
  }

  it(`refuses a goal past ${GOALS_PER_USER} with a 409 that says what to do, on both faces (issue 37)`, async () => {
    const { cookie, user } = await signUpUser(t.app);
    await withGoals(user.id, GOALS_PER_USER - 1);
    expectStatus(await rest('POST', '/api/goals', cookie, GOAL), 201);
    const refused = await rest('POST', '/api/goals', cookie, GOAL);
    expectStatus(refused, 409);
    expect(refused.json()).toMatchObject({ message: GOAL_LIMIT_MESSAGE, code: 'GOAL_LIMIT' });
    const viaTrpc = await trpc('goal.create', cookie, GOAL);
    expectStatus(viaTrpc, 409);
    expect(viaTrpc.body).toContain(GOAL_LIMIT_MESSAGE);
    expect(await goalRows(user.id)).toHaveLength(GOALS_PER_USER);
    // Two sent at once for the last place: one is taken.
    const other = await signUpUser(t.app);
    await withGoals(other.user.id, GOALS_PER_USER - 1);
    const both = await Promise.all([
      rest('POST', '/api/goals', other.cookie, GOAL),
      rest('POST', '/api/goals', other.cookie, GOAL),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await goalRows(other.user.id)).toHaveLength(GOALS_PER_USER);
  });

  it('reads the goals a page at a time, in the list’s order, on both faces', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await withGoals(user.id, 5);
    const page = await rest('GET', '/api/goals?limit=2&offset=1', cookie);
    expectStatus(page, 200);
    // Newest first: goals 4, 3, 2, 1, 0.
    expect((page.json() as Array<{ title: string }>).map((g) => g.title)).toEqual([
      'Goal 3',
      'Goal 2',
    ]);
    const all = await rest('GET', '/api/goals', cookie);
    expect(all.json()).toHaveLength(5);
    const viaTrpc = await call(t.app, {
      method: 'GET',
      url: `/trpc/goal.list?input=${encodeURIComponent(JSON.stringify({ limit: 1, offset: 4 }))}`,
      cookie,
    });
    expectStatus(viaTrpc, 200);
    expect(viaTrpc.body).toContain('Goal 0');
    expect(viaTrpc.body).not.toContain('Goal 1');
    for (const query of ['limit=0', `limit=${GOALS_PER_USER + 1}`, 'offset=-1', 'limit=abc']) {
      expectStatus(await rest('GET', `/api/goals?${query}`, cookie), 400);
    }
  });

  it('tells a user of a few goals a day at most, however many fall on the day (issue 37)', async () => {
    const { cookie, user } = await signUpUser(t.app);
    for (let i = 0; i < 6; i += 1) {
      await insertGoal(t.deps.db, {
        userId: user.id,
        title: `Exam ${i}`,
        category: 'personal',
        targetDate: '2026-05-10',
      });
    }
    // 09:00 UTC on the day (no daily rally zone: UTC days), run twice as the hourly job would.
    t.setNow(new Date('2026-05-10T09:00:00Z'));
    await remindGoalDates(t.deps);
    t.setNow(new Date('2026-05-10T10:00:00Z'));
    await remindGoalDates(t.deps);
    const told = (await rest('GET', '/api/notifications', cookie)).json() as Array<{
      title: string;
    }>;
    expect(told.map((n) => n.title).sort()).toEqual([
      'Today: Exam 0',
      'Today: Exam 1',
      'Today: Exam 2',
    ]);
  });
});
