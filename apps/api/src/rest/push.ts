import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { pushStatus, subscribeToPush, unsubscribeFromPush } from '../services/push.ts';
import { requireAuth, type RestOptions } from './index.ts';

export const pushRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.get('/push', async (req) => {
    requireAuth(req);
    return pushStatus(deps);
  });

  app.post('/push/subscriptions', async (req, reply) => {
    const auth = requireAuth(req);
    const answer = await subscribeToPush(deps, auth, pushSubscriptionSchema.parse(req.body));
    return reply.status(201).send(answer);
  });

  app.delete('/push/subscriptions', async (req) => {
    const { user } = requireAuth(req);
    return unsubscribeFromPush(deps, user.id, pushUnsubscribeSchema.parse(req.body));
  });
};
