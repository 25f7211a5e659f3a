import { randomBytes } from 'node:crypto';
import type { Db, LocalSubscription, LocalSubscriptionStatus } from '@rally/db';
import {
  cancelLocalSubscription,
  findLocalSubscription,
  insertLocalSubscription,
  lockLocalSubscriptionBySecret,
  updateLocalSubscription,
} from '@rally/db';
import { periodEnd } from '@rally/domain';
import { priceLookupKey, signStripeEvent, verifyStripeEvent } from './stripe-format.ts';
import { subscriptionIdempotencyKey } from './types.ts';
import type {
  LocalBillingProvider,
  ProviderSubscription,
  SignedWebhook,
  TestCard,
} from './types.ts';

/** Stripe's test cards: the first pays, the second is declined. */
const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** The card network's answers, worded as Stripe words them. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  notATestCard: 'Your card was declined. Use a test card such as 4242 4242 4242 4242.',
  incorrectNumber: 'Your card number is incorrect.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  expired: 'Your card has expired.',
  incompleteCvc: "Your card's security code is incomplete.",
} as const;

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

function passesLuhnCheck(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The month after the card's last valid month, or null when the expiry is not MM/YY. */
function expiryEnd(expiry: string): Date | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(year, month, 1));
}

/** Why the card cannot pay, or null when it pays. */
export function testCardRefusal(card: TestCard, now: Date): string | null {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhnCheck(digits)) return CARD_MESSAGES.incorrectNumber;
  const expiresAt = expiryEnd(card.expiry);
  if (!expiresAt) return CARD_MESSAGES.incompleteExpiry;
  if (expiresAt <= now) return CARD_MESSAGES.expired;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return CARD_MESSAGES.incompleteCvc;
  if (digits === TEST_CARDS.declined) return CARD_MESSAGES.declined;
  if (digits !== TEST_CARDS.succeeds) return CARD_MESSAGES.notATestCard;
  return null;
}

const toUnixSeconds = (date: Date | null) =>
  date === null ? null : Math.floor(date.getTime() / 1000);

/** The subscription as Stripe would put it in an event. */
function stripeSubscriptionObject(subscription: LocalSubscription): Record<string, unknown> {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    metadata: {
      userId: subscription.userId,
      tier: subscription.tier,
      billingCycle: subscription.billingCycle,
    },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          price: {
            id: `price_local_${subscription.tier}_${subscription.billingCycle}`,
            object: 'price',
            lookup_key: priceLookupKey(subscription.tier, subscription.billingCycle),
          },
          current_period_start: toUnixSeconds(subscription.currentPeriodStart),
          current_period_end: toUnixSeconds(subscription.currentPeriodEnd),
        },
      ],
    },
  };
}

function stripeInvoiceObject(subscription: LocalSubscription): Record<string, unknown> {
  return {
    id: `in_local_${randomHex(12)}`,
    object: 'invoice',
    customer: subscription.customerId,
    status: 'paid',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: {} },
    },
  };
}

function toProviderSubscription(subscription: LocalSubscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: subscription.customerId,
    userId: subscription.userId,
    status: subscription.status,
    tier: subscription.tier,
    cycle: subscription.billingCycle,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
  };
}

/**
 * Billing without Stripe, for development and tests: subscriptions live in our database, test cards
 * pay them, and every change is announced with Stripe-shaped events signed with a secret of this
 * process, which the service feeds to the same webhook handler Stripe's events reach.
 */
export function createLocalBillingProvider({ db }: { db: Db }): LocalBillingProvider {
  const webhookSecret = `whsec_local_${randomHex(24)}`;

  async function findSubscription(subscriptionId: string): Promise<LocalSubscription> {
    const subscription = await findLocalSubscription(db, subscriptionId);
    if (!subscription) throw new Error(`No local subscription ${subscriptionId}.`);
    return subscription;
  }

  /** Cancels the subscription when its status is one of `from`, and announces it as Stripe would. */
  async function cancel(
    subscriptionId: string,
    from: readonly LocalSubscriptionStatus[],
  ): Promise<SignedWebhook[]> {
    const canceled = await cancelLocalSubscription(db, subscriptionId, from);
    if (!canceled) return [];
    return [
      signStripeEvent(
        'customer.subscription.deleted',
        stripeSubscriptionObject(canceled),
        webhookSecret,
      ),
    ];
  }

  return {
    name: 'local',

    async createSubscription(request) {
      const subscription = await insertLocalSubscription(db, {
        id: `sub_local_${randomHex(12)}`,
        userId: request.user.id,
        customerId: request.user.customerId ?? `cus_local_${request.user.id}`,
        tier: request.tier,
        billingCycle: request.cycle,
        status: 'incomplete',
        clientSecret: `pi_local_${randomHex(12)}_secret_${randomHex(16)}`,
        idempotencyKey: subscriptionIdempotencyKey(request),
        currentPeriodStart: null,
        currentPeriodEnd: null,
      });
      return {
        clientSecret: subscription.clientSecret,
        subscriptionId: subscription.id,
        customerId: subscription.customerId,
      };
    },

    async retrieveSubscription(subscriptionId) {
      return toProviderSubscription(await findSubscription(subscriptionId));
    },

    cancelSubscription: (subscriptionId) => cancel(subscriptionId, ['incomplete', 'active']),

    cancelUnpaidSubscription: (subscriptionId) => cancel(subscriptionId, ['incomplete']),

    async confirmPayment({ userId, clientSecret, latestSubscriptionId, card, now }) {
      const result = await db.transaction().execute(async (trx) => {
        const subscription = await lockLocalSubscriptionBySecret(trx, userId, clientSecret);
        if (!subscription) return { outcome: 'not_found' } as const;
        // Another tab chose a plan since: only the latest choice may be paid.
        if (latestSubscriptionId !== undefined && subscription.id !== latestSubscriptionId)
          return { outcome: 'superseded' } as const;
        if (subscription.status === 'canceled') return { outcome: 'not_found' } as const;
        // A second confirmation of a paid subscription (a retried click) changes nothing.
        if (subscription.status === 'active') return { outcome: 'already_paid' } as const;
        const refusal = testCardRefusal(card, now);
        if (refusal) return { outcome: 'declined', message: refusal } as const;
        const paid: LocalSubscription = {
          ...subscription,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd(now, subscription.billingCycle),
        };
        await updateLocalSubscription(trx, subscription.id, {
          status: paid.status,
          currentPeriodStart: paid.currentPeriodStart,
          currentPeriodEnd: paid.currentPeriodEnd,
        });
        return { outcome: 'paid', subscription: paid } as const;
      });
      switch (result.outcome) {
        case 'not_found':
        case 'superseded':
        case 'declined':
          return result;
        case 'already_paid':
          return { outcome: 'succeeded', webhooks: [] };
        case 'paid':
          return {
            outcome: 'succeeded',
            webhooks: [
              signStripeEvent(
                'customer.subscription.updated',
                stripeSubscriptionObject(result.subscription),
                webhookSecret,
              ),
              signStripeEvent(
                'invoice.paid',
                stripeInvoiceObject(result.subscription),
                webhookSecret,
              ),
            ],
          };
      }
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeEvent(rawBody, signatureHeader, webhookSecret);
    },
  };
}
