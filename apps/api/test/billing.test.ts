import { findLocalSubscription, findPublicUser } from '@rally/db';
import type { UserBilling } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import { DISCOUNT_MESSAGES, PLANS, yearlyPrice } from '@rally/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env.ts';
import { createBillingProvider } from '../src/providers/billing/index.ts';
import type { ProviderSubscription } from '../src/providers/billing/types.ts';
import { CARD_MESSAGES, testCardRefusal } from '../src/providers/billing/local.ts';
import { billingChangesFor, renewAllowances } from '../src/services/billing.ts';
import { createSubscription } from '../src/services/subscription.ts';
import {
  buildTestApp,
  call,
  expectStatus,
  sessionCookieOf,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';
import {
  PLAN_COLUMNS,
  postSignedWebhook,
  setSpeechesUsed as setSpeechesUsedOf,
} from './billing-helpers.ts';

const BETA_CODE = 'Rally-Beta-2025';
const SPEECH = {
  context: 'I have a job interview on Thursday for a senior engineering role and I feel nervous.',
  tone: 'confident',
  voiceStyle: 'professional',
  duration: 'short',
} as const;
const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

describe.each(testDatabases())('plans and payments with the local provider on %s', (kind) => {
  let t: TestApp;
  let signUps = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind, { BETA_DISCOUNT_CODE: BETA_CODE });
  });
  afterAll(() => t.close());

  async function newUser() {
    signUps += 1;
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: `10.8.${Math.floor(signUps / 250)}.${signUps % 250}`,
      payload: {
        email: uniqueEmail(),
        password: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    expectStatus(response, 201);
    return { id: (response.json() as { id: string }).id, cookie: sessionCookieOf(response) };
  }

  const post = (url: string, cookie: string | undefined, payload?: unknown) =>
    call(t.app, {
      method: 'POST',
      url,
      cookie,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (url: string, cookie?: string) => call(t.app, { method: 'GET', url, cookie });

  const plan = (userId: string) =>
    t.deps.db
      .selectFrom('users')
      .select([...PLAN_COLUMNS, 'stripeSubscriptionId'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  const setSpeechesUsed = (userId: string, speechesUsed: number) =>
    setSpeechesUsedOf(t.deps.db, userId, speechesUsed);

  async function clientSecretFor(cookie: string, tier = 'premium', billingCycle = 'monthly') {
    const response = await post('/api/create-subscription', cookie, { tier, billingCycle });
    expectStatus(response, 200);
    return (response.json() as { clientSecret: string }).clientSecret;
  }

  const pay = (cookie: string, clientSecret: string, cardNumber = SUCCEEDS) =>
    post('/api/billing/local/confirm', cookie, {
      clientSecret,
      cardNumber,
      expiry: '12/40',
      cvc: '123',
    });

  it('answers 401 to every call about your own plan when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/subscription/status'],
      ['POST', '/api/create-subscription'],
      ['POST', '/api/billing/portal'],
      ['POST', '/api/billing/cancel'],
      ['POST', '/api/billing/local/confirm'],
      ['GET', '/trpc/subscription.status'],
    ] as const) {
      const response = await call(t.app, {
        method,
        url,
        ...(method === 'POST' ? { payload: { tier: 'premium' } } : {}),
      });
      expectStatus(response, 401);
    }
  });

  it('answers the usage object, the plans with their yearly prices, and the billing config', async () => {
    const { cookie } = await newUser();
    const status = await get('/api/subscription/status', cookie);
    expectStatus(status, 200);
    expect(status.json()).toEqual({
      currentTier: 'free',
      subscriptionStatus: 'free',
      billingCycle: 'monthly',
      speechesUsed: 0,
      speechLimit: 3,
      speechesRemaining: 3,
      usagePercentage: 0,
      currentPeriodEnd: null,
      shouldShowUpgrade: false,
      suggestedTier: 'starter',
    });
    const viaTrpc = await get('/trpc/subscription.status', cookie);
    expect(viaTrpc.json().result.data).toEqual(status.json());

    const tiers = await get('/api/subscription/tiers');
    expectStatus(tiers, 200);
    expect(tiers.json()).toEqual(PLANS.map((p) => ({ ...p, yearlyPrice: yearlyPrice(p.price) })));
    expect(tiers.json().map((p: { yearlyPrice: number }) => p.yearlyPrice)).toEqual([29, 67, 115]);

    expect((await get('/api/billing/config')).json()).toEqual({
      provider: 'local',
      publishableKey: null,
    });
  });

  it('refuses malformed bodies with 400', async () => {
    const { cookie } = await newUser();
    for (const body of [
      {},
      { tier: 'gold' },
      { tier: 'premium', billingCycle: 'weekly' },
      { tier: 'free' },
      { discountCode: '   ' },
      [],
    ]) {
      expectStatus(await post('/api/create-subscription', cookie, body), 400);
    }
    for (const body of [{}, { clientSecret: 5, cardNumber: SUCCEEDS, expiry: '1/40', cvc: '1' }]) {
      expectStatus(await post('/api/billing/local/confirm', cookie, body), 400);
    }
    expectStatus(
      await call(t.app, { method: 'POST', url: '/trpc/subscription.create', cookie, payload: {} }),
      400,
    );
  });

  it('takes a free user at the limit to Premium with a test card, through the signed webhook, and lets them generate again', async () => {
    const user = await newUser();
    await setSpeechesUsed(user.id, 3);
    expectStatus(await post('/api/speeches/generate', user.cookie, SPEECH), 402);

    const clientSecret = await clientSecretFor(user.cookie);
    expect(clientSecret).toMatch(/^pi_local_\w+_secret_\w+$/);
    const eventsBefore = await t.deps.db.selectFrom('billingEvents').select('id').execute();

    const declined = await pay(user.cookie, clientSecret, DECLINED);
    expectStatus(declined, 402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.', code: 'CARD_DECLINED' });
    expect(await plan(user.id)).toMatchObject({
      subscriptionTier: 'free',
      speechLimit: 3,
      speechesUsed: 3,
      stripeSubscriptionId: null,
    });
    expect(await t.deps.db.selectFrom('billingEvents').select('id').execute()).toHaveLength(
      eventsBefore.length,
    );

    const paid = await pay(user.cookie, clientSecret);
    expectStatus(paid, 200);
    expect(paid.json()).toMatchObject({
      currentTier: 'premium',
      subscriptionStatus: 'active',
      speechLimit: 40,
      speechesUsed: 0,
      speechesRemaining: 40,
    });
    const row = await plan(user.id);
    expect(row.stripeSubscriptionId).toMatch(/^sub_local_/);
    const subscription = await findLocalSubscription(t.deps.db, row.stripeSubscriptionId ?? '');
    expect(subscription).toMatchObject({ status: 'active', tier: 'premium' });
    expect(row.currentPeriodStart).toEqual(subscription?.currentPeriodStart);
    expect(row.currentPeriodEnd).toEqual(subscription?.currentPeriodEnd);
    // The signed events went through the webhook handler: recorded like Stripe's.
    expect(await t.deps.db.selectFrom('billingEvents').select('id').execute()).toHaveLength(
      eventsBefore.length + 2,
    );

    expectStatus(await post('/api/speeches/generate', user.cookie, SPEECH), 200);
    expect((await get('/api/subscription/status', user.cookie)).json()).toMatchObject({
      currentTier: 'premium',
      speechesUsed: 1,
      speechLimit: 40,
    });

    // A retried confirmation changes nothing, and a second subscription is refused.
    expectStatus(await pay(user.cookie, clientSecret), 200);
    expect((await plan(user.id)).speechesUsed).toBe(1);
    expectStatus(
      await post('/api/create-subscription', user.cookie, { tier: 'pro', billingCycle: 'yearly' }),
      409,
    );
  });

  it('shows the plan and renewal date for Manage Plan, and cancels back to free', async () => {
    const user = await newUser();
    const start = t.deps.now();
    await pay(user.cookie, await clientSecretFor(user.cookie, 'starter', 'yearly'));
    await setSpeechesUsed(user.id, 2);

    const portal = await post('/api/billing/portal', user.cookie);
    expectStatus(portal, 200);
    const summary = portal.json();
    expect(summary).toMatchObject({
      kind: 'summary',
      tier: 'starter',
      billingCycle: 'yearly',
      subscriptionStatus: 'active',
      cancelable: true,
    });
    const renewal = new Date(start);
    renewal.setUTCFullYear(renewal.getUTCFullYear() + 1);
    expect(summary.currentPeriodEnd).toBe(renewal.toISOString());

    const canceled = await post('/api/billing/cancel', user.cookie);
    expectStatus(canceled, 200);
    expect(canceled.json()).toMatchObject({
      currentTier: 'free',
      subscriptionStatus: 'free',
      speechLimit: 3,
      speechesUsed: 2,
    });
    expect((await post('/api/billing/portal', user.cookie)).json()).toMatchObject({
      kind: 'summary',
      tier: 'free',
      cancelable: false,
    });
    expectStatus(await post('/api/billing/cancel', user.cookie), 409);

    // A new subscription after the old one ended is a new one, not a replay of the first.
    const again = await clientSecretFor(user.cookie, 'starter', 'yearly');
    expectStatus(await pay(user.cookie, again), 200);
    expect((await plan(user.id)).subscriptionTier).toBe('starter');
  });

  it('answers a retried click with the same payment, and keeps each secret to its user', async () => {
    const owner = await newUser();
    const other = await newUser();
    const first = await clientSecretFor(owner.cookie, 'pro', 'monthly');
    expect(await clientSecretFor(owner.cookie, 'pro', 'monthly')).toBe(first);
    expect(await clientSecretFor(owner.cookie, 'pro', 'yearly')).not.toBe(first);

    const stolen = await pay(other.cookie, first);
    expectStatus(stolen, 404);
    expect((await plan(other.id)).subscriptionTier).toBe('free');
    expect((await plan(owner.id)).subscriptionTier).toBe('free');
  });

  it('is the provider only while no Stripe key is configured', () => {
    expect(t.deps.providers.billing.name).toBe('local');
    const stripeEnv = loadEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://rally.example',
      STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_not_a_real_key',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(createBillingProvider(stripeEnv, t.deps.db).name).toBe('stripe');
  });

  it('refuses a webhook that the local provider did not sign', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid' });
    const response = await postSignedWebhook(t.app, payload, 'whsec_guess');
    expectStatus(response, 400);
  });

  describe('the beta discount code', () => {
    it('grants a month of Premium once, whatever the case and spaces, and refuses any other code', async () => {
      const start = t.deps.now();
      // The month after January 31 ends on the last day of February.
      t.setNow(new Date('2030-01-31T10:00:00Z'));
      const user = await newUser();
      await setSpeechesUsed(user.id, 3);

      const wrong = await post('/api/create-subscription', user.cookie, { discountCode: 'RALLY' });
      expectStatus(wrong, 200);
      expect(wrong.json()).toEqual({
        clientSecret: null,
        isFreeAccess: false,
        message: DISCOUNT_MESSAGES.invalid,
      });

      const right = await post('/api/create-subscription', user.cookie, {
        discountCode: `  ${BETA_CODE.toUpperCase()} `,
      });
      expectStatus(right, 200);
      expect(right.json()).toEqual({
        clientSecret: null,
        isFreeAccess: true,
        message: DISCOUNT_MESSAGES.granted,
      });
      t.setNow(start);
      expect(await plan(user.id)).toMatchObject({
        subscriptionTier: 'premium',
        subscriptionStatus: 'active',
        speechLimit: 40,
        speechesUsed: 0,
        currentPeriodStart: new Date('2030-01-31T10:00:00Z'),
        currentPeriodEnd: new Date('2030-02-28T10:00:00Z'),
        stripeSubscriptionId: null,
      });

      const twice = await call(t.app, {
        method: 'POST',
        url: '/trpc/subscription.create',
        cookie: user.cookie,
        payload: { discountCode: BETA_CODE },
      });
      expect(twice.json().result.data).toEqual({
        clientSecret: null,
        isFreeAccess: false,
        message: DISCOUNT_MESSAGES.alreadyUsed,
      });
      expect((await plan(user.id)).speechesUsed).toBe(0);
      expectStatus(await post('/api/speeches/generate', user.cookie, SPEECH), 200);
    });

    it('ends the free month when it is over', async () => {
      const user = await newUser();
      const start = t.deps.now();
      await post('/api/create-subscription', user.cookie, { discountCode: BETA_CODE });
      try {
        t.setNow(new Date(start.getTime() + 27 * 86_400_000));
        await renewAllowances(t.deps);
        expect((await plan(user.id)).subscriptionTier).toBe('premium');
        t.setNow(new Date(start.getTime() + 32 * 86_400_000));
        await renewAllowances(t.deps);
        expect(await plan(user.id)).toMatchObject({
          subscriptionTier: 'free',
          subscriptionStatus: 'free',
          speechLimit: 3,
          currentPeriodEnd: null,
        });
      } finally {
        t.setNow(start);
      }
    });

    it('grants nothing when no code is configured', async () => {
      const { id } = await newUser();
      const user = await findPublicUser(t.deps.db, id);
      if (!user) throw new Error('the user was not saved');
      const unconfigured = { ...t.deps, env: { ...t.deps.env, BETA_DISCOUNT_CODE: undefined } };
      const result = await createSubscription(
        unconfigured,
        user,
        { discountCode: BETA_CODE },
        t.app.log,
      );
      expect(result).toEqual({
        clientSecret: null,
        isFreeAccess: false,
        message: DISCOUNT_MESSAGES.invalid,
      });
      expect((await plan(id)).subscriptionTier).toBe('free');
    });

    it('refuses the eleventh code a user tries in 15 minutes, on both faces, and grants nothing then', async () => {
      const user = await newUser();
      const other = await newUser();
      for (let attempt = 1; attempt <= 10; attempt++) {
        const wrong = await post('/api/create-subscription', user.cookie, {
          discountCode: `GUESS-${attempt}`,
        });
        expectStatus(wrong, 200);
      }
      const rest = await post('/api/create-subscription', user.cookie, { discountCode: BETA_CODE });
      expectStatus(rest, 429);
      expect(rest.json().message).toMatch(
        /^Too many discount codes tried\. Please wait 15 minutes/,
      );
      const trpc = await call(t.app, {
        method: 'POST',
        url: '/trpc/subscription.create',
        cookie: user.cookie,
        payload: { discountCode: BETA_CODE },
      });
      expectStatus(trpc, 429);
      expect(trpc.json().error.message).toMatch(/^Too many discount codes tried/);
      expect((await plan(user.id)).subscriptionTier).toBe('free');
      // Counted per user; paying by card is not a code and stays open.
      expect(
        (await post('/api/create-subscription', other.cookie, { discountCode: BETA_CODE })).json(),
      ).toMatchObject({ isFreeAccess: true });
      expect(await clientSecretFor(user.cookie)).toEqual(expect.any(String));
    });
  });
});

