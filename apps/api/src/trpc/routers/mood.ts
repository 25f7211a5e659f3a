import { moodHistoryQuerySchema, moodInputSchema } from '@rally/domain';
import { moodEntries, moodHistory, recentMood, recordMood } from '../../services/mood.ts';
import { protectedProcedure } from '../trpc.ts';

export const moodRouter = {
  create: protectedProcedure
    .input(moodInputSchema)
    .mutation(({ ctx, input }) => recordMood(ctx.deps, ctx.user.id, input, ctx.req.log)),

  list: protectedProcedure.query(({ ctx }) => moodEntries(ctx.deps, ctx.user.id)),

  /** The latest check-in of the last 24 hours, or null. */
  recent: protectedProcedure.query(({ ctx }) => recentMood(ctx.deps, ctx.user.id)),

  /** Daily means of the four values over the last `days` days (default 30), for charts. */
  history: protectedProcedure
    .input(moodHistoryQuerySchema)
    .query(({ ctx, input }) => moodHistory(ctx.deps, ctx.user.id, input.days)),
};
