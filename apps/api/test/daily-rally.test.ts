import { connectPostgres, deleteNotificationsBefore, insertNotification } from '@rally/db';
import { defaultDailyRally, localParts } from '@rally/domain';
import { testDatabases } from '@rally/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDailyRallyTick,
  DAILY_RALLY_QUEUE,
  enqueueDueDailyRallies,
} from '../src/jobs/daily-rally-tick.ts';
import { JobEngine } from '../src/jobs/engine.ts';
import { runDailyRally } from '../src/services/daily-rally.ts';
import {
  dueDailyRallies,
  queueDueDailyRallies,
  type DueDailyRally,
} from '../src/services/daily-rally-tick.ts';
import {
  buildTestApp,
  call,
  expectStatus,
  freshAddress,
  signUpUser,
  type TestApp,
} from './helpers.ts';
import { jobDatabaseOf, jobsSchema, startTestEngine } from './jobs.ts';

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
    // Issue 37: a voice no provider has was saved, then charged for a talk that could not be read.
    [{ voice: 'no-such-voice' }, 'Unknown voice'],
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
    // Saved on the Sunday before: the tick looks at it from then on.
    t.setNow(new Date('2026-03-01T12:00:00Z'));
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

  it('does not charge for a talk whose voice cannot read it, and says why in the bell', async () => {
    const { cookie, user } = await signUpUser(t.app);
    expectStatus(
      await call(t.app, { method: 'PUT', url: '/api/daily-rally', cookie, payload: SETTINGS }),
      200,
    );
    // Saved before the check, or a voice a provider has since dropped.
    await t.deps.db
      .updateTable('dailyRallySettings')
      .set({ voice: 'no-such-voice' })
      .where('userId', '=', user.id)
      .execute();
    t.setNow(new Date('2026-03-04T06:20:00Z'));
    const [job] = (await dueDailyRallies(t.deps)).filter((d) => d.userId === user.id);
    if (!job) throw new Error('nothing due');
    expect(await runDailyRally(t.deps, job, log)).toBe('no_voice');
    // A retry does nothing more.
    expect(await runDailyRally(t.deps, job, log)).toBe('already_done');

    const usage = await t.deps.db
      .selectFrom('users')
      .select('speechesUsed')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(usage.speechesUsed).toBe(0);
    const speeches = await t.deps.db
      .selectFrom('speeches')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(speeches).toEqual([]);
    const notifications = (
      await call(t.app, { method: 'GET', url: '/api/notifications', cookie })
    ).json() as Array<{ kind: string; body: string }>;
    expect(notifications.map((n) => n.kind)).toEqual(['daily_rally_no_voice']);
    expect(notifications[0]?.body).toContain('no longer available');
  });

  describe('the minute’s tick', () => {
    const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
    const cookies = new Map<string, string>();

    /** Users with the rally on at `time` in `timeZone`, on `days` (0 is Sunday). */
    async function usersAt(
      count: number,
      time: string,
      timeZone: string,
      days = EVERY_DAY,
    ): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const { cookie, user } = await signUpUser(t.app, 'Ada', freshAddress());
        cookies.set(user.id, cookie);
        const payload = { ...SETTINGS, time, timeZone, days };
        expectStatus(
          await call(t.app, { method: 'PUT', url: '/api/daily-rally', cookie, payload }),
          200,
        );
        ids.push(user.id);
      }
      return ids;
    }

    it('reads only the rallies due, queues each once, and moves it to its next day', async () => {
      t.setNow(new Date('2026-04-06T00:00:00Z'));
      const tokyo = await usersAt(2, '09:00', 'Asia/Tokyo');
      const paris = await usersAt(1, '21:00', 'Europe/Paris');
      const queued: DueDailyRally[][] = [];
      const queue = async (due: DueDailyRally[]) => {
        queued.push(due);
      };

      // 23:50 UTC on the 6th is 08:50 on the 7th in Tokyo: within the lead of 09:00.
      t.setNow(new Date('2026-04-06T23:50:00Z'));
      expect(await queueDueDailyRallies(t.deps, queue)).toBeGreaterThanOrEqual(2);
      const mine = queued.flat().filter((d) => [...tokyo, ...paris].includes(d.userId));
      expect(mine.map((d) => d.userId).sort()).toEqual([...tokyo].sort());
      expect(new Set(mine.map((d) => d.localDate))).toEqual(new Set(['2026-04-07']));
      // All of a page in one call: the engine sends it to pg-boss as one insert.
      expect(queued).toHaveLength(1);

      // The next minute finds nothing of theirs: each moved on to the next day.
      queued.length = 0;
      t.setNow(new Date('2026-04-06T23:51:00Z'));
      await queueDueDailyRallies(t.deps, queue);
      expect(queued.flat().filter((d) => tokyo.includes(d.userId))).toEqual([]);
      const next = await t.deps.db
        .selectFrom('dailyRallySettings')
        .select('nextDueAt')
        .where('userId', 'in', tokyo)
        .execute();
      expect(next.map((row) => row.nextDueAt)).toEqual([
        new Date('2026-04-07T23:45:00Z'),
        new Date('2026-04-07T23:45:00Z'),
      ]);
    });

    it('moves the rallies of many rules on at once, each to its own next instant, keeping a save made meanwhile', async () => {
      // Monday the 6th. 00:00 UTC on Tuesday the 7th is 09:00 in Tokyo, 05:30 in Kolkata and 01:00
      // in London (summer time): one minute's talks under three rules.
      t.setNow(new Date('2026-04-06T00:00:00Z'));
      const tokyo = await usersAt(2, '09:00', 'Asia/Tokyo');
      const kolkata = await usersAt(2, '05:30', 'Asia/Kolkata', [2]);
      const london = await usersAt(2, '01:00', 'Europe/London', [1, 2, 3, 4, 5]);
      const [changedMind = ''] = london;
      t.setNow(new Date('2026-04-06T23:50:00Z'));
      const queued: DueDailyRally[] = [];
      await queueDueDailyRallies(t.deps, async (due) => {
        queued.push(...due);
        // Saved between the tick's read and its move: the new time's instant stands.
        const payload = { ...SETTINGS, time: '18:00', timeZone: 'Europe/London', days: EVERY_DAY };
        const cookie = cookies.get(changedMind) ?? '';
        expectStatus(
          await call(t.app, { method: 'PUT', url: '/api/daily-rally', cookie, payload }),
          200,
        );
      });
      const everyone = [...tokyo, ...kolkata, ...london];
      expect(
        queued
          .filter((d) => everyone.includes(d.userId))
          .map((d) => d.userId)
          .sort(),
      ).toEqual([...everyone].sort());
      const rows = await t.deps.db
        .selectFrom('dailyRallySettings')
        .select(['userId', 'nextDueAt'])
        .where('userId', 'in', everyone)
        .execute();
      const nextOf = new Map(rows.map((row) => [row.userId, row.nextDueAt?.toISOString()]));
      // Each 15 minutes ahead of its next day: Wednesday for Tokyo and London, next Tuesday for Kolkata.
      for (const id of tokyo) expect(nextOf.get(id)).toBe('2026-04-07T23:45:00.000Z');
      for (const id of kolkata) expect(nextOf.get(id)).toBe('2026-04-13T23:45:00.000Z');
      expect(nextOf.get(london[1] ?? '')).toBe('2026-04-07T23:45:00.000Z');
      // 18:00 in London on the 7th (summer time) less the lead.
      expect(nextOf.get(changedMind)).toBe('2026-04-07T16:45:00.000Z');
    });

    it('queues and moves on every rule of a busy minute, beyond the rules worked out in one turn', async () => {
      // 00:00 UTC on Tuesday the 7th, as the clocks of 24 zones read it, every day and on weekdays:
      // 48 rules due in one minute, more than one turn of the event loop works out.
      t.setNow(new Date('2026-04-06T00:00:00Z'));
      const slot = new Date('2026-04-07T00:00:00Z');
      // One zone for each of 24 clocks the slot shows (half-hour and 45-minute offsets among them).
      const byClock = new Map(
        Intl.supportedValuesOf('timeZone').map((zone) => [localParts(slot, zone).minutes, zone]),
      );
      const everyone: string[] = [];
      for (const timeZone of [...byClock.values()].slice(0, 24)) {
        const time = localParts(slot, timeZone).minutes;
        const hhmm = `${String(Math.floor(time / 60)).padStart(2, '0')}:${String(time % 60).padStart(2, '0')}`;
        everyone.push(...(await usersAt(1, hhmm, timeZone)));
        everyone.push(...(await usersAt(1, hhmm, timeZone, [1, 2, 3, 4, 5])));
      }
      t.setNow(new Date('2026-04-06T23:50:00Z'));
      const queued: DueDailyRally[] = [];
      await queueDueDailyRallies(t.deps, async (due) => {
        queued.push(...due);
      });
      const mine = queued.filter((d) => everyone.includes(d.userId)).map((d) => d.userId);
      expect(mine.sort()).toEqual([...everyone].sort());
      const rows = await t.deps.db
        .selectFrom('dailyRallySettings')
        .select('nextDueAt')
        .where('userId', 'in', everyone)
        .execute();
      // Each moved on past the day queued: its next talk is at least a day later, less the lead.
      for (const row of rows) expect(row.nextDueAt?.getTime()).toBeGreaterThan(slot.getTime());
    });

    it('works out a rally marked due by the migration (no slot now) without queueing it', async () => {
      // 01:00 on the 8th in New York: the 7th's noon is over with the 7th, the 8th's is to come.
      t.setNow(new Date('2026-04-08T05:00:00Z'));
      const [userId = ''] = await usersAt(1, '12:00', 'America/New_York');
      // As migration 0014 leaves rows that were on: due now, instant unknown.
      await t.deps.db
        .updateTable('dailyRallySettings')
        .set({ nextDueAt: new Date('2026-04-08T05:00:00Z') })
        .where('userId', '=', userId)
        .execute();
      const queued: DueDailyRally[] = [];
      await queueDueDailyRallies(t.deps, async (due) => {
        queued.push(...due);
      });
      expect(queued.filter((d) => d.userId === userId)).toEqual([]);
      const row = await t.deps.db
        .selectFrom('dailyRallySettings')
        .select('nextDueAt')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      // 12:00 in New York on the 8th (EDT) less the lead.
      expect(row.nextDueAt).toEqual(new Date('2026-04-08T15:45:00Z'));
    });

    it('sends the due talks to pg-boss in one insert, one job per user and day', async () => {
      t.setNow(new Date('2026-04-09T00:00:00Z'));
      const users = await usersAt(3, '10:00', 'Europe/Berlin');
      const engine = await startTestEngine(t.database, log);
      try {
        await engine.engine.boss.createQueue(DAILY_RALLY_QUEUE);
        t.setNow(new Date('2026-04-09T07:50:00Z'));
        await enqueueDueDailyRallies(engine.engine, t.deps);
        const jobs = await engine.engine.boss.findJobs<DueDailyRally>(DAILY_RALLY_QUEUE);
        const mine = jobs.filter((job) => users.includes(job.data.userId));
        expect(mine.map((job) => job.singletonKey).sort()).toEqual(
          users.map((id) => `${id}:2026-04-09`).sort(),
        );
      } finally {
        await engine.stop();
      }
    });
    /** The tick as the server makes it: on PostgreSQL a thread of its own, on PGlite in process. */
    function serverTick(engine: JobEngine, schema: string, db = t.deps.db) {
      const connection = t.database.connection;
      return createDailyRallyTick({ db, connection, engine, schema, logLevel: 'silent' });
    }

    async function nextDueOf(userIds: readonly string[]): Promise<Array<Date | null>> {
      const rows = await t.deps.db
        .selectFrom('dailyRallySettings')
        .select('nextDueAt')
        .where('userId', 'in', userIds)
        .execute();
      return rows.map((row) => row.nextDueAt);
    }

    it(`runs ${kind === 'postgres' ? 'on a thread and a connection of its own' : 'in process'}, as the server runs it, queueing each talk and moving it on`, async () => {
      t.setNow(new Date('2026-04-10T00:00:00Z'));
      const users = await usersAt(3, '10:00', 'Europe/Berlin');
      const engine = await startTestEngine(t.database, log);
      // On PostgreSQL the tick has a connection of its own (so a request never waits behind it on
      // the server's event loop or pool): it is handed a closed pool, which it must not need.
      const closed = t.database.connection ? connectPostgres(t.database.connection) : undefined;
      await closed?.close();
      const tick = serverTick(engine.engine, engine.schema, closed?.db ?? t.deps.db);
      try {
        await engine.engine.boss.createQueue(DAILY_RALLY_QUEUE);
        expect(await tick.run(new Date('2026-04-10T07:50:00Z'))).toBeGreaterThanOrEqual(3);
        const jobs = await engine.engine.boss.findJobs<DueDailyRally>(DAILY_RALLY_QUEUE);
        const mine = jobs.filter((job) => users.includes(job.data.userId));
        expect(mine.map((job) => job.singletonKey).sort()).toEqual(
          users.map((id) => `${id}:2026-04-10`).sort(),
        );
        // 10:00 in Berlin (summer time) on the 11th, less the lead.
        expect(await nextDueOf(users)).toEqual(Array(3).fill(new Date('2026-04-11T07:45:00Z')));
      } finally {
        await tick.close();
        await engine.stop();
      }
    });

    it('fails for the job to retry when the talks cannot be queued, moving none on; the next tick queues them', async () => {
      t.setNow(new Date('2026-04-11T00:00:00Z'));
      const users = await usersAt(2, '10:00', 'Europe/Berlin');
      // No daily-rally queue yet: pg-boss refuses the insert.
      const engine = await startTestEngine(t.database, log);
      const tick = serverTick(engine.engine, engine.schema);
      try {
        const at = new Date('2026-04-11T07:50:00Z');
        await expect(tick.run(at)).rejects.toThrow(/daily-rally does not exist/);
        expect(await nextDueOf(users)).toEqual(Array(2).fill(new Date('2026-04-11T07:45:00Z')));

        await engine.engine.boss.createQueue(DAILY_RALLY_QUEUE);
        expect(await tick.run(at)).toBeGreaterThanOrEqual(2);
        const jobs = await engine.engine.boss.findJobs<DueDailyRally>(DAILY_RALLY_QUEUE);
        expect(jobs.filter((job) => users.includes(job.data.userId))).toHaveLength(2);
        expect(await nextDueOf(users)).toEqual(Array(2).fill(new Date('2026-04-12T07:45:00Z')));
      } finally {
        await tick.close();
        await engine.stop();
      }
    });

    it.runIf(kind === 'postgres')(
      'opens its thread’s connection again at the next tick when the first opening failed (PostgreSQL only: on PGlite the tick runs in process)',
      async () => {
        t.setNow(new Date('2026-04-12T00:00:00Z'));
        const users = await usersAt(1, '10:00', 'Europe/Berlin');
        // The tick's first run finds no pg-boss in its schema (as a database not there yet would).
        const schema = jobsSchema();
        const idle = new JobEngine({ database: jobDatabaseOf(t.database), schema, log });
        const tick = serverTick(idle, schema);
        const at = new Date('2026-04-12T07:50:00Z');
        try {
          await expect(tick.run(at)).rejects.toThrow();
          const engine = await startTestEngine(t.database, log, { schema });
          try {
            await engine.engine.boss.createQueue(DAILY_RALLY_QUEUE);
            expect(await tick.run(at)).toBeGreaterThanOrEqual(1);
            const jobs = await engine.engine.boss.findJobs<DueDailyRally>(DAILY_RALLY_QUEUE);
            expect(jobs.filter((job) => users.includes(job.data.userId))).toHaveLength(1);
          } finally {
            await engine.stop();
          }
        } finally {
          await tick.close();
        }
      },
    );
  });

  it('deletes notifications past their keeping time, oldest first, a bounded number a run', async () => {
    const { user } = await signUpUser(t.app);
    const at = (iso: string, key: string) =>
      insertNotification(t.deps.db, {
        userId: user.id,
        kind: 'near_limit',
        title: 'Nearly at your limit',
        body: key,
        url: null,
        dedupeKey: key,
        createdAt: new Date(iso),
      });
    await at('2020-01-01T00:00:00Z', 'oldest');
    await at('2020-01-02T00:00:00Z', 'older');
    await at('2030-01-01T00:00:00Z', 'kept');
    const bodies = async () =>
      (
        await t.deps.db
          .selectFrom('notifications')
          .select('body')
          .where('userId', '=', user.id)
          .orderBy('createdAt')
          .execute()
      ).map((n) => n.body);
    const cutoff = new Date('2025-01-01T00:00:00Z');
    expect(await deleteNotificationsBefore(t.deps.db, cutoff, 1)).toBeGreaterThanOrEqual(1);
    expect(await bodies()).not.toContain('oldest');
    await deleteNotificationsBefore(t.deps.db, cutoff, 1_000);
    expect(await bodies()).toEqual(['kept']);
  });

  it('pages the bell’s list, newest first, on both faces', async () => {
    const { cookie, user } = await signUpUser(t.app);
    for (let i = 0; i < 4; i += 1) {
      await insertNotification(t.deps.db, {
        userId: user.id,
        kind: 'near_limit',
        title: 'Nearly at your limit',
        body: `notice ${i}`,
        url: null,
        dedupeKey: `page-${i}`,
        createdAt: new Date(Date.UTC(2026, 5, 1, i)),
      });
    }
    const page = await call(t.app, {
      method: 'GET',
      url: '/api/notifications?limit=2&offset=1',
      cookie,
    });
    expectStatus(page, 200);
    expect((page.json() as Array<{ body: string }>).map((n) => n.body)).toEqual([
      'notice 2',
      'notice 1',
    ]);
    const viaTrpc = await call(t.app, {
      method: 'GET',
      url: `/trpc/notification.list?input=${encodeURIComponent(JSON.stringify({ limit: 1, offset: 3 }))}`,
      cookie,
    });
    expectStatus(viaTrpc, 200);
    expect(viaTrpc.body).toContain('notice 0');
    expect(viaTrpc.body).not.toContain('notice 1');
    for (const query of ['limit=0', 'limit=51', 'offset=-1', 'offset=2001']) {
      expectStatus(
        await call(t.app, { method: 'GET', url: `/api/notifications?${query}`, cookie }),
        400,
      );
    }
  });
});
