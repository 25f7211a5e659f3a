import type { FastifyPluginAsync } from 'fastify';
import { handleBillingWebhook } from '../services/billing.ts';
import type { RestOptions } from './request.ts';

/** Stripe calls it from its own servers: server.ts skips the same-origin check and the session for it. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Stripe's billing webhook: the only billing path that is not a procedure (it reads raw bytes). */
export const billingWebhookRoute: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
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
