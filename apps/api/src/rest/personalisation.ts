import type { FastifyPluginAsync } from 'fastify';
import { userInsights } from '../services/personalisation/insights.ts';
import { requireAuth, type RestOptions } from './index.ts';

export const personalisationRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.get('/personalisation-insights', async (req) => userInsights(deps, requireAuth(req).user.id));
};
