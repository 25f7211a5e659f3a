import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewAllowances } from '../src/services/billing.ts';
import { remindGoalDates } from '../src/services/goal-reminders.ts';
import {
  buildTestApp,
  call,
  expectStatus,
  putOnUsedUpYearlyPlan,
  signUpUser,
  type TestApp,
} from './helpers.ts';

// Issue 23, point 4: the kinds told where their events happen (billing's from the provider are in
// billing-webhook.test.ts, the daily rally's in daily-rally.test.ts; the housekeeping job's here).

const DAY_MS = 86_400_000;

const SPEECH = {
  context: 'I have a job interview on Thursday for a senior engineering role and I feel nervous.',
  tone: 'confident',
  voiceStyle: 'professional',
  duration: 'short',
} as const;

describe.each(testDatabases())('notification kinds on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  async function kindsOf(cookie: string): Promise<string[]> {
    const response = await call(t.app, { method: 'GET', url: '/api/notifications', cookie });
    expectStatus(response, 200);
    // Sorted: the test's clock stands still, so their times tie.
    return (response.json() as Array<{ kind: string }>).map((n) => n.kind).sort();
  }

  async function setAllowance(userId: string, speechesUsed: number, speechLimit: number) {
    await t.deps.db
      .updateTable('users')
      .set({ speechesUsed, speechLimit })
      .where('id', '=', userId)
      .execute();
  }

  const generate = (cookie: string) =>
    call(t.app, { method: 'POST', url: '/api/speeches/generate', cookie, payload: SPEECH });

  it('says "nearly at your limit" at 80 % used and "limit reached" at 100 %, once each', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await setAllowance(user.id, 6, 10);
    expectStatus(await generate(cookie), 200); // 7 of 10
    expect(await kindsOf(cookie)).toEqual([]);
    expectStatus(await generate(cookie), 200); // 8 of 10
    expect(await kindsOf(cookie)).toEqual(['near_limit']);
    expectStatus(await generate(cookie), 200); // 9 of 10: told already this period
    expect(await kindsOf(cookie)).toEqual(['near_limit']);
    expectStatus(await generate(cookie), 200); // 10 of 10
    expect(await kindsOf(cookie)).toEqual(['limit_reached', 'near_limit']);
    const listed = (
      await call(t.app, { method: 'GET', url: '/api/notifications', cookie })
    ).json() as Array<{ kind: string; title: string; url: string }>;
    expect(listed.find((n) => n.kind === 'limit_reached')).toMatchObject({
      title: 'Speech limit reached',
      url: '/pricing',
    });

    // A speech given back and taken again in the same period tells nothing new.
    await setAllowance(user.id, 9, 10);
    expectStatus(await generate(cookie), 200);
    expect(await kindsOf(cookie)).toEqual(['limit_reached', 'near_limit']);
  });

  it('tells of each new month of a yearly plan once, and of free access ending once', async () => {
    const yearly = await signUpUser(t.app);
    const freeAccess = await signUpUser(t.app);
    const notDue = await signUpUser(t.app);
    const yearStart = new Date(Date.UTC(2031, 0, 31));
    const start = t.deps.now();
    await putOnUsedUpYearlyPlan(t, yearly.user.id, 'sub_yearly_notified', yearStart);
    const grantedAt = new Date(Date.UTC(2031, 1, 10));
    for (const [id, end] of [
      [freeAccess.user.id, new Date(grantedAt.getTime() + 30 * DAY_MS)],
      [notDue.user.id, new Date(Date.UTC(2031, 4, 1))],
    ] as const) {
      await t.deps.db
        .updateTable('users')
        .set({
          subscriptionTier: 'premium',
          subscriptionStatus: 'active',
          speechLimit: 40,
          stripeSubscriptionId: null,
          freeAccessGrantedAt: grantedAt,
          currentPeriodStart: grantedAt,
          currentPeriodEnd: end,
        })
        .where('id', '=', id)
        .execute();
    }
    // Read with the clock back at the start, when the sessions are live.
    const told = async (cookie: string, url = false) => {
      const at = t.deps.now();
      t.setNow(start);
      try {
        if (!url) return await kindsOf(cookie);
        const response = await call(t.app, { method: 'GET', url: '/api/notifications', cookie });
        return response.json() as Array<{ title: string; body: string; url: string }>;
      } finally {
        t.setNow(at);
      }
    };
    try {
      // Within the first month of the year and of the free access: nothing to tell.
      t.setNow(new Date(Date.UTC(2031, 1, 20)));
      await renewAllowances(t.deps);
      expect(await told(yearly.cookie)).toEqual([]);
      expect(await told(freeAccess.cookie)).toEqual([]);

      // 13 March: the yearly plan's second month began on 28 February; the free month is over.
      t.setNow(new Date(Date.UTC(2031, 2, 13)));
      expect(await renewAllowances(t.deps)).toEqual({
        freeAccessEnded: 1,
        allowanceMonthsStarted: 1,
      });
      await renewAllowances(t.deps); // the next hour's run finds nothing new
      expect(await told(yearly.cookie)).toEqual(['subscription_renewed']);
      expect(await told(freeAccess.cookie)).toEqual(['subscription_ended']);
      expect(await told(notDue.cookie)).toEqual([]);
      expect(await told(freeAccess.cookie, true)).toEqual([
        expect.objectContaining({
          title: 'Subscription ended',
          body: 'You are back on the free plan.',
          url: '/subscribe',
        }),
      ]);

      // The month after: a second renewal, told once more.
      t.setNow(new Date(Date.UTC(2031, 3, 1)));
      await renewAllowances(t.deps);
      await renewAllowances(t.deps);
      expect(await told(yearly.cookie)).toEqual(['subscription_renewed', 'subscription_renewed']);
      expect(await told(freeAccess.cookie)).toEqual(['subscription_ended']);
    } finally {
      t.setNow(start);
    }
  });

  it('reminds of a goal 3 days ahead and on the day, in the user’s morning, once each', async () => {
    const { cookie } = await signUpUser(t.app);
    const goal = (title: string, targetDate: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/goals',
        cookie,
        payload: { title, category: 'career', targetDate },
      });
    expectStatus(await goal('the interview', '2026-03-05'), 201);
    expectStatus(await goal('the marathon', '2026-03-04'), 201);
    // In Tokyo (UTC+9) it is already Monday 2 March, 08:30.
    expectStatus(
      await call(t.app, {
        method: 'PUT',
        url: '/api/daily-rally',
        cookie,
        payload: {
          enabled: false,
          time: '07:30',
          timeZone: 'Asia/Tokyo',
          days: [1],
          tone: 'energetic',
          voiceStyle: 'warm',
          duration: 'short',
          voice: 'alloy',
        },
      }),
      200,
    );

    // 07:30 in Tokyo: before the morning hour, nothing yet.
    t.setNow(new Date('2026-03-01T22:30:00Z'));
    await remindGoalDates(t.deps);
    expect(await kindsOf(cookie)).toEqual([]);

    // 08:30 in Tokyo on 2 March: the interview is 3 days away, the marathon 2 (no notice).
    t.setNow(new Date('2026-03-01T23:30:00Z'));
    await remindGoalDates(t.deps);
    await remindGoalDates(t.deps);
    const told = (
      await call(t.app, { method: 'GET', url: '/api/notifications', cookie })
    ).json() as Array<{ kind: string; title: string }>;
    expect(told).toEqual([
      expect.objectContaining({ kind: 'goal_in_three_days', title: '3 days to the interview' }),
    ]);

    // Thursday 5 March, 09:00 in Tokyo: the day itself.
    t.setNow(new Date('2026-03-05T00:00:00Z'));
    await remindGoalDates(t.deps);
    expect(await kindsOf(cookie)).toEqual(['goal_in_three_days', 'goal_today']);
  });
});
