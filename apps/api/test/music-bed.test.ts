import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import { refusalStatus, trpcClient } from './trpc-client.ts';

describe.each(testDatabases())('the music bed preference on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is none at first, then the bed chosen last, and goes into the export', async () => {
    const { cookie } = await signUpUser(t.app);
    const client = trpcClient(t.app, { cookie });
    expect(await client.personalisation.musicBed.query()).toEqual({ musicBed: 'none' });
    await client.personalisation.setMusicBed.mutate({ musicBed: 'rising' });
    await client.personalisation.setMusicBed.mutate({ musicBed: 'calm' });
    expect(await client.personalisation.musicBed.query()).toEqual({ musicBed: 'calm' });

    const exported = await call(t.app, { method: 'GET', url: '/api/account/export', cookie });
    expectStatus(exported, 200);
    expect(exported.json()).toMatchObject({ preferences: { musicBed: 'calm' } });
  });

  it.each([[{ musicBed: 'jazz' }], [{ musicBed: 'calm\u0000' }], [{}], [{ musicBed: 7 }]])(
    'refuses %j with a 400 and keeps the bed',
    async (input) => {
      const { cookie } = await signUpUser(t.app);
      const client = trpcClient(t.app, { cookie });
      await client.personalisation.setMusicBed.mutate({ musicBed: 'driving' });
      const status = await refusalStatus(
        client.personalisation.setMusicBed.mutate(input as { musicBed: 'calm' }),
      );
      expect(status).toBe(400);
      expect(await client.personalisation.musicBed.query()).toEqual({ musicBed: 'driving' });
    },
  );

  it('belongs to each user alone', async () => {
    const first = trpcClient(t.app, { cookie: (await signUpUser(t.app)).cookie });
    const second = trpcClient(t.app, { cookie: (await signUpUser(t.app)).cookie });
    await first.personalisation.setMusicBed.mutate({ musicBed: 'driving' });
    expect(await second.personalisation.musicBed.query()).toEqual({ musicBed: 'none' });
  });
});
