import { describe, expect, it } from 'vitest';
import {
  SPEECH_RESERVATION_LIFETIME_MS,
  abandonedReservationsBefore,
  canGenerate,
  showManagePlan,
  subscriptionStatus,
  usageLevel,
} from './usage.ts';
import type { UsageUser } from './usage.ts';
import type { PaidTier, Tier } from './plans.ts';

const periodEnd = new Date('2025-07-01T00:00:00Z');

function user(overrides: Partial<UsageUser>): UsageUser {
  return {
    subscriptionTier: 'free',
    subscriptionStatus: 'free',
    billingCycle: 'monthly',
    speechesUsed: 0,
    speechLimit: 3,
    currentPeriodEnd: null,
    ...overrides,
  };
}

describe('subscriptionStatus', () => {
  it('passes the user fields through and adds the derived ones', () => {
    expect(
      subscriptionStatus(
        user({
          subscriptionTier: 'premium',
          subscriptionStatus: 'active',
          billingCycle: 'yearly',
          speechesUsed: 10,
          speechLimit: 40,
          currentPeriodEnd: periodEnd,
        }),
      ),
    ).toEqual({
      currentTier: 'premium',
      subscriptionStatus: 'active',
      billingCycle: 'yearly',
      speechesUsed: 10,
      speechLimit: 40,
      speechesRemaining: 30,
      usagePercentage: 25,
      currentPeriodEnd: periodEnd,
      shouldShowUpgrade: false,
      suggestedTier: 'pro',
    });
  });

  // [tier, used, limit, remaining, percentage, shouldShowUpgrade]
  it.each<[Tier, number, number, number, number, boolean]>([
    ['free', 0, 3, 3, 0, false],
    ['free', 2, 3, 1, 66, false],
    ['free', 3, 3, 0, 100, true],
    ['starter', 15, 20, 5, 75, false],
    ['starter', 16, 20, 4, 80, true],
    ['premium', 31, 40, 9, 77, false],
    ['premium', 32, 40, 8, 80, true],
    ['pro', 159, 200, 41, 79, false],
    ['pro', 160, 200, 40, 80, false],
    ['pro', 200, 200, 0, 100, false],
    ['starter', 25, 20, 0, 100, true],
    ['free', 0, 0, 0, 100, true],
  ])(
    '%s with %i of %i used: %i left, %i%%, upgrade %s',
    (tier, used, limit, remaining, percentage, upgrade) => {
      const status = subscriptionStatus(
        user({ subscriptionTier: tier, speechesUsed: used, speechLimit: limit }),
      );
      expect(status.speechesRemaining).toBe(remaining);
      expect(status.usagePercentage).toBe(percentage);
      expect(status.shouldShowUpgrade).toBe(upgrade);
    },
  );

  it.each<[Tier, PaidTier | null]>([
    ['free', 'starter'],
    ['starter', 'premium'],
    ['premium', 'pro'],
    ['pro', null],
  ])('suggests %s → %s', (tier, suggested) => {
    expect(subscriptionStatus(user({ subscriptionTier: tier })).suggestedTier).toBe(suggested);
  });
});

describe('usageLevel', () => {
  it.each([
    [0, 3, 'normal'],
    [79, 41, 'normal'],
    [80, 40, 'warning'],
    [99, 1, 'warning'],
    [100, 0, 'exhausted'],
    [50, 0, 'exhausted'],
  ] as const)('%i%% used with %i left → %s', (usagePercentage, speechesRemaining, level) => {
    expect(usageLevel({ usagePercentage, speechesRemaining })).toBe(level);
  });
});

describe('canGenerate', () => {
  it.each([
    [0, 'free', true],
    [2, 'free', true],
    [3, 'free', false],
    [4, 'free', false],
    [3, 'active', true],
    [500, 'active', true],
    [3, 'past_due', false],
    [2, 'canceled', true],
  ])('%i used, status %s → %s', (speechesUsed, subscriptionStatus, allowed) => {
    expect(canGenerate({ speechesUsed, subscriptionStatus })).toBe(allowed);
  });
});

describe('showManagePlan', () => {
  it.each<[Tier, boolean]>([
    ['free', false],
    ['starter', true],
    ['premium', true],
    ['pro', true],
  ])('%s → %s', (tier, shown) => {
    expect(showManagePlan(tier)).toBe(shown);
  });
});

describe('abandonedReservationsBefore', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const reservedAgo = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    ['reserved just now', 0, false],
    ['reserved 9:59.999 ago', SPEECH_RESERVATION_LIFETIME_MS - 1, false],
    ['reserved exactly 10 minutes ago', SPEECH_RESERVATION_LIFETIME_MS, false],
    ['reserved 10:00.001 ago', SPEECH_RESERVATION_LIFETIME_MS + 1, true],
    ['reserved an hour ago', 60 * 60 * 1000, true],
  ])('%s: abandoned %s', (_label, age, abandoned) => {
    expect(reservedAgo(age) < abandonedReservationsBefore(now)).toBe(abandoned);
  });
});
