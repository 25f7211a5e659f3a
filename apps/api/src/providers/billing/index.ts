import type { Db } from '@rally/db';
import type { Env } from '../../env.ts';
import { createLocalBillingProvider } from './local.ts';
import { createStripeBillingProvider } from './stripe.ts';
import type { StripeClientConfig } from './stripe.ts';
import type { BillingProvider } from './types.ts';

/** `STRIPE_API_URL` as the SDK takes it: host, port and protocol (a local stand-in in tests). */
function stripeAddress(apiUrl: string | undefined): Omit<StripeClientConfig, 'secretKey'> {
  if (apiUrl === undefined) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const defaultPort = protocol === 'http' ? 80 : 443;
  return {
    host: url.hostname,
    port: url.port === '' ? defaultPort : Number(url.port),
    protocol,
  };
}

/** Stripe whenever its key is configured, else the local provider. */
export function createBillingProvider(env: Env, db: Db): BillingProvider {
  if (!env.STRIPE_SECRET_KEY) return createLocalBillingProvider({ db });
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (see env.ts).');
  }
  return createStripeBillingProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    ...stripeAddress(env.STRIPE_API_URL),
  });
}
