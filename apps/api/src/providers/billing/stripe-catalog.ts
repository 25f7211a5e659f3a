import { createHash } from 'node:crypto';
import { BILLING_CYCLES, PLANS, PRODUCT_NAME, yearlyPrice } from '@rally/domain';
import type { BillingCycle, Plan } from '@rally/domain';
import Stripe from 'stripe';
import { priceLookupKey } from './stripe-format.ts';

const CURRENCY = 'usd';
const INTERVALS: Record<BillingCycle, 'month' | 'year'> = { monthly: 'month', yearly: 'year' };

export interface CatalogChange {
  /** A product id (`rally_premium`) or a price lookup key (`rally_premium_yearly`). */
  item: string;
  action: 'created' | 'updated' | 'unchanged';
}

/** Stripe's product id for a plan: fixed, so that the product is found again on every run. */
const productIdOf = (plan: Pick<Plan, 'id'>) => `rally_${plan.id}`;

/** Dollars to cents: Stripe counts in the currency's smallest unit. */
const cents = (dollars: number) => Math.round(dollars * 100);

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

async function syncProduct(stripe: Stripe, plan: Plan): Promise<CatalogChange> {
  const id = productIdOf(plan);
  const wanted = {
    name: `${PRODUCT_NAME} ${plan.name}`,
    description: plan.description,
    metadata: { tier: plan.id },
  };
  let existing: Stripe.Product | null = null;
  try {
    existing = await stripe.products.retrieve(id);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  if (!existing) {
    await stripe.products.create({ id, ...wanted }, { idempotencyKey: `rally-product-${id}` });
    return { item: id, action: 'created' };
  }
  const same =
    existing.name === wanted.name &&
    existing.description === wanted.description &&
    existing.metadata.tier === plan.id;
  if (same) return { item: id, action: 'unchanged' };
  await stripe.products.update(id, wanted, {
    idempotencyKey: `rally-product-${id}-${hashOf(wanted)}`,
  });
  return { item: id, action: 'updated' };
}

/**
 * A price cannot change its amount in Stripe: a new price takes over the lookup key
 * (transfer_lookup_key) and the old one is archived, so subscribers keep what they pay until
 * they change plan, and new subscriptions get the new price.
 */
async function syncPrice(stripe: Stripe, plan: Plan, cycle: BillingCycle): Promise<CatalogChange> {
  const lookupKey = priceLookupKey(plan.id, cycle);
  const product = productIdOf(plan);
  const unitAmount = cents(cycle === 'monthly' ? plan.price : yearlyPrice(plan.price));
  const interval = INTERVALS[cycle];
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
  const current = data[0];
  const currentProduct = current
    ? typeof current.product === 'string'
      ? current.product
      : current.product.id
    : null;
  const same =
    current !== undefined &&
    current.active &&
    current.unit_amount === unitAmount &&
    current.currency === CURRENCY &&
    current.recurring?.interval === interval &&
    currentProduct === product;
  if (same) return { item: lookupKey, action: 'unchanged' };
  await stripe.prices.create(
    {
      product,
      unit_amount: unitAmount,
      currency: CURRENCY,
      recurring: { interval },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      metadata: { tier: plan.id, billingCycle: cycle },
    },
    { idempotencyKey: `rally-price-${lookupKey}-${unitAmount}-${interval}-${product}` },
  );
  if (current?.active) {
    await stripe.prices.update(
      current.id,
      { active: false },
      { idempotencyKey: `rally-price-archive-${current.id}` },
    );
  }
  return { item: lookupKey, action: current ? 'updated' : 'created' };
}

/**
 * Makes Stripe's products and prices match the plans: one product per plan and a monthly and a
 * yearly price, found by lookup key. Running it again changes nothing.
 */
export async function syncStripeCatalog(
  stripe: Stripe,
  plans: readonly Plan[] = PLANS,
): Promise<CatalogChange[]> {
  const changes: CatalogChange[] = [];
  for (const plan of plans) {
    changes.push(await syncProduct(stripe, plan));
    for (const cycle of BILLING_CYCLES) changes.push(await syncPrice(stripe, plan, cycle));
  }
  return changes;
}
