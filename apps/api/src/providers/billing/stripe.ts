import type { SubscriptionStatus } from '@rally/db';
import { BILLING_CYCLES, PAID_TIERS } from '@rally/domain';
import Stripe from 'stripe';
import { planOfLookupKey, priceLookupKey, verifyStripeEvent } from './stripe-format.ts';
import { customerIdempotencyKey, subscriptionIdempotencyKey } from './types.ts';
import type { ProviderSubscription, StripeBillingProvider, SubscriptionRequest } from './types.ts';

export interface StripeClientConfig {
  secretKey: string;
  /** Another address for the API, e.g. a local mock in tests: host, port and protocol. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
}

/** Network retries are safe: every POST carries an idempotency key. */
const DEFAULT_NETWORK_RETRIES = 2;
const PORTAL_KEY_WINDOW_MS = 60_000;

export function createStripeClient(config: StripeClientConfig): Stripe {
  return new Stripe(config.secretKey, {
    host: config.host,
    port: config.port,
    protocol: config.protocol,
    maxNetworkRetries: config.maxNetworkRetries ?? DEFAULT_NETWORK_RETRIES,
  });
}

export interface StripeBillingConfig extends StripeClientConfig {
  webhookSecret: string;
}

/** Stripe's subscription statuses, which our users table stores as they are. */
const STATUSES = [
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const satisfies readonly SubscriptionStatus[];

/** A status Stripe adds later is not guessed at: the event fails and Stripe retries it once we know. */
function statusOf(subscription: Stripe.Subscription): SubscriptionStatus {
  const status = STATUSES.find((known) => known === subscription.status);
  if (status === undefined) {
    throw new Error(
      `Unknown Stripe subscription status ${subscription.status} (${subscription.id}).`,
    );
  }
  return status;
}

function fromUnixSeconds(seconds: number | null | undefined): Date | null {
  return seconds === null || seconds === undefined ? null : new Date(seconds * 1000);
}

/** The plan of a subscription: its price's lookup key first (a portal change moves it), else the metadata. */
function planOf(subscription: Stripe.Subscription): Pick<ProviderSubscription, 'tier' | 'cycle'> {
  const item = subscription.items.data[0];
  const fromPrice = planOfLookupKey(item?.price.lookup_key);
  if (fromPrice) return fromPrice;
  const { tier, billingCycle } = subscription.metadata;
  return {
    tier: PAID_TIERS.find((known) => known === tier) ?? null,
    cycle: BILLING_CYCLES.find((known) => known === billingCycle) ?? null,
  };
}

function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API version 2025-03-31 the period lives on each item; our subscriptions have one.
  const item = subscription.items.data[0];
  const customer = subscription.customer;
  return {
    id: subscription.id,
    customerId: typeof customer === 'string' ? customer : customer.id,
    userId: subscription.metadata.userId ?? null,
    status: statusOf(subscription),
    ...planOf(subscription),
    currentPeriodStart: fromUnixSeconds(item?.current_period_start),
    currentPeriodEnd: fromUnixSeconds(item?.current_period_end),
  };
}

export function createStripeBillingProvider(config: StripeBillingConfig): StripeBillingProvider {
  const stripe = createStripeClient(config);

  async function priceId(request: SubscriptionRequest): Promise<string> {
    const lookupKey = priceLookupKey(request.tier, request.cycle);
    const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new Error(`No active Stripe price has the lookup key ${lookupKey}.`);
    return price.id;
  }

  async function customerId(request: SubscriptionRequest): Promise<string> {
    if (request.user.customerId) return request.user.customerId;
    const customer = await stripe.customers.create(
      { email: request.user.email, metadata: { userId: request.user.id } },
      { idempotencyKey: customerIdempotencyKey(request.user.id) },
    );
    return customer.id;
  }

  return {
    name: 'stripe',

    async createSubscription(request) {
      const [customer, price] = await Promise.all([customerId(request), priceId(request)]);
      const subscription = await stripe.subscriptions.create(
        {
          customer,
          items: [{ price }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId: request.user.id, tier: request.tier, billingCycle: request.cycle },
        },
        { idempotencyKey: subscriptionIdempotencyKey(request) },
      );
      const invoice = subscription.latest_invoice;
      const clientSecret =
        invoice !== null && typeof invoice === 'object'
          ? invoice.confirmation_secret?.client_secret
          : undefined;
      if (!clientSecret) {
        throw new Error(
          `Stripe subscription ${subscription.id} came back without a client secret.`,
        );
      }
      return { clientSecret, subscriptionId: subscription.id, customerId: customer };
    },

    async retrieveSubscription(subscriptionId) {
      return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
      return [];
    },

    async cancelUnpaidSubscription(subscriptionId) {
      // Stripe keeps an unpaid first invoice 'incomplete' for 23 hours: cancelling voids it. A
      // payment that lands in between makes two live subscriptions, which the webhook settles.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      if (subscription.status === 'incomplete') await stripe.subscriptions.cancel(subscriptionId);
      return [];
    },

    async portalUrl(customer, returnUrl) {
      // The same click within a minute opens the same session.
      const window = Math.floor(Date.now() / PORTAL_KEY_WINDOW_MS);
      const session = await stripe.billingPortal.sessions.create(
        { customer, return_url: returnUrl },
        { idempotencyKey: `rally-portal-${customer}-${window}` },
      );
      return session.url;
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeEvent(rawBody, signatureHeader, config.webhookSecret);
    },
  };
}
