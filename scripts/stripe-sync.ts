/**
 * Creates or updates Rally's products and prices in Stripe from the plans in packages/domain: one
 * product per plan, a monthly and a yearly price each, found again by lookup key
 * (rally_{tier}_{cycle}). Running it again changes nothing; a changed plan price moves the lookup
 * key to a new price and archives the old one.
 *
 *   STRIPE_SECRET_KEY=sk_test_... pnpm stripe:sync
 *
 * STRIPE_API_URL points it at another server speaking Stripe's API (the tests' mock).
 */
import { createStripeClient } from '../apps/api/src/providers/billing/stripe.ts';
import { syncStripeCatalog } from '../apps/api/src/providers/billing/stripe-catalog.ts';

const secretKey = process.env.STRIPE_SECRET_KEY;
if (!secretKey) {
  console.error('Set STRIPE_SECRET_KEY (try a test key, sk_test_..., first).');
  process.exit(1);
}

const apiUrl = process.env.STRIPE_API_URL ? new URL(process.env.STRIPE_API_URL) : null;
const stripe = createStripeClient({
  secretKey,
  ...(apiUrl
    ? {
        host: apiUrl.hostname,
        port: Number(apiUrl.port),
        protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
      }
    : {}),
});

for (const change of await syncStripeCatalog(stripe)) {
  console.log(`${change.action.padEnd(9)} ${change.item}`);
}
