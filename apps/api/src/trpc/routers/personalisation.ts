import { musicBedPreferenceSchema } from '@rally/domain';
import { userInsights } from '../../services/personalisation/insights.ts';
import { musicBedPreference, rememberMusicBed } from '../../services/personalisation/music-bed.ts';
import { insightsAnswer, musicBedAnswer } from '../answers.ts';
import { protectedProcedure } from '../trpc.ts';

export const personalisationRouter = {
  insights: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/personalisation-insights' } })
    .output(insightsAnswer)
    .query(({ ctx }) => userInsights(ctx.deps, ctx.user.id)),
  musicBed: protectedProcedure
    .output(musicBedAnswer)
    .query(({ ctx }) => musicBedPreference(ctx.deps, ctx.user.id)),
  setMusicBed: protectedProcedure
    .input(musicBedPreferenceSchema)
    .output(musicBedAnswer)
    .mutation(({ ctx, input }) => rememberMusicBed(ctx.deps, ctx.user.id, input)),
};
