import { describe, expect, it } from 'vitest';
import {
  PLANS,
  PLANS_BY_TIER,
  YEARLY_DISCOUNT_BADGE,
  formatDollars,
  planPrice,
  speechesPerDay,
  subscribeButtonText,
  subscribePath,
  tierSpeechLimit,
  yearlyPrice,
} from './plans.ts';
import type { PaidTier, Tier } from './plans.ts';

describe('tierSpeechLimit', () => {
  it.each<[Tier, number]>([
    ['free', 3],
    ['starter', 20],
    ['premium', 40],
    ['pro', 200],
  ])('%s allows %i speeches', (tier, limit) => {
    expect(tierSpeechLimit(tier)).toBe(limit);
  });
});

describe('PLANS', () => {
  it('lists starter, premium and pro at $3, $7 and $12 with 20, 40 and 200 speeches', () => {
    expect(PLANS.map(({ id, price, speeches }) => [id, price, speeches])).toEqual([
      ['starter', 3, 20],
      ['premium', 7, 40],
      ['pro', 12, 200],
    ]);
  });

  it('marks only Premium as popular, with the filled button', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['premium']);
    expect(PLANS_BY_TIER.premium.buttonVariant).toBe('filled');
  });

  it.each<[PaidTier, string[]]>([
    [
      'starter',
      ['Mood-aware personalisation', 'Favourite and name your speeches', 'Basic goal tracking'],
    ],
    [
      'premium',
      [
        'Everything in Starter',
        'Advanced mood tracking',
        'Progress analytics',
        'Priority processing',
        'Email support',
      ],
    ],
    [
      'pro',
      [
        'Everything in Premium',
        'Email and chat support',
        'Usage dashboard',
        'Export your speeches',
      ],
    ],
  ])('%s lists its features', (tier, features) => {
    expect(PLANS_BY_TIER[tier].features).toEqual(expect.arrayContaining(features));
  });

  it('offers the six premium voices from Starter up', () => {
    expect(PLANS_BY_TIER.starter.features).toContain('6 premium AI voices');
  });
});

describe('yearlyPrice', () => {
  it.each([
    [3, 29],
    [7, 67],
    [12, 115],
    [10, 96],
  ])('$%i a month → $%i a year', (monthly, yearly) => {
    expect(yearlyPrice(monthly)).toBe(yearly);
  });
});

describe('planPrice', () => {
  it.each<[PaidTier, number, string]>([
    ['starter', 3, '$3'],
    ['premium', 7, '$7'],
    ['pro', 12, '$12'],
  ])('monthly %s costs %d a month and has no yearly texts', (tier, perMonth, perMonthText) => {
    expect(planPrice(PLANS_BY_TIER[tier], 'monthly')).toEqual({
      perMonth,
      perMonthText,
      total: perMonth,
      saveText: null,
      billedText: null,
    });
  });

  it.each<[PaidTier, number, string, number, string, string]>([
    ['starter', 2.42, '$2.42', 29, 'Save $7 per year', 'Billed $29 annually'],
    ['premium', 5.58, '$5.58', 67, 'Save $17 per year', 'Billed $67 annually'],
    ['pro', 9.58, '$9.58', 115, 'Save $29 per year', 'Billed $115 annually'],
  ])(
    'yearly %s: %d a month, %d a year',
    (tier, perMonth, perMonthText, total, saveText, billedText) => {
      expect(planPrice(PLANS_BY_TIER[tier], 'yearly')).toEqual({
        perMonth,
        perMonthText,
        total,
        saveText,
        billedText,
      });
    },
  );

  it('shows a whole-dollar yearly per-month figure without cents', () => {
    expect(planPrice({ price: 10 }, 'yearly').perMonthText).toBe('$8');
  });
});

describe('formatDollars', () => {
  it.each([
    [3, '$3'],
    [0, '$0'],
    [2.5, '$2.50'],
    [2.4166, '$2.42'],
  ])('%d → %s', (dollars, text) => {
    expect(formatDollars(dollars)).toBe(text);
  });
});

describe('speechesPerDay', () => {
  it.each([
    [20, '0.7'],
    [40, '1.3'],
    [200, '6.7'],
    [30, '1.0'],
    [0, '0.0'],
    [3, '0.1'],
  ])('%i a month → %s a day', (perMonth, perDay) => {
    expect(speechesPerDay(perMonth)).toBe(perDay);
  });
});

describe('pricing texts', () => {
  it('names the discount badge', () => {
    expect(YEARLY_DISCOUNT_BADGE).toBe('Save 20%');
  });

  it.each<[PaidTier, string]>([
    ['starter', 'Continue with Starter'],
    ['premium', 'Continue with Premium'],
    ['pro', 'Continue with Pro'],
  ])('%s → %s', (tier, text) => {
    expect(subscribeButtonText(tier)).toBe(text);
  });

  it('links a card to /subscribe with tier and billing', () => {
    expect(subscribePath('premium', 'yearly')).toBe('/subscribe?tier=premium&billing=yearly');
  });
});
