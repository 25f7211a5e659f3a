import {
  dailyRallySettingsSchema,
  notificationListQuerySchema,
  notificationsReadSchema,
} from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { dailyRallySettings, updateDailyRallySettings } from '../services/daily-rally.ts';
import { readNotifications, userNotifications } from '../services/notifications.ts';
import { requireAuth, type RestOptions } from './index.ts';

export const dailyRallyRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.get('/daily-rally', async (req) => dailyRallySettings(deps, requireAuth(req).user.id));

  app.put('/daily-rally', async (req) => {
    const { user } = requireAuth(req);
    return updateDailyRallySettings(
      deps,
      user.id,
      dailyRallySettingsSchema.parse(req.body),
      req.log,
    );
  });

  app.get('/notifications', async (req) =>
    userNotifications(deps, requireAuth(req).user.id, notificationListQuerySchema.parse(req.query)),
  );

  app.post('/notifications/read', async (req) => {
    const { user } = requireAuth(req);
    return readNotifications(deps, user.id, notificationsReadSchema.parse(req.body));
  });
};
