import { FREE_SPEECH_ALLOWANCE } from './plans.ts';
import type { BillingCycle, PaidTier, Tier } from './plans.ts';

export const USAGE_WARNING_PERCENT = 80;

/** A user whose subscriptionStatus is this may generate without the free allowance check. */
export const ACTIVE_SUBSCRIPTION = 'active';

/** The user fields the usage rules read (spec 3, users). */
export interface UsageUser {
  subscriptionTier: Tier;
  /** 'free' or 'active' as the client sees it; the billing provider may store other states. */
  subscriptionStatus: string;
  billingCycle: BillingCycle;
  speechesUsed: number;
  speechLimit: number;
  /** Passed through as given: a Date from the database, an ISO string once serialised. */
  currentPeriodEnd: Date | string | null;
}

/** The Subscription status of spec 3, as GET /api/subscription/status answers it. */
export interface SubscriptionStatus {
  currentTier: Tier;
  subscriptionStatus: string;
  billingCycle: BillingCycle;
  speechesUsed: number;
  speechLimit: number;
  speechesRemaining: number;
  usagePercentage: number;
  currentPeriodEnd: Date | string | null;
  shouldShowUpgrade: boolean;
  suggestedTier: PaidTier | null;
}

/**
 * - usagePercentage is rounded down and capped at 100, so it reads 80 only once 80 % is really
 *   used, and a limit lowered below the speeches already used reads 100.
 * - shouldShowUpgrade: at or over the warning threshold (which includes none remaining) on any
 *   tier but pro, the top one.
 * - suggestedTier: the next tier up (free → starter → premium → pro); null on pro.
 */
export function subscriptionStatus(user: UsageUser): SubscriptionStatus {
  const speechesRemaining = Math.max(0, user.speechLimit - user.speechesUsed);
  const usagePercentage =
    user.speechLimit > 0
      ? Math.min(100, Math.floor((user.speechesUsed / user.speechLimit) * 100))
      : 100;
  const suggestedTier = nextTier(user.subscriptionTier);
  return {
    currentTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    billingCycle: user.billingCycle,
    speechesUsed: user.speechesUsed,
    speechLimit: user.speechLimit,
    speechesRemaining,
    usagePercentage,
    currentPeriodEnd: user.currentPeriodEnd,
    shouldShowUpgrade: suggestedTier !== null && usagePercentage >= USAGE_WARNING_PERCENT,
    suggestedTier,
  };
}

export function nextTier(tier: Tier): PaidTier | null {
  switch (tier) {
    case 'free':
      return 'starter';
    case 'starter':
      return 'premium';
    case 'premium':
      return 'pro';
    case 'pro':
      return null;
  }
}

export const USAGE_LEVELS = ['normal', 'warning', 'exhausted'] as const;
export type UsageLevel = (typeof USAGE_LEVELS)[number];

/** Mantine colour names for the usage bar: orange from the warning threshold, red at none left. */
export const USAGE_LEVEL_COLORS: Record<UsageLevel, string> = {
  normal: 'violet',
  warning: 'orange',
  exhausted: 'red',
};

export function usageLevel(
  status: Pick<SubscriptionStatus, 'speechesRemaining' | 'usagePercentage'>,
): UsageLevel {
  if (status.speechesRemaining <= 0) return 'exhausted';
  if (status.usagePercentage >= USAGE_WARNING_PERCENT) return 'warning';
  return 'normal';
}

/**
 * The client's generation check of spec 5: refused once the free allowance is used unless the
 * subscription is active. The server enforces each tier's limit on its own.
 */
export function canGenerate(user: Pick<UsageUser, 'speechesUsed' | 'subscriptionStatus'>): boolean {
  return (
    user.subscriptionStatus === ACTIVE_SUBSCRIPTION || user.speechesUsed < FREE_SPEECH_ALLOWANCE
  );
}

export function showManagePlan(tier: Tier): boolean {
  return tier !== 'free';
}

/**
 * A reserved speech whose generation has not ended after this long was abandoned by a server that
 * stopped or crashed (a generation that is still running ends long before: the writers time out).
 */
export const SPEECH_RESERVATION_LIFETIME_MS = 10 * 60 * 1000;

/** Reservations made before this time are abandoned, and housekeeping gives them back. */
export function abandonedReservationsBefore(now: Date): Date {
  return new Date(now.getTime() - SPEECH_RESERVATION_LIFETIME_MS);
}
