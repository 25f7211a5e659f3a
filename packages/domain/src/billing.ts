import { TIER_NAMES, tierSpeechLimit } from './plans.ts';
import type { BillingCycle, PaidTier } from './plans.ts';

/** A billing provider's subscription statuses (Stripe's), and 'free' before any subscription. */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  'free',
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];

/** Statuses in which a subscription gives its plan: Stripe keeps retrying a past-due payment. */
export const ENTITLED_STATUSES = [
  'active',
  'trialing',
  'past_due',
] as const satisfies readonly ProviderSubscriptionStatus[];
/** Statuses in which the current period is paid for, so a new one starts a new allowance. */
export const PAID_STATUSES = [
  'active',
  'trialing',
] as const satisfies readonly ProviderSubscriptionStatus[];

export function isEntitledStatus(status: ProviderSubscriptionStatus): boolean {
  return (ENTITLED_STATUSES as readonly string[]).includes(status);
}

export function isPaidStatus(status: ProviderSubscriptionStatus): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether the provider's paid period starts a new allowance (speeches used back to 0): a paid
 * period of another subscription than the stored one, or one that starts later than the stored.
 */
export function startsNewAllowance(period: {
  /** The subscription is the one the user's row holds. */
  isCurrent: boolean;
  storedStart: Date | null;
  providerStart: Date;
}): boolean {
  return (
    !period.isCurrent || period.storedStart === null || period.providerStart > period.storedStart
  );
}

const MONTHS_PER_CYCLE: Record<BillingCycle, number> = { monthly: 1, yearly: 12 };

/** `months` calendar months later, kept at the month's last day when it is shorter (Jan 31 → Feb 28), as Stripe does. */
export function addCalendarMonths(start: Date, months: number): Date {
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** The end of a billing period that starts at `start`. */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  return addCalendarMonths(start, MONTHS_PER_CYCLE[cycle]);
}

/**
 * The beta code's gift: one month of Premium, once per account
 * (docs/decisions/beta-discount-code.md).
 */
export const FREE_ACCESS_GIFT = { tier: 'premium', months: 1 } as const satisfies {
  tier: PaidTier;
  months: number;
};

/** The plan the gift gives from `now`: its tier, allowance and period, with no speeches used. */
export function freeAccessPlan(now: Date) {
  return {
    subscriptionTier: FREE_ACCESS_GIFT.tier,
    subscriptionStatus: 'active',
    speechLimit: tierSpeechLimit(FREE_ACCESS_GIFT.tier),
    billingCycle: 'monthly',
    currentPeriodStart: now,
    currentPeriodEnd: addCalendarMonths(now, FREE_ACCESS_GIFT.months),
    speechesUsed: 0,
  } as const;
}

export const DISCOUNT_MESSAGES = {
  // The gift's copy follows the gift (one month today).
  granted: `Beta code accepted: enjoy ${FREE_ACCESS_GIFT.months === 1 ? 'one month' : `${FREE_ACCESS_GIFT.months} months`} of ${TIER_NAMES[FREE_ACCESS_GIFT.tier]}, free.`,
  invalid: 'Invalid discount code.',
  alreadyUsed: 'This code has already been used on your account.',
  alreadySubscribed: 'You already have an active subscription.',
} as const;
