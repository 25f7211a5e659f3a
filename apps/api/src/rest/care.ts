import type { FastifyPluginAsync } from 'fastify';
import { carePause, resumeAfterCare } from '../services/crisis-care.ts';
import { requireAuth, type RestOptions } from './index.ts';

/** After a crisis screen matched: whether the daily talk and the reminders rest, and resuming them. */
export const careRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.get('/care/pause', async (req) => carePause(deps, requireAuth(req).user.id));

  app.post('/care/resume', async (req) => resumeAfterCare(deps, requireAuth(req).user.id));
};
