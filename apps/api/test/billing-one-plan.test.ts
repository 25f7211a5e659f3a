import type { SubscriptionTier } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPERSEDED_PAYMENT, SUPERSEDED_PAYMENT_MESSAGE } from '../src/services/subscription.ts';
import {
  buildStripeTestApp,
  postSignedWebhook,
  seededRandom,
  shuffled,
} from './billing-helpers.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import type { StripeEventJson, StripeMock } from './mocks/stripe-mock.ts';

/**
 * Issue 19, point 5: one live plan per user, whatever the order of tabs, back buttons, payments
 * and webhooks. Two tabs choose a plan each (A: premium, B: pro); the steps are played in seeded
 * orders, and every order must end with at most one live subscription, which is the user's plan.
 */

// Among them, orders where both tabs choose before either pays (5, 10, 25, 26, 34 locally; 10, 11, 18,
// 25, 26 with Stripe), which let two plans go live before.
const SEEDS = [1, 5, 10, 11, 18, 25, 26, 34];
const PLAN_A = { tier: 'premium', billingCycle: 'monthly' } as const;
const PLAN_B = { tier: 'pro', billingCycle: 'monthly' } as const;
const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

type Tab = 'A' | 'B';
const PLAN_OF: Record<Tab, { tier: SubscriptionTier; billingCycle: string }> = {
  A: PLAN_A,
  B: PLAN_B,
};

function createSubscription(t: TestApp, cookie: string, tab: Tab) {
  return call(t.app, {
    method: 'POST',
    url: '/api/create-subscription',
    cookie,
    payload: PLAN_OF[tab],
  });
}

