import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PLANS, yearlyPrice } from '@rally/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createStripeClient,
  createStripeBillingProvider,
} from '../src/providers/billing/stripe.ts';
import { syncStripeCatalog } from '../src/providers/billing/stripe-catalog.ts';
import type { StripeBillingProvider, SubscriptionRequest } from '../src/providers/billing/types.ts';
import { WebhookSignatureError } from '../src/providers/billing/types.ts';
import { startStripeMock, type StripeMock } from './mocks/stripe-mock.ts';

const WEBHOOK_SECRET = 'whsec_test_rally';

function request(overrides: Partial<SubscriptionRequest['user']> = {}): SubscriptionRequest {
  return {
    user: {
      id: 'user-1',
      email: 'ada@example.com',
      customerId: null,
      currentSubscriptionId: null,
      replacesSubscriptionId: null,
      ...overrides,
    },
    tier: 'premium',
    cycle: 'yearly',
  };
}

describe('the Stripe billing adapter against a local Stripe mock', () => {
  let mock: StripeMock;
  let stripe: StripeBillingProvider;

  beforeAll(async () => {
    mock = await startStripeMock();
    stripe = createStripeBillingProvider({ ...mock.config, webhookSecret: WEBHOOK_SECRET });
    await syncStripeCatalog(createStripeClient(mock.config));
  });
  afterAll(() => mock.close());
  beforeEach(() => {
    mock.requests.length = 0;
  });

  it('creates a customer and an incomplete subscription at the price of the lookup key, and answers its invoice secret', async () => {
    const created = await stripe.createSubscription(request());

    const customerCall = mock.requests.find((r) => r.path === '/v1/customers');
    expect(customerCall?.params).toEqual({
      email: 'ada@example.com',
      metadata: { userId: 'user-1' },
    });
    const priceLookup = mock.requests.find((r) => r.method === 'GET' && r.path === '/v1/prices');
    expect(priceLookup?.params).toMatchObject({ lookup_keys: ['rally_premium_yearly'] });
    const premiumYearly = mock.prices().find((p) => p.lookup_key === 'rally_premium_yearly');
    const subscriptionCall = mock.requests.find((r) => r.path === '/v1/subscriptions');
    expect(subscriptionCall?.params).toMatchObject({
      customer: created.customerId,
      items: [{ price: premiumYearly?.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { userId: 'user-1', tier: 'premium', billingCycle: 'yearly' },
    });
    expect(created.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(mock.subscription(created.subscriptionId)).toMatchObject({
      status: 'incomplete',
      customer: created.customerId,
    });
  });

  it('reuses a stored customer', async () => {
    const first = await stripe.createSubscription(
      request({ id: 'user-2', email: 'b@example.com' }),
    );
    mock.requests.length = 0;
    const second = await stripe.createSubscription({
      ...request({ id: 'user-2', email: 'b@example.com', customerId: first.customerId }),
      tier: 'pro',
    });
    expect(second.customerId).toBe(first.customerId);
    expect(mock.requests.some((r) => r.path === '/v1/customers')).toBe(false);
  });

  it('answers a retried request with the same subscription, and a new intent with a new one', async () => {
    const ask = request({ id: 'user-3', email: 'c@example.com' });
    const first = await stripe.createSubscription(ask);
    const retried = await stripe.createSubscription(ask);
    expect(retried).toEqual(first);
    const afterward = await stripe.createSubscription({
      ...ask,
      user: {
        ...ask.user,
        customerId: first.customerId,
        currentSubscriptionId: first.subscriptionId,
      },
    });
    expect(afterward.subscriptionId).not.toBe(first.subscriptionId);
  });

  it('sends an idempotency key with every POST', async () => {
    const created = await stripe.createSubscription(request({ id: 'user-4', email: 'd@x.com' }));
    await stripe.portalUrl(created.customerId, 'http://localhost/');
    await syncStripeCatalog(createStripeClient(mock.config));
    const posts = mock.requests.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const post of posts) expect(post.idempotencyKey, post.path).toMatch(/^rally-/);
  });

  it('reads a subscription in our terms: plan from the price lookup key, period from the item', async () => {
    const created = await stripe.createSubscription(request({ id: 'user-5', email: 'e@x.com' }));
    mock.payInvoice(created.subscriptionId);
    const read = await stripe.retrieveSubscription(created.subscriptionId);
    expect(read).toEqual({
      id: created.subscriptionId,
      customerId: created.customerId,
      userId: 'user-5',
      status: 'active',
      tier: 'premium',
      cycle: 'yearly',
      currentPeriodStart: new Date(mock.now() * 1000),
      currentPeriodEnd: new Date((mock.now() + 365 * 86_400) * 1000),
    });
    mock.changePrice(created.subscriptionId, 'rally_starter_monthly');
    expect(await stripe.retrieveSubscription(created.subscriptionId)).toMatchObject({
      tier: 'starter',
      cycle: 'monthly',
    });
  });

  it('cancels with DELETE and opens the customer portal', async () => {
    const created = await stripe.createSubscription(request({ id: 'user-6', email: 'f@x.com' }));
    expect(await stripe.cancelSubscription(created.subscriptionId)).toEqual([]);
    expect(mock.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${created.subscriptionId}`,
    });
    expect((await stripe.retrieveSubscription(created.subscriptionId)).status).toBe('canceled');

    const url = await stripe.portalUrl(created.customerId, 'https://rally.example/');
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(mock.requests.at(-1)?.params).toEqual({
      customer: created.customerId,
      return_url: 'https://rally.example/',
    });
  });

  it('surfaces a missing price as an error rather than a subscription without a plan', async () => {
    const plans = createStripeBillingProvider({
      ...mock.config,
      webhookSecret: WEBHOOK_SECRET,
    });
    await createStripeClient(mock.config).prices.update(
      mock.prices().find((p) => p.lookup_key === 'rally_pro_monthly')?.id ?? '',
      { active: false },
    );
    await expect(
      plans.createSubscription({
        ...request({ id: 'user-7', email: 'g@x.com' }),
        tier: 'pro',
        cycle: 'monthly',
      }),
    ).rejects.toThrow(/rally_pro_monthly/);
    await syncStripeCatalog(createStripeClient(mock.config));
  });

  describe('webhook signatures', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          customer: 'cus_1',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
        },
      },
    });
    const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
      Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });

    it('reads a correctly signed event', () => {
      expect(stripe.verifyWebhook(Buffer.from(payload), sign(payload))).toEqual({
        id: 'evt_1',
        type: 'invoice.paid',
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
      });
    });

    it('refuses a missing, tampered, stale or foreign signature', () => {
      const tampered = payload.replace('cus_1', 'cus_2');
      const stale = sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 });
      const foreign = sign(payload, { secret: 'whsec_someone_else' });
      expect(() => stripe.verifyWebhook(payload, undefined)).toThrow(WebhookSignatureError);
      expect(() => stripe.verifyWebhook(tampered, sign(payload))).toThrow(WebhookSignatureError);
      expect(() => stripe.verifyWebhook(payload, stale)).toThrow(WebhookSignatureError);
      expect(() => stripe.verifyWebhook(payload, foreign)).toThrow(WebhookSignatureError);
      expect(() => stripe.verifyWebhook('not json', sign('not json'))).toThrow(
        WebhookSignatureError,
      );
    });
  });
});

describe('the Stripe catalog sync', () => {
  let mock: StripeMock;
  beforeAll(async () => {
    mock = await startStripeMock();
  });
  afterAll(() => mock.close());

  it('creates one product and a monthly and a yearly price per plan, in cents, and changes nothing the second time', async () => {
    const stripe = createStripeClient(mock.config);
    const first = await syncStripeCatalog(stripe);
    expect(first.every((change) => change.action === 'created')).toBe(true);
    const writesAfterFirst = mock.requests.filter((r) => r.method === 'POST').length;

    const second = await syncStripeCatalog(stripe);
    expect(second.every((change) => change.action === 'unchanged')).toBe(true);
    expect(mock.requests.filter((r) => r.method === 'POST')).toHaveLength(writesAfterFirst);

    expect(mock.products()).toHaveLength(PLANS.length);
    for (const plan of PLANS) {
      const prices = mock.prices().filter((p) => p.product === `rally_${plan.id}`);
      expect(prices).toHaveLength(2);
      expect(prices.find((p) => p.lookup_key === `rally_${plan.id}_monthly`)).toMatchObject({
        unit_amount: plan.price * 100,
        currency: 'usd',
        recurring: { interval: 'month' },
        active: true,
      });
      expect(prices.find((p) => p.lookup_key === `rally_${plan.id}_yearly`)).toMatchObject({
        unit_amount: yearlyPrice(plan.price) * 100,
        recurring: { interval: 'year' },
        active: true,
      });
    }
    expect(mock.prices().find((p) => p.lookup_key === 'rally_premium_yearly')?.unit_amount).toBe(
      6700,
    );
  });

  it('moves the lookup key to a new price when a plan price changes, and archives the old one', async () => {
    const stripe = createStripeClient(mock.config);
    const repriced = PLANS.map((plan) => (plan.id === 'starter' ? { ...plan, price: 4 } : plan));
    const changes = await syncStripeCatalog(stripe, repriced);
    expect(changes.filter((change) => change.action !== 'unchanged')).toEqual([
      { item: 'rally_starter_monthly', action: 'updated' },
      { item: 'rally_starter_yearly', action: 'updated' },
    ]);
    const starter = mock.prices().filter((p) => p.product === 'rally_starter');
    expect(
      starter
        .filter((p) => p.active)
        .map((p) => p.unit_amount)
        .sort((a, b) => a - b),
    ).toEqual([400, 3800]);
    expect(starter.filter((p) => !p.active).every((p) => p.lookup_key === null)).toBe(true);
  });
});

describe('pnpm stripe:sync', () => {
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
  const script = fileURLToPath(new URL('../../../scripts/stripe-sync.ts', import.meta.url));
  let mock: StripeMock;
  beforeAll(async () => {
    mock = await startStripeMock();
  });
  afterAll(() => mock.close());

  const run = () =>
    promisify(execFile)(tsx, [script], {
      env: {
        ...process.env,
        STRIPE_SECRET_KEY: mock.config.secretKey,
        STRIPE_API_URL: `http://127.0.0.1:${mock.config.port}`,
      },
    });

  // Running it twice is the catalog test's; this one proves the script itself works.
  it('creates one product and two prices per plan', async () => {
    const { stdout } = await run();
    expect(stdout.trim().split('\n')).toHaveLength(PLANS.length * 3);
    expect(stdout).toContain('created   rally_premium_yearly');
    expect(mock.products()).toHaveLength(PLANS.length);
    for (const plan of PLANS) {
      expect(mock.prices().filter((p) => p.product === `rally_${plan.id}`)).toHaveLength(2);
    }
  });
});
