import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  DISCOUNT_MESSAGES,
  freeAccessPlan,
  isEntitledStatus,
  isPaidStatus,
  periodEnd,
  PROVIDER_SUBSCRIPTION_STATUSES,
  startsNewAllowance,
} from './billing.ts';
import type { ProviderSubscriptionStatus } from './billing.ts';

const at = (iso: string) => new Date(iso);

describe('subscription statuses', () => {
  it.each<[ProviderSubscriptionStatus, boolean, boolean]>([
    ['free', false, false],
    ['active', true, true],
    ['trialing', true, true],
    // Stripe keeps retrying: the plan holds, but no new allowance starts until it is paid.
    ['past_due', true, false],
    ['canceled', false, false],
    ['unpaid', false, false],
    ['incomplete', false, false],
    ['incomplete_expired', false, false],
    ['paused', false, false],
  ])('%s: entitled %s, paid %s', (status, entitled, paid) => {
    expect(isEntitledStatus(status)).toBe(entitled);
    expect(isPaidStatus(status)).toBe(paid);
  });

  it('the table above names every status', () => {
    expect(PROVIDER_SUBSCRIPTION_STATUSES).toHaveLength(9);
  });
});

describe('startsNewAllowance', () => {
  const stored = at('2026-03-01T00:00:00Z');
  it.each([
    ['another subscription than the stored one', false, stored, stored, true],
    ['no stored period yet', true, null, stored, true],
    ['a period starting a millisecond later', true, stored, at('2026-03-01T00:00:00.001Z'), true],
    ['the same period again (a replayed event)', true, stored, stored, false],
    ['an older period (an event out of order)', true, stored, at('2026-02-01T00:00:00Z'), false],
  ])('%s', (_, isCurrent, storedStart, providerStart, expected) => {
    expect(startsNewAllowance({ isCurrent, storedStart, providerStart })).toBe(expected);
  });
});

describe('calendar months', () => {
  it.each([
    ['2026-01-15T10:00:00Z', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-03-31T00:00:00Z', 1, '2026-04-30T00:00:00.000Z'],
    ['2026-12-31T23:59:59Z', 1, '2027-01-31T23:59:59.000Z'],
    ['2028-02-29T00:00:00Z', 12, '2029-02-28T00:00:00.000Z'],
  ])('%s plus %i month(s) is %s', (start, months, expected) => {
    expect(addCalendarMonths(at(start), months).toISOString()).toBe(expected);
  });

  it('a monthly period ends a calendar month on, a yearly one twelve', () => {
    expect(periodEnd(at('2026-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(periodEnd(at('2026-01-31T00:00:00Z'), 'yearly').toISOString()).toBe(
      '2027-01-31T00:00:00.000Z',
    );
  });
});

describe('the beta code gift', () => {
  it('gives one month of Premium with its allowance, starting now with none used', () => {
    expect(freeAccessPlan(at('2026-01-31T08:00:00Z'))).toEqual({
      subscriptionTier: 'premium',
      subscriptionStatus: 'active',
      speechLimit: 40,
      billingCycle: 'monthly',
      currentPeriodStart: at('2026-01-31T08:00:00Z'),
      currentPeriodEnd: at('2026-02-28T08:00:00Z'),
      speechesUsed: 0,
    });
  });

  it('says what it gives', () => {
    expect(DISCOUNT_MESSAGES.granted).toBe('Beta code accepted: enjoy one month of Premium, free.');
  });
});
