import { moodHistoryQuerySchema, moodInputSchema } from '@rally/domain';
import { moodEntries, moodHistory, recentMood, recordMood } from '../../services/mood.ts';
import {
  moodEntriesAnswer,
  moodHistoryAnswer,
  moodRecordedAnswer,
  recentMoodAnswer,
} from '../answers.ts';
import { protectedProcedure } from '../trpc.ts';

export const moodRouter = {
  create: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/mood', status: 201 } })
    .input(moodInputSchema)
    .output(moodRecordedAnswer)
    .mutation(({ ctx, input }) => recordMood(ctx.deps, ctx.user.id, input, ctx.req.log)),

  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/mood' } })
    .output(moodEntriesAnswer)
    .query(({ ctx }) => moodEntries(ctx.deps, ctx.user.id)),

  /** The latest check-in of the last 24 hours, or null. */
  recent: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/mood/recent' } })
    .output(recentMoodAnswer)
    .query(({ ctx }) => recentMood(ctx.deps, ctx.user.id)),

  /** Daily means of the four values over the last `days` days (default 30), for charts. */
  history: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/mood/history' } })
    .input(moodHistoryQuerySchema)
    .output(moodHistoryAnswer)
    .query(({ ctx, input }) => moodHistory(ctx.deps, ctx.user.id, input.days)),
};
