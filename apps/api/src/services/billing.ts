import type { Db, UserBilling, UserBillingChanges } from '@rally/db';
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
import {
  DEFAULT_TIER,
  isEntitledStatus,
  isPaidStatus,
  PAID_STATUSES,
  startsNewAllowance,
  tierSpeechLimit,
} from '@rally/domain';
import type { NotificationKind } from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import { WebhookSignatureError } from '../providers/billing/types.ts';
import type {
  ProviderSubscription,
  SignedWebhook,
  WebhookEvent,
} from '../providers/billing/types.ts';
import { AppError } from './errors.ts';
import { notify } from './notifications.ts';

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
  return user.stripeSubscriptionId !== null && isEntitledStatus(user.subscriptionStatus);
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
  if (!isEntitledStatus(subscription.status) || subscription.tier === null) {
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
  if (!isPaidStatus(subscription.status) || start === null) return plan;
  const isNewPeriod = startsNewAllowance({
    isCurrent,
    storedStart: user.currentPeriodStart,
    providerStart: start,
  });
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
      // Told in the transaction that records the event, so a redelivery tells nothing twice.
      for (const notice of billingNotices(user, subscription, event, changes)) {
        await notify(trx, user.id, { ...notice, url: '/subscribe', at: receivedAt });
      }
      if (!changes) return { outcome: 'ignored' };
      await updateUserBilling(trx, user.id, { ...changes, updatedAt: receivedAt });
      return { outcome: 'applied', olderLiveSubscriptionId: rival };
    });
  // After the commit: the provider is never called inside a transaction. Should this fail, the
  // older subscription's next event (a renewal, say) finds the same two and cancels it then.
  if (olderLiveSubscriptionId) await cancelOlderLiveSubscription(deps, olderLiveSubscriptionId);
  return outcome;
}

/**
 * What the event tells the user, each with the key of what it is about: a payment (the event), a
 * new paid period of their subscription (renewed), their subscription ending (ended).
 */
export function billingNotices(
  user: UserBilling,
  subscription: ProviderSubscription,
  event: WebhookEvent,
  changes: Omit<UserBillingChanges, 'updatedAt'> | null,
): Array<{ kind: NotificationKind; dedupeKey: string }> {
  const notices: Array<{ kind: NotificationKind; dedupeKey: string }> = [];
  if (event.type === 'invoice.paid')
    notices.push({ kind: 'payment_succeeded', dedupeKey: event.id });
  if (event.type === 'invoice.payment_failed') {
    notices.push({ kind: 'payment_failed', dedupeKey: event.id });
  }
  const isCurrent = user.stripeSubscriptionId === subscription.id;
  const start = changes?.currentPeriodStart;
  if (isCurrent && user.currentPeriodStart !== null && changes?.speechesUsed === 0 && start) {
    notices.push({
      kind: 'subscription_renewed',
      dedupeKey: `${subscription.id}:${start.toISOString()}`,
    });
  }
  if (isCurrent && changes === FREE_PLAN && hasLiveSubscription(user)) {
    notices.push({ kind: 'subscription_ended', dedupeKey: subscription.id });
  }
  return notices;
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
  if (!isEntitledStatus(subscription.status)) return null;
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
 * The allowance changes no provider announces: free access whose month is over ends (told as
 * "subscription ended", once per grant), and each month of a yearly plan starts a new allowance
 * (told as "subscription renewed", once per month). Run it periodically (the housekeeping job).
 * Each change and its notices share a transaction, so a failed run tells nothing it did not do.
 */
export async function renewAllowances(
  deps: AppDeps,
): Promise<{ freeAccessEnded: number; allowanceMonthsStarted: number }> {
  const now = deps.now();
  const freeAccessEnded = await deps.db.transaction().execute(async (trx) => {
    const ended = await endExpiredFreeAccess(trx, now, FREE_PLAN);
    for (const user of ended) {
      const grant = user.freeAccessGrantedAt?.toISOString() ?? 'free-access';
      await notify(trx, user.id, {
        kind: 'subscription_ended',
        dedupeKey: `free-access:${grant}`,
        url: '/subscribe',
        at: now,
      });
    }
    return ended.length;
  });
  const allowanceMonthsStarted = await deps.db.transaction().execute(async (trx) => {
    const started = await startDueAllowanceMonths(trx, now, PAID_STATUSES);
    for (const user of started) {
      const month = user.currentPeriodStart?.toISOString() ?? now.toISOString();
      await notify(trx, user.id, {
        kind: 'subscription_renewed',
        dedupeKey: `allowance-month:${month}`,
        url: '/subscribe',
        at: now,
      });
    }
    return started.length;
  });
  return { freeAccessEnded, allowanceMonthsStarted };
}
