import type { Db } from '@rally/db';
import type { Env } from '../../env.ts';
import { createLocalBillingProvider } from './local.ts';
import { createStripeBillingProvider } from './stripe.ts';
import type { BillingProvider } from './types.ts';

/** Stripe whenever its key is configured, else the local provider. */
export function createBillingProvider(env: Env, db: Db): BillingProvider {
  if (!env.STRIPE_SECRET_KEY) return createLocalBillingProvider({ db });
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (see env.ts).');
  }
  return createStripeBillingProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  });
}
