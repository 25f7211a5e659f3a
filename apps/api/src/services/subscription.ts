import { createHash, timingSafeEqual } from 'node:crypto';
import type { PublicUser, SubscriptionStatus as StoredStatus, UserBilling } from '@rally/db';
import {
  findPublicUser,
  findUserBilling,
  grantFreeAccess,
  latestStartedSubscriptionId,
  recordStartedSubscription,
  saveCustomerId,
  supersedeEarlierSubscriptions,
} from '@rally/db';
import {
  DISCOUNT_MESSAGES,
  freeAccessPlan,
  PLANS,
  subscriptionStatus,
  yearlyPrice,
} from '@rally/domain';
import type {
  BillingCycle,
  CreateSubscriptionInput,
  LocalPaymentInput,
  Plan,
  SubscriptionStatus,
  Tier,
} from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { BillingProviderName } from '../providers/billing/types.ts';
import { deliverWebhooks, hasLiveSubscription } from './billing.ts';
import { AppError } from './errors.ts';

/** The refusal code of a declined test card (REST `code`, tRPC `data.appCode`). */
export const CARD_DECLINED = 'CARD_DECLINED';

/** Paying a plan chosen before the latest choice (another tab, the back button). */
export const SUPERSEDED_PAYMENT = 'SUPERSEDED_PAYMENT';
export const SUPERSEDED_PAYMENT_MESSAGE =
  'You chose another plan since. Please pay for the plan you chose last.';

/** The create-subscription answer of spec 3: a secret to pay with, or the discount's verdict. */
export interface CreateSubscriptionResult {
  clientSecret: string | null;
  isFreeAccess: boolean;
  message: string | null;
}

export interface PlanTier extends Plan {
  /** Dollars a year on yearly billing. */
  yearlyPrice: number;
}

export interface BillingConfig {
  provider: BillingProviderName;
  /** Stripe's publishable key for Stripe.js; null with the local provider. */
  publishableKey: string | null;
}

/** Stripe's customer portal, or (local provider, free access) what the app shows itself. */
export type BillingPortal =
  | { kind: 'portal'; url: string }
  | {
      kind: 'summary';
      tier: Tier;
      billingCycle: BillingCycle;
      subscriptionStatus: StoredStatus;
      currentPeriodEnd: Date | null;
      /** A subscription renews and can be cancelled with POST /api/billing/cancel; free access just ends. */
      cancelable: boolean;
    };

export function usageOf(user: PublicUser): SubscriptionStatus {
  return subscriptionStatus(user);
}

export function planTiers(): PlanTier[] {
  return PLANS.map((plan) => ({ ...plan, yearlyPrice: yearlyPrice(plan.price) }));
}

export function billingConfig(deps: AppDeps): BillingConfig {
  const provider = deps.providers.billing.name;
  return {
    provider,
    publishableKey: provider === 'stripe' ? (deps.env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  };
}

async function billingOf(deps: AppDeps, userId: string): Promise<UserBilling> {
  const billing = await findUserBilling(deps.db, userId);
  if (!billing) throw new AppError('UNAUTHORIZED', 'Please sign in.');
  return billing;
}

async function freshUsage(deps: AppDeps, userId: string): Promise<SubscriptionStatus> {
  const user = await findPublicUser(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in.');
  return subscriptionStatus(user);
}

/** A call to the payment provider; when it fails the user may try again, and the log says why. */
async function callProvider<T>(
  log: FastifyBaseLogger,
  action: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, `${action} failed`);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment service is not available right now. Please try again.',
      undefined,
      { cause: error },
    );
  }
}

/** Spec 4's payment flow and discount flow: POST /api/create-subscription. */
export async function createSubscription(
  deps: AppDeps,
  user: PublicUser,
  input: CreateSubscriptionInput,
  log: FastifyBaseLogger,
): Promise<CreateSubscriptionResult> {
  if ('discountCode' in input) return redeemDiscountCode(deps, user, input.discountCode);
  const billing = await billingOf(deps, user.id);
  if (hasLiveSubscription(billing)) {
    throw new AppError(
      'CONFLICT',
      'You already have a subscription. Use Manage Plan to change it.',
    );
  }
  const plan = { tier: input.tier, billingCycle: input.billingCycle };
  const replacesId = await latestStartedSubscriptionId(deps.db, user.id, plan);
  const created = await callProvider(log, 'creating a subscription', () =>
    deps.providers.billing.createSubscription({
      user: {
        id: user.id,
        email: user.email,
        customerId: billing.stripeCustomerId,
        currentSubscriptionId: billing.stripeSubscriptionId,
        replacesSubscriptionId: replacesId ?? null,
      },
      tier: input.tier,
      cycle: input.billingCycle,
    }),
  );
  // Stored now so that the webhook finds the user by customer id.
  if (created.customerId !== billing.stripeCustomerId) {
    await saveCustomerId(deps.db, user.id, created.customerId);
  }
  await recordStartedSubscription(deps.db, {
    id: created.subscriptionId,
    userId: user.id,
    ...plan,
    createdAt: deps.now(),
  });
  await cancelSupersededSubscriptions(deps, user.id, created.subscriptionId, log);
  return { clientSecret: created.clientSecret, isFreeAccess: false, message: null };
}

