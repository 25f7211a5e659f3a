import { describe, expect, it } from 'vitest';
import { planChoiceFromSearch } from './plan-choice.ts';

describe('planChoiceFromSearch', () => {
  it.each([
    ['', { tier: 'premium', cycle: 'monthly' }],
    ['tier=starter&billing=yearly', { tier: 'starter', cycle: 'yearly' }],
    ['tier=pro', { tier: 'pro', cycle: 'monthly' }],
    ['billing=yearly', { tier: 'premium', cycle: 'yearly' }],
    // free is a tier but not one anybody pays for
    ['tier=free&billing=weekly', { tier: 'premium', cycle: 'monthly' }],
    ['tier=PRO&billing=Yearly', { tier: 'premium', cycle: 'monthly' }],
  ])('%s', (query, expected) => {
    expect(planChoiceFromSearch(new URLSearchParams(query))).toEqual(expected);
  });
});
