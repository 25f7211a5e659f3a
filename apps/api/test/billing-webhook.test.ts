import { testDatabases } from '@rally/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../src/providers/billing/stripe.ts';
import {
  call,
  expectStatus,
  putOnUsedUpYearlyPlan,
  sessionCookieOf,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';
import type { StripeEventJson, StripeMock } from './mocks/stripe-mock.ts';
import {
  buildStripeTestApp,
  planState as planStateOf,
  seededRandom,
  setSpeechesUsed as setSpeechesUsedOf,
  shuffled,
} from './billing-helpers.ts';

const WEBHOOK_SECRET = 'whsec_test_rally_webhook';
const DAY_MS = 86_400_000;
/** Every lifecycle starts at the same moment on Stripe's clock, so that runs can be compared. */
const LIFECYCLE_START = 1_900_000_000;

type Step = 'create' | 'pay' | 'upgrade' | 'failRenewal' | 'payRenewal' | 'cancel';

describe.each(testDatabases())('the Stripe webhook on %s', (kind) => {
  let mock: StripeMock;
  let t: TestApp;
  let signUps = 0;

  beforeAll(async () => {
    ({ t, mock } = await buildStripeTestApp(kind, WEBHOOK_SECRET));
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });

  /** A new user, signing up from an address of its own so the sign-up throttle never bites. */
  async function newUser() {
    signUps += 1;
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: uniqueEmail(),
        password: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
      remoteAddress: `10.7.${Math.floor(signUps / 250)}.${signUps % 250}`,
    });
    expectStatus(response, 201);
    return { id: (response.json() as { id: string }).id, cookie: sessionCookieOf(response) };
  }

  /** Delivers an event as Stripe does: its own signature, no Origin, no session. */
  function deliver(event: StripeEventJson | string, signature?: string) {
    const payload = typeof event === 'string' ? event : JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: {
        // As Stripe sends it.
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined
          ? {
              'stripe-signature': Stripe.webhooks.generateTestHeaderString({
                payload,
                secret: WEBHOOK_SECRET,
              }),
            }
          : signature === ''
            ? {}
            : { 'stripe-signature': signature }),
      },
    });
  }

  async function deliverAll(events: StripeEventJson[]) {
    for (const event of events) expectStatus(await deliver(event), 200);
  }

  const planState = (userId: string) => planStateOf(t.deps.db, userId);
  const setSpeechesUsed = (userId: string, speechesUsed: number) =>
    setSpeechesUsedOf(t.deps.db, userId, speechesUsed);

  async function subscribe(cookie: string, tier = 'premium', billingCycle = 'monthly') {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/create-subscription',
      cookie,
      payload: { tier, billingCycle },
    });
    expectStatus(response, 200);
    const created = mock.events.findLast((event) => event.type === 'customer.subscription.created');
    return { body: response.json(), subscriptionId: String(created?.data.object.id) };
  }

  /**
   * Plays a whole subscription life on Stripe's side, calling `onStep` with the events each step
   * produced: created, paid, upgraded to yearly Pro, a failed renewal, the renewal paid, deleted.
   */
  async function lifecycle(
    cookie: string,
    onStep: (events: StripeEventJson[], step: Step) => Promise<void>,
  ) {
    mock.setNow(LIFECYCLE_START);
    let seen = mock.events.length;
    const step = async (name: Step) => {
      const events = mock.events.slice(seen);
      seen = mock.events.length;
      await onStep(events, name);
    };
    const { subscriptionId } = await subscribe(cookie);
    await step('create');
    mock.payInvoice(subscriptionId);
    await step('pay');
    mock.advanceDays(10);
    mock.changePrice(subscriptionId, 'rally_pro_yearly');
    await step('upgrade');
    mock.renew(subscriptionId, 'failed');
    await step('failRenewal');
    mock.payInvoice(subscriptionId);
    await step('payRenewal');
    await createStripeClient(mock.config).subscriptions.cancel(subscriptionId);
    await step('cancel');
    return subscriptionId;
  }

  const at = (seconds: number) => new Date(seconds * 1000);
  const PAID_START = LIFECYCLE_START;
  const UPGRADE_START = LIFECYCLE_START + 10 * 86_400;
  const RENEWAL_START = UPGRADE_START + 365 * 86_400;

  it('answers the client secret of an incomplete subscription and stores the customer, not the plan', async () => {
    const user = await newUser();
    const { body, subscriptionId } = await subscribe(user.cookie, 'starter', 'yearly');
    expect(body).toEqual({
      clientSecret: expect.stringMatching(/_secret_/),
      isFreeAccess: false,
      message: null,
    });
    await deliverAll(mock.events.filter((event) => event.data.object.id === subscriptionId));
    const row = await t.deps.db
      .selectFrom('users')
      .select([
        'stripeCustomerId',
        'stripeSubscriptionId',
        'subscriptionTier',
        'subscriptionStatus',
      ])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      stripeCustomerId: mock.subscription(subscriptionId).customer,
      stripeSubscriptionId: null,
      subscriptionTier: 'free',
      subscriptionStatus: 'free',
    });
  });

  it('refuses a missing, tampered or stale signature with 400 and changes nothing', async () => {
    const user = await newUser();
    const { subscriptionId } = await subscribe(user.cookie);
    mock.payInvoice(subscriptionId);
    const paid = mock.events.findLast((event) => event.type === 'invoice.paid');
    if (!paid) throw new Error('no invoice.paid event');
    const payload = JSON.stringify(paid);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const valid = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });

    for (const [body, signature] of [
      [payload, ''],
      [payload.replace('"paid"', '"void"'), valid],
      [payload, stale],
      [payload, foreign],
      [payload, 't=1,v1=abc'],
    ] as const) {
      const response = await deliver(body, signature);
      expectStatus(response, 400);
      expect(response.json().message).toBe('Invalid webhook signature.');
    }
    expect((await planState(user.id)).subscriptionTier).toBe('free');
    const recorded = await t.deps.db
      .selectFrom('billingEvents')
      .select('id')
      .where('id', '=', paid.id)
      .execute();
    expect(recorded).toEqual([]);

    expectStatus(await deliver(paid), 200);
    expect((await planState(user.id)).subscriptionTier).toBe('premium');
  });

  it('follows a whole life as it happens: plan, limit, cycle, period, and usage reset at each new paid period', async () => {
    const user = await newUser();
    await setSpeechesUsed(user.id, 3);
    const expectations: Record<Step, () => Promise<void>> = {
      create: async () => {
        expect(await planState(user.id)).toMatchObject({
          subscriptionTier: 'free',
          speechesUsed: 3,
        });
      },
      pay: async () => {
        expect(await planState(user.id)).toEqual({
          subscriptionTier: 'premium',
          subscriptionStatus: 'active',
          billingCycle: 'monthly',
          speechLimit: 40,
          speechesUsed: 0,
          currentPeriodStart: at(PAID_START),
          currentPeriodEnd: at(PAID_START + 30 * 86_400),
        });
        await setSpeechesUsed(user.id, 5);
      },
      upgrade: async () => {
        expect(await planState(user.id)).toEqual({
          subscriptionTier: 'pro',
          subscriptionStatus: 'active',
          billingCycle: 'yearly',
          speechLimit: 200,
          speechesUsed: 0,
          currentPeriodStart: at(UPGRADE_START),
          currentPeriodEnd: at(RENEWAL_START),
        });
        await setSpeechesUsed(user.id, 7);
      },
      failRenewal: async () => {
        // Past due: the plan stays while Stripe retries, and the unpaid period has not begun.
        expect(await planState(user.id)).toEqual({
          subscriptionTier: 'pro',
          subscriptionStatus: 'past_due',
          billingCycle: 'yearly',
          speechLimit: 200,
          speechesUsed: 7,
          currentPeriodStart: at(UPGRADE_START),
          currentPeriodEnd: at(RENEWAL_START),
        });
      },
      payRenewal: async () => {
        expect(await planState(user.id)).toEqual({
          subscriptionTier: 'pro',
          subscriptionStatus: 'active',
          billingCycle: 'yearly',
          speechLimit: 200,
          speechesUsed: 0,
          currentPeriodStart: at(RENEWAL_START),
          currentPeriodEnd: at(RENEWAL_START + 365 * 86_400),
        });
        await setSpeechesUsed(user.id, 9);
      },
      cancel: async () => {
        expect(await planState(user.id)).toEqual({
          subscriptionTier: 'free',
          subscriptionStatus: 'free',
          billingCycle: 'yearly',
          speechLimit: 3,
          speechesUsed: 9,
          currentPeriodStart: null,
          currentPeriodEnd: null,
        });
      },
    };
    await lifecycle(user.cookie, async (events, step) => {
      await deliverAll(events);
      await expectations[step]();
    });
  });

  it('tells the user of payments, renewals and the end, once each however often events arrive', async () => {
    const user = await newUser();
    await lifecycle(user.cookie, async (events) => {
      await deliverAll(events);
      await deliverAll(events);
    });
    const response = await call(t.app, {
      method: 'GET',
      url: '/api/notifications',
      cookie: user.cookie,
    });
    expectStatus(response, 200);
    const kinds = (response.json() as Array<{ kind: string; url: string }>).map((n) => n.kind);
    // Paid: the first invoice, the upgrade's, the renewal's; renewed: the upgrade's new period and
    // the yearly renewal; the failed renewal; the end.
    expect(kinds.sort()).toEqual([
      'payment_failed',
      'payment_succeeded',
      'payment_succeeded',
      'payment_succeeded',
      'subscription_ended',
      'subscription_renewed',
      'subscription_renewed',
    ]);
  });

  it('gives the same state when every event arrives three times, and records each event once', async () => {
    const user = await newUser();
    const delivered: string[] = [];
    await lifecycle(user.cookie, async (events) => {
      await deliverAll(events);
      const once = await planState(user.id);
      for (let repeat = 0; repeat < 2; repeat += 1) {
        for (const event of events) {
          const response = await deliver(event);
          expectStatus(response, 200);
          expect(response.json()).toEqual({ received: true, duplicate: true });
        }
      }
      expect(await planState(user.id)).toEqual(once);
      delivered.push(...events.map((event) => event.id));
    });
    const recorded = await t.deps.db
      .selectFrom('billingEvents')
      .select('id')
      .where('id', 'in', delivered)
      .execute();
    expect(recorded).toHaveLength(delivered.length);
  });

  describe('shuffled deliveries', () => {
    const SEEDS = [1, 7, 42, 1234, 99_999];

    it.each(SEEDS)(
      'ends where in-order delivery ends when events come late, out of order and twice (seed %i)',
      async (seed) => {
        const inOrder = await newUser();
        await lifecycle(inOrder.cookie, deliverAll);
        const expected = await planState(inOrder.id);

        const random = seededRandom(seed);
        const user = await newUser();
        let late: StripeEventJson[] = [];
        await lifecycle(user.cookie, async (events) => {
          // Each event may come a step late; what comes is shuffled and sometimes repeated.
          const now = events.filter(() => random() < 0.6);
          const arriving = [...late, ...now, ...events.filter(() => random() < 0.3)];
          late = events.filter((event) => !now.includes(event));
          await deliverAll(shuffled(arriving, random));
        });
        await deliverAll(shuffled(late, random));
        expect(await planState(user.id)).toEqual(expected);
      },
    );

    it.each(SEEDS)(
      'ends, for the whole lifecycle delivered afterwards, where the same events in order end (seed %i)',
      async (seed) => {
        const collect = async () => {
          const user = await newUser();
          const all: StripeEventJson[] = [];
          await lifecycle(user.cookie, async (events) => {
            all.push(...events);
          });
          expect(all.map((event) => event.type)).toEqual([
            'customer.subscription.created',
            'invoice.paid',
            'customer.subscription.updated',
            'invoice.paid',
            'customer.subscription.updated',
            'invoice.payment_failed',
            'customer.subscription.updated',
            'invoice.paid',
            'customer.subscription.updated',
            'customer.subscription.deleted',
          ]);
          return { user, all };
        };
        const inOrder = await collect();
        await deliverAll(inOrder.all);
        const any = await collect();
        await deliverAll(shuffled(any.all, seededRandom(seed)));
        expect(await planState(any.user.id)).toEqual(await planState(inOrder.user.id));
      },
    );
  });

  it('records and ignores events it does not act on, and events of customers it does not know', async () => {
    const unknown = {
      id: `evt_unknown_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_x', object: 'customer' } },
    };
    expect((await deliver(unknown as unknown as StripeEventJson)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await deliver(unknown as unknown as StripeEventJson)).json()).toEqual({
      received: true,
      duplicate: true,
    });

    const stranger = await createStripeClient(mock.config).customers.create({ email: 'x@y.z' });
    const price = mock.prices().find((p) => p.lookup_key === 'rally_pro_monthly');
    await createStripeClient(mock.config).subscriptions.create({
      customer: stranger.id,
      items: [{ price: price?.id ?? '' }],
      payment_behavior: 'default_incomplete',
    });
    const created = mock.events.findLast((e) => e.type === 'customer.subscription.created');
    mock.payInvoice(String(created?.data.object.id));
    await deliverAll(mock.events.slice(-2));
    const pro = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('stripeCustomerId', '=', stranger.id)
      .execute();
    expect(pro).toEqual([]);
  });

  it('cancels through POST /api/billing/cancel, opens the Stripe portal, and refuses a second subscription', async () => {
    const user = await newUser();
    const { subscriptionId } = await subscribe(user.cookie);
    mock.payInvoice(subscriptionId);
    await deliverAll(mock.events.slice(-3));
    expect((await planState(user.id)).subscriptionTier).toBe('premium');

    const again = await call(t.app, {
      method: 'POST',
      url: '/api/create-subscription',
      cookie: user.cookie,
      payload: { tier: 'pro', billingCycle: 'monthly' },
    });
    expectStatus(again, 409);

    const portal = await call(t.app, {
      method: 'POST',
      url: '/api/billing/portal',
      cookie: user.cookie,
    });
    expectStatus(portal, 200);
    expect(portal.json()).toEqual({
      kind: 'portal',
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//),
    });
    expect(mock.requests.at(-1)?.params).toMatchObject({ return_url: 'http://localhost/' });

    const cancel = await call(t.app, {
      method: 'POST',
      url: '/api/billing/cancel',
      cookie: user.cookie,
    });
    expectStatus(cancel, 200);
    // Stripe announces the end by webhook; until it arrives the plan shows as it was.
    expect(cancel.json()).toMatchObject({ currentTier: 'premium' });
    expect(mock.subscription(subscriptionId).status).toBe('canceled');
    await deliverAll(mock.events.slice(-1));
    expect(await planState(user.id)).toMatchObject({ subscriptionTier: 'free', speechLimit: 3 });

    const config = await call(t.app, { method: 'GET', url: '/api/billing/config' });
    expect(config.json()).toEqual({ provider: 'stripe', publishableKey: null });
    expectStatus(
      await call(t.app, {
        method: 'POST',
        url: '/api/billing/local/confirm',
        cookie: user.cookie,
        payload: { clientSecret: 'x', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
      }),
      404,
    );
  });

  it('answers 503 with a message when Stripe fails, and creates nothing of ours', async () => {
    const user = await newUser();
    const price = mock.prices().find((p) => p.lookup_key === 'rally_starter_monthly');
    await createStripeClient(mock.config).prices.update(price?.id ?? '', { active: false });
    try {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/create-subscription',
        cookie: user.cookie,
        payload: { tier: 'starter', billingCycle: 'monthly' },
      });
      expectStatus(response, 503);
      expect(response.json().message).toMatch(/payment service/);
    } finally {
      await createStripeClient(mock.config).prices.update(price?.id ?? '', { active: true });
    }
  });

  it('starts a new month of allowance on yearly plans', async () => {
    const user = await newUser();
    const { renewAllowances } = await import('../src/services/billing.ts');
    const start = t.deps.now();
    const yearStart = new Date(Date.UTC(2031, 0, 31));
    await putOnUsedUpYearlyPlan(t, user.id, 'sub_yearly', yearStart);
    try {
      t.setNow(new Date(yearStart.getTime() + 20 * DAY_MS));
      await renewAllowances(t.deps);
      expect(await planState(user.id)).toMatchObject({
        speechesUsed: 40,
        currentPeriodStart: yearStart,
      });

      t.setNow(new Date(Date.UTC(2031, 2, 1)));
      await renewAllowances(t.deps);
      expect(await planState(user.id)).toMatchObject({
        speechesUsed: 0,
        currentPeriodStart: new Date(Date.UTC(2031, 1, 28)),
      });
      await setSpeechesUsed(user.id, 12);
      await renewAllowances(t.deps);
      expect((await planState(user.id)).speechesUsed).toBe(12);

      t.setNow(new Date(Date.UTC(2031, 6, 15)));
      await renewAllowances(t.deps);
      expect(await planState(user.id)).toMatchObject({
        speechesUsed: 0,
        currentPeriodStart: new Date(Date.UTC(2031, 5, 30)),
      });
    } finally {
      t.setNow(start);
    }
  });
});
