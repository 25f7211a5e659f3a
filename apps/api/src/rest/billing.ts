import { createSubscriptionSchema, localPaymentSchema } from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { expectedOrigin } from '../auth/origin.ts';
import { createSubscriptionFor } from '../request-flows.ts';
import { handleBillingWebhook } from '../services/billing.ts';
import {
  billingConfig,
  billingPortal,
  cancelSubscription,
  confirmLocalPayment,
  planTiers,
  usageOf,
} from '../services/subscription.ts';
import { requireAuth, type RestOptions } from './index.ts';

/** Stripe calls it from its own servers: server.ts skips the same-origin check and the session for it. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Plans, payments and the billing webhook. */
export const billingRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps, throttles }) => {
  app.get('/subscription/status', async (req) => usageOf(requireAuth(req).user));

  app.get('/subscription/tiers', async () => planTiers());

  app.post('/create-subscription', async (req, reply) => {
    const { user } = requireAuth(req);
    const input = createSubscriptionSchema.parse(req.body);
    return createSubscriptionFor({ deps, throttles, req, reply }, user, input);
  });

  app.get('/billing/config', async () => billingConfig(deps));

  app.post('/billing/portal', async (req) => {
    const { user } = requireAuth(req);
    const returnUrl = `${expectedOrigin(req, deps.env.PUBLIC_URL)}/`;
    return billingPortal(deps, user, returnUrl, req.log);
  });

  app.post('/billing/cancel', async (req) =>
    cancelSubscription(deps, requireAuth(req).user, req.log),
  );

  if (deps.providers.billing.name === 'local') {
    app.post('/billing/local/confirm', async (req) => {
      const { user } = requireAuth(req);
      return confirmLocalPayment(deps, user, localPaymentSchema.parse(req.body));
    });
  }

  // Its own context, so that only this route reads JSON as the raw bytes the signature covers.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    webhook.post('/stripe/webhook', async (req) => {
      const signature = req.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await handleBillingWebhook(
        deps,
        rawBody,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true, duplicate: outcome === 'duplicate' };
    });
  });
};
