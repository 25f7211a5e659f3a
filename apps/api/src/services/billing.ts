import type { Db, SubscriptionStatus, UserBilling, UserBillingChanges } from '@rally/db';
import {
  endExpiredFreeAccess,
  isBillingEventRecorded,
  laterStartedSubscription,
  lockUserBilling,
  lockUserBillingByCustomer,
  recordBillingEvent,
  startDueAllowanceMonths,
  updateUserBilling,
} from '@rally/db';
import { DEFAULT_TIER, tierSpeechLimit } from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import { WebhookSignatureError } from '../providers/billing/types.ts';
import type {
  ProviderSubscription,
  SignedWebhook,
  WebhookEvent,
} from '../providers/billing/types.ts';
import { AppError } from './errors.ts';

/** Statuses in which a subscription gives its plan: Stripe keeps retrying a past-due payment. */
const ENTITLED_STATUSES: ReadonlySet<SubscriptionStatus> = new Set([
  'active',
  'trialing',
  'past_due',
]);
/** Statuses in which the current period is paid for, so a new one starts a new allowance. */
const PAID_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing']);

/** The plan a user returns to when a subscription or free access ends; speeches used are kept. */
const FREE_PLAN = {
  subscriptionTier: DEFAULT_TIER,
  subscriptionStatus: 'free',
  speechLimit: tierSpeechLimit(DEFAULT_TIER),
  currentPeriodStart: null,
  currentPeriodEnd: null,
} as const satisfies Omit<UserBillingChanges, 'updatedAt'>;

/** A provider subscription that gives the user their plan now (one created by create-subscription). */
export function hasLiveSubscription(
  user: Pick<UserBilling, 'stripeSubscriptionId' | 'subscriptionStatus'>,
): boolean {
  return user.stripeSubscriptionId !== null && ENTITLED_STATUSES.has(user.subscriptionStatus);
}

/**
 * What the provider's current view of a subscription means for the user's plan, or null when it
 * changes nothing. A pure function of (stored row, provider state), and applying it twice changes
 * nothing the second time, so events may arrive in any order and any number of times.
 * - An entitled subscription (active, trialing, past due) gives its tier, limit and cycle.
 * - A paid period that starts later than the stored one starts a new allowance (speechesUsed 0).
 *   Past due keeps the stored period, so the period starts once its payment succeeds.
 * - The user's own subscription ending (canceled, unpaid, expired) returns them to the free plan.
 * - Any other subscription that gives nothing (abandoned, or an older one) is ignored.
 */
export function billingChangesFor(
  user: UserBilling,
  subscription: ProviderSubscription,
): Omit<UserBillingChanges, 'updatedAt'> | null {
  const isCurrent = user.stripeSubscriptionId === subscription.id;
  if (!ENTITLED_STATUSES.has(subscription.status) || subscription.tier === null) {
    return isCurrent ? FREE_PLAN : null;
  }
  const plan = {
    stripeCustomerId: subscription.customerId,
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: subscription.status,
    subscriptionTier: subscription.tier,
    speechLimit: tierSpeechLimit(subscription.tier),
    billingCycle: subscription.cycle ?? user.billingCycle,
  };
  const start = subscription.currentPeriodStart;
  if (!PAID_STATUSES.has(subscription.status) || start === null) return plan;
  const isNewPeriod =
    !isCurrent || user.currentPeriodStart === null || start > user.currentPeriodStart;
  if (!isNewPeriod) return { ...plan, currentPeriodEnd: subscription.currentPeriodEnd };
  return {
    ...plan,
    currentPeriodStart: start,
    currentPeriodEnd: subscription.currentPeriodEnd,
    speechesUsed: 0,
  };
}

export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate';

/** The user the subscription belongs to: by the customer id stored at create, else its metadata. */
async function lockSubscriber(
  db: Db,
  event: WebhookEvent,
  subscription: ProviderSubscription,
): Promise<UserBilling | undefined> {
  const byCustomer = await lockUserBillingByCustomer(
    db,
    event.customerId ?? subscription.customerId,
  );
  if (byCustomer || subscription.userId === null) return byCustomer;
  return lockUserBilling(db, subscription.userId);
}