function userPlan(t: TestApp, userId: string) {
  return t.deps.db
    .selectFrom('users')
    .select(['subscriptionTier', 'subscriptionStatus', 'stripeSubscriptionId'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The user's plan is the one live subscription's, or free when none is live. */
async function expectOneLivePlan(
  t: TestApp,
  userId: string,
  subscriptions: { id: string; status: string; tier: string }[],
) {
  const live = subscriptions.filter((subscription) => LIVE_STATUSES.includes(subscription.status));
  expect(live.length, JSON.stringify(subscriptions)).toBeLessThanOrEqual(1);
  const [only] = live;
  expect(await userPlan(t, userId)).toMatchObject(
    only
      ? { subscriptionTier: only.tier, subscriptionStatus: 'active', stripeSubscriptionId: only.id }
      : { subscriptionTier: 'free', subscriptionStatus: 'free' },
  );
}

describe.each(testDatabases())('one live plan per user, local provider, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const localSubscriptions = (userId: string) =>
    t.deps.db
      .selectFrom('localBillingSubscriptions')
      .select(['id', 'status', 'tier', 'clientSecret'])
      .where('userId', '=', userId)
      .execute();

  const pay = (cookie: string, clientSecret: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/billing/local/confirm',
      cookie,
      payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    });

  async function secretOf(response: Awaited<ReturnType<typeof createSubscription>>) {
    expectStatus(response, 200);
    return (response.json() as { clientSecret: string }).clientSecret;
  }

  it('a second choice cancels the first at the provider, and the first can no longer be paid', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const first = await secretOf(await createSubscription(t, cookie, 'A'));
    const second = await secretOf(await createSubscription(t, cookie, 'B'));
    expect(
      (await localSubscriptions(user.id)).map(({ tier, status }) => ({ tier, status })),
    ).toEqual(
      expect.arrayContaining([
        { tier: 'premium', status: 'canceled' },
        { tier: 'pro', status: 'incomplete' },
      ]),
    );

    const stale = await pay(cookie, first);
    expectStatus(stale, 409);
    expect(stale.json()).toEqual({ message: SUPERSEDED_PAYMENT_MESSAGE, code: SUPERSEDED_PAYMENT });
    expectStatus(await pay(cookie, second), 200);
    await expectOneLivePlan(t, user.id, await localSubscriptions(user.id));
    expect((await userPlan(t, user.id)).subscriptionTier).toBe('pro');
  });

  it('a retried click gets the same payment; choosing the first plan again after the second is a new one', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const first = await secretOf(await createSubscription(t, cookie, 'A'));
    expect(await secretOf(await createSubscription(t, cookie, 'A'))).toBe(first);
    await secretOf(await createSubscription(t, cookie, 'B'));
    const again = await secretOf(await createSubscription(t, cookie, 'A'));
    expect(again).not.toBe(first);
    expectStatus(await pay(cookie, again), 200);
    expect((await userPlan(t, user.id)).subscriptionTier).toBe('premium');
    const statuses = (await localSubscriptions(user.id)).map(({ status }) => status).sort();
    expect(statuses).toEqual(['active', 'canceled', 'canceled']);
  });

  it('two tabs choosing at the same moment leave one subscription that can be paid', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const secrets = await Promise.all([
      createSubscription(t, cookie, 'A').then(secretOf),
      createSubscription(t, cookie, 'B').then(secretOf),
    ]);
    const statuses = (await Promise.all(secrets.map((secret) => pay(cookie, secret)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    await expectOneLivePlan(t, user.id, await localSubscriptions(user.id));
  });

  it.each(SEEDS)(
    'create A, create B, pay A and pay B in any order end with one live plan (seed %i)',
    async (seed) => {
      const { cookie, user } = await signUpUser(t.app);
      const secrets: Partial<Record<Tab, string>> = {};
      const steps = shuffled(
        ['create A', 'create B', 'pay A', 'pay B'] as const,
        seededRandom(seed),
      );
      for (const step of steps) {
        const [action, tab] = step.split(' ') as ['create' | 'pay', Tab];
        const secret = secrets[tab];
        if (action === 'create') {
          const response = await createSubscription(t, cookie, tab);
          // Once a plan is live, choosing another is refused: change it in Manage Plan.
          expect([200, 409], response.body).toContain(response.statusCode);
          if (response.statusCode === 200) secrets[tab] = await secretOf(response);
        } else if (secret !== undefined) {
          const response = await pay(cookie, secret);
          expect([200, 409], response.body).toContain(response.statusCode);
        }
      }
      await expectOneLivePlan(t, user.id, await localSubscriptions(user.id));
    },
  );
});

const WEBHOOK_SECRET = 'whsec_test_one_plan';

describe.each(testDatabases())('one live plan per user, Stripe, on %s', (kind) => {
  let mock: StripeMock;
  let t: TestApp;

  beforeAll(async () => {
    ({ t, mock } = await buildStripeTestApp(kind, WEBHOOK_SECRET));
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });

  async function deliver(event: StripeEventJson) {
    expectStatus(await postSignedWebhook(t.app, JSON.stringify(event), WEBHOOK_SECRET), 200);
  }

  /** Stripe's view of the customer's subscriptions, in our terms. */
  async function stripeSubscriptions(userId: string) {
    const { stripeCustomerId } = await t.deps.db
      .selectFrom('users')
      .select('stripeCustomerId')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return mock.subscriptionsOf(stripeCustomerId ?? '').map((subscription) => ({
      id: String(subscription.id),
      status: String(subscription.status),
      tier: String((subscription.metadata as Record<string, unknown>).tier),
    }));
  }

  /** Creates the tab's subscription; answers its id at Stripe. */
  async function choose(cookie: string, tab: Tab): Promise<string | undefined> {
    const response = await createSubscription(t, cookie, tab);
    expect([200, 409], response.body).toContain(response.statusCode);
    if (response.statusCode !== 200) return undefined;
    const created = mock.events.findLast((event) => event.type === 'customer.subscription.created');
    return String(created?.data.object.id);
  }

  /** The browser confirms the payment with Stripe.js: Stripe refuses a cancelled subscription's. */
  function payAtStripe(subscriptionId: string): boolean {
    try {
      mock.payInvoice(subscriptionId);
      return true;
    } catch {
      return false;
    }
  }

  /** Delivers every event not delivered yet, and those the deliveries cause, until none is left. */
  async function deliverTheRest(delivered: Set<string>, random?: () => number) {
    for (;;) {
      const pending = mock.events.filter((event) => !delivered.has(event.id));
      if (pending.length === 0) return;
      for (const event of random ? shuffled(pending, random) : pending) {
        delivered.add(event.id);
        await deliver(event);
      }
    }
  }

  it('a second choice cancels the first, unpaid, at Stripe, so its payment cannot go through', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const first = await choose(cookie, 'A');
    const second = await choose(cookie, 'B');
    expect(mock.subscription(String(first)).status).toBe('canceled');
    expect(mock.subscription(String(second)).status).toBe('incomplete');
    expect(payAtStripe(String(first))).toBe(false);
    expect(payAtStripe(String(second))).toBe(true);
    await deliverTheRest(new Set());
    await expectOneLivePlan(t, user.id, await stripeSubscriptions(user.id));
    expect((await userPlan(t, user.id)).subscriptionTier).toBe('pro');
  });

  it.each([
    ['the older first', false],
    ['the newer first', true],
  ])(
    'when both tabs paid before any webhook, the later choice stays and the older is cancelled (%s)',
    async (_order, newerFirst) => {
      const { cookie, user } = await signUpUser(t.app);
      const seen = mock.events.length;
      const first = String(await choose(cookie, 'A'));
      expect(payAtStripe(first)).toBe(true);
      const second = String(await choose(cookie, 'B'));
      expect(payAtStripe(second)).toBe(true);
      const events = mock.events.slice(seen);
      const ofFirst = events.filter((event) => JSON.stringify(event).includes(first));
      const ofSecond = events.filter((event) => !ofFirst.includes(event));
      const delivered = new Set<string>();
      for (const event of newerFirst ? [...ofSecond, ...ofFirst] : [...ofFirst, ...ofSecond]) {
        delivered.add(event.id);
        await deliver(event);
      }
      await deliverTheRest(delivered);
      expect(mock.subscription(first).status).toBe('canceled');
      expect(mock.subscription(second).status).toBe('active');
      await expectOneLivePlan(t, user.id, await stripeSubscriptions(user.id));
    },
  );

  it.each(SEEDS)(
    'create A, create B, pay A, pay B and webhooks in any order end with one live plan (seed %i)',
    async (seed) => {
      const random = seededRandom(seed);
      const { cookie, user } = await signUpUser(t.app);
      const delivered = new Set(mock.events.map((event) => event.id));
      const ids: Partial<Record<Tab, string>> = {};
      const steps = shuffled(
        ['create A', 'create B', 'pay A', 'pay B', 'webhooks', 'webhooks'] as const,
        random,
      );
      for (const step of steps) {
        if (step === 'webhooks') {
          // Some of what is pending arrives now, shuffled; the rest comes later.
          const arriving = mock.events.filter(
            (event) => !delivered.has(event.id) && random() < 0.6,
          );
          for (const event of shuffled(arriving, random)) {
            delivered.add(event.id);
            await deliver(event);
          }
          continue;
        }
        const [action, tab] = step.split(' ') as ['create' | 'pay', Tab];
        const id = ids[tab];
        if (action === 'create') ids[tab] = await choose(cookie, tab);
        else if (id !== undefined) payAtStripe(id);
      }
      await deliverTheRest(delivered, random);
      await expectOneLivePlan(t, user.id, await stripeSubscriptions(user.id));
    },
  );
});
