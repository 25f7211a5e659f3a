import { testDatabases } from '@rally/db/testing';
import { DEBUG_SPEECH, DEBUG_SPEECH_TEXT } from '@rally/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSpeechCount, speechesUsedOf } from './allowance.ts';
import { buildTestApp, call, expectStatus, freshAddress, signUpUser } from './helpers.ts';
import type { TestApp } from './helpers.ts';

describe.each(testDatabases())("/audio-debug's test speech on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('is a diagnostic: no speech of the allowance, even at the limit, and one speech however often', async () => {
    const { cookie, user } = await signUpUser(t.app, 'Ada', freshAddress());
    await t.deps.db
      .updateTable('users')
      .set({ speechesUsed: 3 })
      .where('id', '=', user.id)
      .execute();

    const first = await call(t.app, { method: 'POST', url: '/api/audio-debug/speech', cookie });
    expectStatus(first, 201);
    const again = await call(t.app, { method: 'POST', url: '/api/audio-debug/speech', cookie });
    expectStatus(again, 201);
    const { id } = first.json() as { id: number };
    expect(again.json()).toEqual({ id });

    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(3);
    expect(await savedSpeechCount(t.deps.db, user.id)).toBe(1);
    const speech = await call(t.app, { method: 'GET', url: `/api/speeches/${id}`, cookie });
    expectStatus(speech, 200);
    expect(speech.json()).toMatchObject({ ...DEBUG_SPEECH, content: DEBUG_SPEECH_TEXT });
    const stats = await t.deps.db
      .selectFrom('userStats')
      .select('totalSpeeches')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(stats?.totalSpeeches ?? 0).toBe(0);
  });

  it("is each user's own", async () => {
    const ada = await signUpUser(t.app, 'Ada', freshAddress());
    const grace = await signUpUser(t.app, 'Grace', freshAddress());
    const adas = await call(t.app, {
      method: 'POST',
      url: '/api/audio-debug/speech',
      cookie: ada.cookie,
    });
    const graces = await call(t.app, {
      method: 'POST',
      url: '/api/audio-debug/speech',
      cookie: grace.cookie,
    });
    expect(adas.json()).not.toEqual(graces.json());
    const refused = await call(t.app, { method: 'POST', url: '/api/audio-debug/speech' });
    expectStatus(refused, 401);
  });
});