/**
 * The webhook, for Stripe's events and the local provider's alike: checks the signature, then
 * records the event id and applies the subscription's current state in one transaction, so each
 * event is processed once. The subscription is re-read from the provider (before the transaction,
 * which never waits on the network) rather than taken from the event, so order does not matter.
 */
export async function handleBillingWebhook(
  deps: AppDeps,
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
): Promise<WebhookOutcome> {
  const provider = deps.providers.billing;
  let event: WebhookEvent;
  try {
    event = provider.verifyWebhook(rawBody, signatureHeader);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new AppError('BAD_REQUEST', 'Invalid webhook signature.', undefined, { cause: error });
    }
    throw error;
  }
  if (await isBillingEventRecorded(deps.db, event.id)) return 'duplicate';
  const subscription =
    event.subscriptionId === null
      ? null
      : await provider.retrieveSubscription(event.subscriptionId);

  const { outcome, olderLiveSubscriptionId } = await deps.db
    .transaction()
    .execute(async (trx): Promise<WebhookDecision> => {
      const receivedAt = deps.now();
      if (!(await recordBillingEvent(trx, { id: event.id, type: event.type, receivedAt }))) {
        return { outcome: 'duplicate' };
      }
      if (subscription === null) return { outcome: 'ignored' };
      const user = await lockSubscriber(trx, event, subscription);
      if (!user) return { outcome: 'ignored' };
      const rival = await olderOfTwoLive(trx, user, subscription);
      // The subscription is the older of two live ones: it gives nothing and is cancelled.
      if (rival === subscription.id) return { outcome: 'ignored', olderLiveSubscriptionId: rival };
      const changes = billingChangesFor(user, subscription);
      if (!changes) return { outcome: 'ignored' };
      await updateUserBilling(trx, user.id, { ...changes, updatedAt: receivedAt });
      return { outcome: 'applied', olderLiveSubscriptionId: rival };
    });
  // After the commit: the provider is never called inside a transaction. Should this fail, the
  // older subscription's next event (a renewal, say) finds the same two and cancels it then.
  if (olderLiveSubscriptionId) await cancelOlderLiveSubscription(deps, olderLiveSubscriptionId);
  return outcome;
}

interface WebhookDecision {
  outcome: WebhookOutcome;
  /** One of two live subscriptions of the user, the one started first: to cancel at the provider. */
  olderLiveSubscriptionId?: string | null;
}

/**
 * When the subscription gives a plan while the user holds another live one (two tabs both paid),
 * the one of the two started first, which is to be cancelled; else null. One plan per user.
 */
async function olderOfTwoLive(
  db: Db,
  user: UserBilling,
  subscription: ProviderSubscription,
): Promise<string | null> {
  const live = hasLiveSubscription(user) ? user.stripeSubscriptionId : null;
  if (live === null || live === subscription.id) return null;
  if (!ENTITLED_STATUSES.has(subscription.status)) return null;
  const later = await laterStartedSubscription(db, live, subscription.id);
  return later === live ? subscription.id : live;
}

async function cancelOlderLiveSubscription(deps: AppDeps, subscriptionId: string): Promise<void> {
  const webhooks = await deps.providers.billing.cancelSubscription(subscriptionId);
  await deliverWebhooks(deps, webhooks);
}

/** Feeds the events the local provider signs (Stripe delivers its own) to the same handler. */
export async function deliverWebhooks(deps: AppDeps, webhooks: SignedWebhook[]): Promise<void> {
  for (const webhook of webhooks) {
    await handleBillingWebhook(deps, webhook.payload, webhook.signature);
  }
}

/**
 * The allowance changes no provider announces: free access whose month is over ends, and each
 * month of a yearly plan starts a new allowance. Run it periodically (the housekeeping job).
 */
export async function renewAllowances(
  deps: AppDeps,
): Promise<{ freeAccessEnded: number; allowanceMonthsStarted: number }> {
  const now = deps.now();
  return {
    freeAccessEnded: await endExpiredFreeAccess(deps.db, now, FREE_PLAN),
    allowanceMonthsStarted: await startDueAllowanceMonths(deps.db, now),
  };
}
