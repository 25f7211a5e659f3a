import { BILLING_CYCLES, DEFAULT_BILLING_CYCLE, DEFAULT_PLAN, isPaidTier } from '@rally/domain';
import type { BillingCycle, PaidTier } from '@rally/domain';

export interface PlanChoice {
  tier: PaidTier;
  cycle: BillingCycle;
}

function isBillingCycle(value: string): value is BillingCycle {
  return (BILLING_CYCLES as readonly string[]).includes(value);
}

/** /subscribe?tier=…&billing=…: anything missing or unknown falls back to Premium, monthly. */
export function planChoiceFromSearch(search: URLSearchParams): PlanChoice {
  const tier = search.get('tier') ?? '';
  const cycle = search.get('billing') ?? '';
  return {
    tier: isPaidTier(tier) ? tier : DEFAULT_PLAN,
    cycle: isBillingCycle(cycle) ? cycle : DEFAULT_BILLING_CYCLE,
  };
}
