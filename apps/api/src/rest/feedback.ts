import { feedbackInputSchema } from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { submitFeedback } from '../services/feedback.ts';
import { requireAuth, type RestOptions } from './index.ts';

export const feedbackRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.post('/feedback', async (req) => {
    const { user } = requireAuth(req);
    return submitFeedback(deps, user.id, feedbackInputSchema.parse(req.body));
  });
};