describe('what a subscription means for the plan', () => {
  const jan = new Date('2030-01-01T00:00:00Z');
  const feb = new Date('2030-02-01T00:00:00Z');
  const mar = new Date('2030-03-01T00:00:00Z');
  const stored: UserBilling = {
    id: 'u1',
    email: 'u1@example.com',
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    subscriptionStatus: 'active',
    subscriptionTier: 'premium',
    speechesUsed: 12,
    speechLimit: 40,
    billingCycle: 'monthly',
    currentPeriodStart: jan,
    currentPeriodEnd: feb,
    freeAccessGrantedAt: null,
  };
  const subscription = (changes: Partial<ProviderSubscription>): ProviderSubscription => ({
    id: 'sub_1',
    customerId: 'cus_1',
    userId: 'u1',
    status: 'active',
    tier: 'premium',
    cycle: 'monthly',
    currentPeriodStart: jan,
    currentPeriodEnd: feb,
    ...changes,
  });
  const plan = { stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1' };

  it.each<[string, Partial<UserBilling>, Partial<ProviderSubscription>, object | null]>([
    [
      'the same paid period keeps the usage',
      {},
      {},
      {
        ...plan,
        subscriptionStatus: 'active',
        subscriptionTier: 'premium',
        speechLimit: 40,
        billingCycle: 'monthly',
        currentPeriodEnd: feb,
      },
    ],
    [
      'a later paid period starts a new allowance',
      {},
      { currentPeriodStart: feb, currentPeriodEnd: mar },
      {
        ...plan,
        subscriptionStatus: 'active',
        subscriptionTier: 'premium',
        speechLimit: 40,
        billingCycle: 'monthly',
        currentPeriodStart: feb,
        currentPeriodEnd: mar,
        speechesUsed: 0,
      },
    ],
    [
      'an earlier period (an old snapshot) does not',
      { currentPeriodStart: feb, currentPeriodEnd: mar },
      {},
      {
        ...plan,
        subscriptionStatus: 'active',
        subscriptionTier: 'premium',
        speechLimit: 40,
        billingCycle: 'monthly',
        currentPeriodEnd: feb,
      },
    ],
    [
      'past due keeps the plan and the stored period',
      {},
      { status: 'past_due', tier: 'pro', currentPeriodStart: feb, currentPeriodEnd: mar },
      {
        ...plan,
        subscriptionStatus: 'past_due',
        subscriptionTier: 'pro',
        speechLimit: 200,
        billingCycle: 'monthly',
      },
    ],
    [
      "the user's subscription ending returns them to free, keeping the speeches used",
      {},
      { status: 'canceled' },
      {
        subscriptionTier: 'free',
        subscriptionStatus: 'free',
        speechLimit: 3,
        currentPeriodStart: null,
        currentPeriodEnd: null,
      },
    ],
    [
      'another subscription that gives nothing changes nothing',
      {},
      { id: 'sub_0', status: 'incomplete_expired' },
      null,
    ],
    [
      'an unpaid first invoice changes nothing',
      { stripeSubscriptionId: null },
      { status: 'incomplete' },
      null,
    ],
    [
      'a new subscription replaces free access and starts its own allowance',
      { stripeSubscriptionId: null, currentPeriodStart: feb },
      { id: 'sub_2', tier: 'starter', cycle: 'yearly' },
      {
        stripeCustomerId: 'cus_1',
        stripeSubscriptionId: 'sub_2',
        subscriptionStatus: 'active',
        subscriptionTier: 'starter',
        speechLimit: 20,
        billingCycle: 'yearly',
        currentPeriodStart: jan,
        currentPeriodEnd: feb,
        speechesUsed: 0,
      },
    ],
  ])('%s', (_name, user, provider, expected) => {
    expect(billingChangesFor({ ...stored, ...user }, subscription(provider))).toEqual(expected);
  });
});

describe('the local card network', () => {
  const now = new Date('2030-06-15T00:00:00Z');
  const card = (cardNumber: string, expiry = '12/34', cvc = '123') => ({ cardNumber, expiry, cvc });

  it.each([
    [card(SUCCEEDS), null],
    [card('4242-4242-4242-4242', '07/2030'), null],
    [card(DECLINED), CARD_MESSAGES.declined],
    [card('4242 4242 4242 4241'), CARD_MESSAGES.incorrectNumber],
    [card('4242'), CARD_MESSAGES.incorrectNumber],
    [card('5555 5555 5555 4444'), CARD_MESSAGES.notATestCard],
    [card(SUCCEEDS, '05/30'), CARD_MESSAGES.expired],
    [card(SUCCEEDS, '13/30'), CARD_MESSAGES.incompleteExpiry],
    [card(SUCCEEDS, '1230'), CARD_MESSAGES.incompleteExpiry],
    [card(SUCCEEDS, '12/34', '12'), CARD_MESSAGES.incompleteCvc],
  ])('%o → %s', (given, refusal) => {
    expect(testCardRefusal(given, now)).toBe(refusal);
  });
});

describe('billing configuration', () => {
  const problemsOf = (source: Record<string, string>) => {
    try {
      loadEnv({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://rally.example', ...source });
      return [];
    } catch (error) {
      if (error instanceof EnvError) return error.problems;
      throw error;
    }
  };

  it('refuses local billing in production unless it is allowed on purpose', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(
        /^STRIPE_SECRET_KEY: required in production.*LOCAL_BILLING_IN_PRODUCTION=true/,
      ),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', LOCAL_BILLING_IN_PRODUCTION: 'true' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('needs the webhook secret with the Stripe key, and never runs the local provider beside Stripe', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: required/),
    ]);
    expect(
      problemsOf({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        LOCAL_BILLING_IN_PRODUCTION: 'true',
      }),
    ).toEqual([expect.stringMatching(/^LOCAL_BILLING_IN_PRODUCTION: cannot be set/)]);
  });
});
