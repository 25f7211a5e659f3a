export const TIERS = ['free', 'starter', 'premium', 'pro'] as const;
export type Tier = (typeof TIERS)[number];

export const PAID_TIERS = ['starter', 'premium', 'pro'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const DEFAULT_TIER: Tier = 'free';
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';
export const DEFAULT_PLAN: PaidTier = 'premium';

export const FREE_SPEECH_ALLOWANCE = 3;
/** Cheapest plan, in dollars a month: 'plans start at $3/month'. */
export const STARTING_PRICE = 3;
export const YEARLY_DISCOUNT = 0.2;
export const YEARLY_DISCOUNT_BADGE = `Save ${YEARLY_DISCOUNT * 100}%`;
export const MOST_POPULAR_BADGE = 'Most Popular';
export const PREMIUM_VOICE_COUNT = 6;
const MONTHS_PER_YEAR = 12;
const DAYS_PER_MONTH = 30;

export const TIER_NAMES: Record<Tier, string> = {
  free: 'Free',
  starter: 'Starter',
  premium: 'Premium',
  pro: 'Pro',
};

/** Free speeches are 3 in total; paid tiers renew each billing month. */
export const TIER_SPEECH_LIMITS: Record<Tier, number> = {
  free: FREE_SPEECH_ALLOWANCE,
  starter: 20,
  premium: 40,
  pro: 200,
};

export function tierSpeechLimit(tier: Tier): number {
  return TIER_SPEECH_LIMITS[tier];
}

export function isPaidTier(tier: string): tier is PaidTier {
  return (PAID_TIERS as readonly string[]).includes(tier);
}

/** Icon names for the plan cards; the web app maps each to an icon component. */
export type PlanIcon = 'zap' | 'star' | 'crown';
/** Mantine button variants: the popular plan's button is filled. */
export type PlanButtonVariant = 'filled' | 'outline';

export interface Plan {
  id: PaidTier;
  name: string;
  description: string;
  icon: PlanIcon;
  /** Dollars a month on monthly billing. */
  price: number;
  /** Speeches a month. */
  speeches: number;
  features: readonly string[];
  popular: boolean;
  buttonText: string;
  buttonVariant: PlanButtonVariant;
}

export const PLANS_BY_TIER: Record<PaidTier, Plan> = {
  starter: {
    id: 'starter',
    name: TIER_NAMES.starter,
    description: 'Daily motivation at the lowest price',
    icon: 'zap',
    price: STARTING_PRICE,
    speeches: TIER_SPEECH_LIMITS.starter,
    features: [
      `${PREMIUM_VOICE_COUNT} premium AI voices`,
      'Mood-aware personalisation',
      'Favourite and name your speeches',
      'Basic goal tracking',
    ],
    popular: false,
    buttonText: 'Choose Starter',
    buttonVariant: 'outline',
  },
  premium: {
    id: 'premium',
    name: TIER_NAMES.premium,
    description: 'More speeches and deeper insight into your progress',
    icon: 'star',
    price: 7,
    speeches: TIER_SPEECH_LIMITS.premium,
    features: [
      'Everything in Starter',
      'Advanced mood tracking',
      'Progress analytics',
      'Priority processing',
      'Email support',
    ],
    popular: true,
    buttonText: 'Choose Premium',
    buttonVariant: 'filled',
  },
  pro: {
    id: 'pro',
    name: TIER_NAMES.pro,
    description: 'For daily coaching at full volume',
    icon: 'crown',
    price: 12,
    speeches: TIER_SPEECH_LIMITS.pro,
    features: [
      'Everything in Premium',
      'Email and chat support',
      'Usage dashboard',
      'Export your speeches',
    ],
    popular: false,
    buttonText: 'Choose Pro',
    buttonVariant: 'outline',
  },
};

/** The pricing page's cards, cheapest first. */
export const PLANS: readonly Plan[] = PAID_TIERS.map((tier) => PLANS_BY_TIER[tier]);

/** The whole year's price in dollars: 12 months less the yearly discount, rounded (3 → 29, 7 → 67, 12 → 115). */
export function yearlyPrice(monthly: number): number {
  return Math.round(monthly * MONTHS_PER_YEAR * (1 - YEARLY_DISCOUNT));
}

export interface PlanPrice {
  /** Dollars a month, to the cent. */
  perMonth: number;
  /** '$7' for whole dollars, '$5.58' otherwise. */
  perMonthText: string;
  /** Dollars charged each billing cycle. */
  total: number;
  saveText: string | null;
  billedText: string | null;
}

/**
 * Yearly: the per-month figure is the rounded annual total divided by 12, shown to the cent
 * ($29 a year → $2.42) so that it never looks cheaper or dearer than the bill.
 */
export function planPrice(plan: Pick<Plan, 'price'>, cycle: BillingCycle): PlanPrice {
  if (cycle === 'monthly') {
    return {
      perMonth: plan.price,
      perMonthText: formatDollars(plan.price),
      total: plan.price,
      saveText: null,
      billedText: null,
    };
  }
  const total = yearlyPrice(plan.price);
  const perMonth = Math.round((total / MONTHS_PER_YEAR) * 100) / 100;
  return {
    perMonth,
    perMonthText: formatDollars(perMonth),
    total,
    saveText: `Save ${formatDollars(plan.price * MONTHS_PER_YEAR - total)} per year`,
    billedText: `Billed ${formatDollars(total)} annually`,
  };
}

/** '$3' for whole dollars, '$2.42' otherwise. */
export function formatDollars(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** Speeches a day, to one decimal, counting 30 days a month: 20 → '0.7'. */
export function speechesPerDay(speechesPerMonth: number): string {
  return (speechesPerMonth / DAYS_PER_MONTH).toFixed(1);
}

export function subscribeButtonText(tier: PaidTier): string {
  return `Continue with ${TIER_NAMES[tier]}`;
}

/** The link from a plan card: /subscribe?tier=premium&billing=yearly. */
export function subscribePath(tier: PaidTier, cycle: BillingCycle): string {
  return `/subscribe?${new URLSearchParams({ tier, billing: cycle }).toString()}`;
}

export interface WhyChoosePoint {
  title: string;
  description: string;
}

export const WHY_CHOOSE: readonly WhyChoosePoint[] = [
  {
    title: 'Ultra-affordable',
    description: `Plans start at just $${STARTING_PRICE}/month, less than a cup of coffee.`,
  },
  {
    title: `${PREMIUM_VOICE_COUNT} premium AI voices`,
    description: 'Hear every speech read aloud in natural, expressive voices.',
  },
  {
    title: 'Smart personalisation',
    description: 'Your moods, goals and feedback shape every speech you receive.',
  },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

export const PRICING_FAQ: readonly FaqEntry[] = [
  {
    question: 'Can I change my plan?',
    answer:
      'Yes. You can upgrade or downgrade at any time; the change takes effect at your next billing cycle.',
  },
  {
    question: 'Do unused speeches roll over?',
    answer:
      'No. Your speech allowance resets at the start of each billing period and unused speeches do not roll over.',
  },
  {
    question: 'What happens when I reach my limit?',
    answer:
      'A notification appears as you get close to your monthly limit, so you can upgrade before you run out.',
  },
];
