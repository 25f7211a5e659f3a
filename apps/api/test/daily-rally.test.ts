import { defaultDailyRally } from '@rally/domain';
import { testDatabases } from '@rally/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueDailyRallies, runDailyRally } from '../src/services/daily-rally.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

const log: FastifyBaseLogger = fastify({ logger: false }).log;
const SETTINGS = { ...defaultDailyRally('Europe/Paris'), enabled: true };

describe.each(testDatabases())('the daily rally on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    [{ time: '7:30' }, 'HH:MM'],
    [{ timeZone: 'Nowhere/Land' }, 'IANA'],
    [{ days: [8] }, 'Sunday'],
  ])('refuses %j with a 400 that says why', async (change, words) => {
    const { cookie } = await signUpUser(t.app);
    const response = await call(t.app, {
      method: 'PUT',
      url: '/api/daily-rally',
      cookie,
      payload: { ...SETTINGS, ...change },
    });
    expectStatus(response, 400);
    expect(response.body).toContain(words);
  });

  it('writes and voices the day’s talk once, marks it daily, and tells the user', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const before = await call(t.app, { method: 'GET', url: '/api/daily-rally', cookie });
    expectStatus(before, 200);
    expect(before.json()).toMatchObject({ enabled: false, configured: false });
    const saved = await call(t.app, {
      method: 'PUT',
      url: '/api/daily-rally',
      cookie,
      payload: SETTINGS,
    });
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({
      ...SETTINGS,
      countsAgainstAllowance: true,
      configured: true,
    });

    // Monday 07:20 in Paris: ten minutes ahead of the slot.
    t.setNow(new Date('2026-03-02T06:20:00Z'));
    const due = (await dueDailyRallies(t.deps)).filter((d) => d.userId === user.id);
    expect(due).toEqual([
      { userId: user.id, localDate: '2026-03-02', slotAt: '2026-03-02T06:30:00.000Z' },
    ]);
    const [job] = due;
    if (!job) throw new Error('nothing due');
    // Two servers (or a retry) on the same key: one talk.
    const outcomes = await Promise.all([
      runDailyRally(t.deps, job, log),
      runDailyRally(t.deps, job, log),
    ]);
    expect(outcomes.sort()).toEqual(['already_done', 'ready']);
    expect((await dueDailyRallies(t.deps)).filter((d) => d.userId === user.id)).toEqual([]);

    const { speeches } = (
      await call(t.app, { method: 'GET', url: '/api/speeches', cookie })
    ).json() as { speeches: Array<{ id: number; source: string }> };
    expect(speeches.map((s) => s.source)).toEqual(['daily']);
    const notifications = await call(t.app, { method: 'GET', url: '/api/notifications', cookie });
    const [ready] = notifications.json() as Array<{
      id: string;
      kind: string;
      url: string;
      readAt: null;
    }>;
    expect(ready).toMatchObject({
      kind: 'daily_rally_ready',
      url: `/?speech=${speeches[0]?.id}&voice=alloy`,
      readAt: null,
    });
    const read = await call(t.app, {
      method: 'POST',
      url: '/api/notifications/read',
      cookie,
      payload: { all: true },
    });
    expect(read.json()).toEqual({ updated: 1 });
  });

  it('tells the user instead of charging when no speech is left', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await t.deps.db
      .updateTable('users')
      .set({ speechesUsed: 3 })
      .where('id', '=', user.id)
      .execute();
    await call(t.app, { method: 'PUT', url: '/api/daily-rally', cookie, payload: SETTINGS });
    t.setNow(new Date('2026-03-03T09:00:00Z'));
    const [job] = (await dueDailyRallies(t.deps)).filter((d) => d.userId === user.id);
    if (!job) throw new Error('nothing due');
    expect(await runDailyRally(t.deps, job, log)).toBe('no_allowance');
    const notifications = (
      await call(t.app, { method: 'GET', url: '/api/notifications', cookie })
    ).json() as Array<{
      kind: string;
    }>;
    expect(notifications.map((n) => n.kind)).toEqual(['daily_rally_no_allowance']);
  });
});
