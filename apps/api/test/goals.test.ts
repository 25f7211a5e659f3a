import { insertSpeech } from '@rally/db';
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
});
