import type { FastifyPluginAsync } from 'fastify';
import { audioRoutes } from './audio.ts';
import { billingWebhookRoute } from './billing.ts';
import { openApiRoute } from './openapi.ts';
import { mountProcedures } from './procedures.ts';
import type { RestOptions } from './request.ts';
import { speechRoutes } from './speeches.ts';

/**
 * The spec's /api/* paths. A JSON path is a procedure's REST meta, served through the procedure
 * (procedures.ts); only what is not JSON in and out stays a route of its own: the speech that may
 * stream, audio bytes with Range, and Stripe's webhook, which reads raw bytes.
 */
export const restRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps, throttles }) => {
  // Not the options themselves: they hold this plugin's prefix, which would apply twice.
  const options = { deps, throttles };
  mountProcedures(app, options);
  await app.register(speechRoutes, options);
  await app.register(audioRoutes, options);
  await app.register(billingWebhookRoute, options);
  await app.register(openApiRoute, options);
};
