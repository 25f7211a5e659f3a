import { careScreenSchema } from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { carePause, resumeAfterCare, screenSentFromDevice } from '../services/crisis-care.ts';
import { requireAuth, type RestOptions } from './index.ts';

/** After a crisis screen matched: whether the daily talk and the reminders rest, and resuming them. */
export const careRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.get('/care/pause', async (req) => carePause(deps, requireAuth(req).user.id));

  /** `{ care }` (recorded, paused) or `{ care: null }`: the server's own screen of words the device held back. */
  app.post('/care/screen', async (req) => {
    const { user } = requireAuth(req);
    return screenSentFromDevice(deps, user.id, careScreenSchema.parse(req.body), req.log);
  });

  app.post('/care/resume', async (req) => resumeAfterCare(deps, requireAuth(req).user.id));
};
