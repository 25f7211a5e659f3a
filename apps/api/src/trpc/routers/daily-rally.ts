import {
  dailyRallySettingsSchema,
  notificationListQuerySchema,
  notificationsReadSchema,
} from '@rally/domain';
import { dailyRallySettings, updateDailyRallySettings } from '../../services/daily-rally.ts';
import { readNotifications, userNotifications } from '../../services/notifications.ts';
import { protectedProcedure } from '../trpc.ts';

export const dailyRallyRouter = {
  get: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/daily-rally' } })
    .query(({ ctx }) => dailyRallySettings(ctx.deps, ctx.user.id)),
  update: protectedProcedure
    .meta({ rest: { method: 'PUT', path: '/daily-rally' } })
    .input(dailyRallySettingsSchema)
    .mutation(({ ctx, input }) =>
      updateDailyRallySettings(ctx.deps, ctx.user.id, input, ctx.req.log),
    ),
};

export const notificationRouter = {
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/notifications' } })
    .input(notificationListQuerySchema)
    .query(({ ctx, input }) => userNotifications(ctx.deps, ctx.user.id, input)),
  read: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/notifications/read' } })
    .input(notificationsReadSchema)
    .mutation(({ ctx, input }) => readNotifications(ctx.deps, ctx.user.id, input)),
};
