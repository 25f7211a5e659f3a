import {
  dailyRallySettingsSchema,
  notificationListQuerySchema,
  notificationsReadSchema,
} from '@rally/domain';
import { dailyRallySettings, updateDailyRallySettings } from '../../services/daily-rally.ts';
import { readNotifications, userNotifications } from '../../services/notifications.ts';
import { dailyRallyAnswer, notificationsAnswer, notificationsReadAnswer } from '../answers.ts';
import { protectedProcedure } from '../trpc.ts';

export const dailyRallyRouter = {
  get: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/daily-rally' } })
    .output(dailyRallyAnswer)
    .query(({ ctx }) => dailyRallySettings(ctx.deps, ctx.user.id)),
  update: protectedProcedure
    .meta({ rest: { method: 'PUT', path: '/daily-rally' } })
    .input(dailyRallySettingsSchema)
    .output(dailyRallyAnswer)
    .mutation(({ ctx, input }) =>
      updateDailyRallySettings(ctx.deps, ctx.user.id, input, ctx.req.log),
    ),
};

export const notificationRouter = {
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/notifications' } })
    .input(notificationListQuerySchema)
    .output(notificationsAnswer)
    .query(({ ctx, input }) => userNotifications(ctx.deps, ctx.user.id, input)),
  read: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/notifications/read' } })
    .input(notificationsReadSchema)
    .output(notificationsReadAnswer)
    .mutation(({ ctx, input }) => readNotifications(ctx.deps, ctx.user.id, input)),
};
