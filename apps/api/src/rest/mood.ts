import { moodHistoryQuerySchema, moodInputSchema } from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { moodEntries, moodHistory, recentMood, recordMood } from '../services/mood.ts';
import { requireAuth, type RestOptions } from './index.ts';

export const moodRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.post('/mood', async (req, reply) => {
    const { user } = requireAuth(req);
    const input = moodInputSchema.parse(req.body);
    return reply.status(201).send(await recordMood(deps, user.id, input, req.log));
  });

  app.get('/mood', async (req) => moodEntries(deps, requireAuth(req).user.id));

  app.get('/mood/recent', async (req) => recentMood(deps, requireAuth(req).user.id));

  app.get('/mood/history', async (req) => {
    const { user } = requireAuth(req);
    const { days } = moodHistoryQuerySchema.parse(req.query);
    return moodHistory(deps, user.id, days);
  });
};