/**
 * One plan per user, whatever the order of tabs and back buttons: the subscriptions the user
 * started before this one can no longer be paid, so they are cancelled at the provider (a paid one
 * is left alone; should a second one be paid, the webhook cancels the older). A provider failure
 * here costs the new subscription nothing: an unpaid one expires at the provider, a paid one is
 * settled by the webhook.
 */
async function cancelSupersededSubscriptions(
  deps: AppDeps,
  userId: string,
  latestId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const superseded = await supersedeEarlierSubscriptions(deps.db, userId, {
    latestId,
    at: deps.now(),
  });
  for (const subscriptionId of superseded) {
    try {
      const webhooks = await deps.providers.billing.cancelUnpaidSubscription(subscriptionId);
      await deliverWebhooks(deps, webhooks);
    } catch (error) {
      log.warn({ err: error, subscriptionId }, 'cancelling a replaced subscription failed');
    }
  }
}

/** Constant-time, whatever the case or surrounding spaces. */
function isBetaCode(given: string, configured: string): boolean {
  const digest = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest();
  return timingSafeEqual(digest(given), digest(configured));
}

async function redeemDiscountCode(
  deps: AppDeps,
  user: PublicUser,
  code: string,
): Promise<CreateSubscriptionResult> {
  const refuse = (message: string) => ({ clientSecret: null, isFreeAccess: false, message });
  const betaCode = deps.env.BETA_DISCOUNT_CODE;
  if (betaCode === undefined || !isBetaCode(code, betaCode))
    return refuse(DISCOUNT_MESSAGES.invalid);
  if (hasLiveSubscription(await billingOf(deps, user.id))) {
    return refuse(DISCOUNT_MESSAGES.alreadySubscribed);
  }
  const now = deps.now();
  const granted = await grantFreeAccess(deps.db, user.id, {
    ...freeAccessPlan(now),
    freeAccessGrantedAt: now,
    updatedAt: now,
  });
  if (!granted) return refuse(DISCOUNT_MESSAGES.alreadyUsed);
  return { clientSecret: null, isFreeAccess: true, message: DISCOUNT_MESSAGES.granted };
}

/** 'Manage Plan': Stripe's portal for a Stripe subscription, else the plan as the app shows it. */
export async function billingPortal(
  deps: AppDeps,
  user: PublicUser,
  returnUrl: string,
  log: FastifyBaseLogger,
): Promise<BillingPortal> {
  const billing = await billingOf(deps, user.id);
  const provider = deps.providers.billing;
  const customerId = billing.stripeCustomerId;
  if (provider.name === 'stripe' && customerId && hasLiveSubscription(billing)) {
    const url = await callProvider(log, 'opening the billing portal', () =>
      provider.portalUrl(customerId, returnUrl),
    );
    return { kind: 'portal', url };
  }
  return {
    kind: 'summary',
    tier: billing.subscriptionTier,
    billingCycle: billing.billingCycle,
    subscriptionStatus: billing.subscriptionStatus,
    currentPeriodEnd: billing.currentPeriodEnd,
    cancelable: hasLiveSubscription(billing),
  };
}

/**
 * Ends the user's subscription at once. The local provider's events are handled before the answer;
 * Stripe's arrive at the webhook, so the answer may still show the plan for a moment.
 */
export async function cancelSubscription(
  deps: AppDeps,
  user: PublicUser,
  log: FastifyBaseLogger,
): Promise<SubscriptionStatus> {
  const billing = await billingOf(deps, user.id);
  if (billing.stripeSubscriptionId === null || !hasLiveSubscription(billing)) {
    throw new AppError('CONFLICT', 'There is no subscription to cancel.');
  }
  const subscriptionId = billing.stripeSubscriptionId;
  const webhooks = await callProvider(log, 'cancelling a subscription', () =>
    deps.providers.billing.cancelSubscription(subscriptionId),
  );
  await deliverWebhooks(deps, webhooks);
  return freshUsage(deps, user.id);
}

/** The local card form's payment: a test card pays (or is declined), then the plan starts. */
export async function confirmLocalPayment(
  deps: AppDeps,
  user: PublicUser,
  input: LocalPaymentInput,
): Promise<SubscriptionStatus> {
  const provider = deps.providers.billing;
  if (provider.name !== 'local') throw new AppError('NOT_FOUND', 'Not found');
  const { clientSecret, ...card } = input;
  const result = await provider.confirmPayment({
    userId: user.id,
    clientSecret,
    latestSubscriptionId: await latestStartedSubscriptionId(deps.db, user.id),
    card,
    now: deps.now(),
  });
  switch (result.outcome) {
    case 'not_found':
      throw new AppError('NOT_FOUND', 'This payment could not be found. Please start again.');
    case 'superseded':
      throw new AppError('CONFLICT', SUPERSEDED_PAYMENT_MESSAGE, SUPERSEDED_PAYMENT);
    case 'declined':
      throw new AppError('PAYMENT_REQUIRED', result.message, CARD_DECLINED);
    case 'succeeded':
      await deliverWebhooks(deps, result.webhooks);
      return freshUsage(deps, user.id);
  }
}
