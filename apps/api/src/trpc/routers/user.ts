import { userProfile, userStats } from '../../services/profile.ts';
import { profileAnswer, userStatsOrNoneAnswer } from '../answers.ts';
import { protectedProcedure, publicProcedure } from '../trpc.ts';

export const userRouter = {
  /** The fallback lookup of the spec's two-step sign-in check: null when signed out. */
  profile: publicProcedure
    .meta({ rest: { method: 'GET', path: '/user', signedIn: true } })
    .output(profileAnswer)
    .query(({ ctx }) => (ctx.auth ? userProfile(ctx.deps, ctx.auth.user) : null)),
  /** The progress card's figures: streak, this week, total, most used tone. */
  stats: protectedProcedure
    .output(userStatsOrNoneAnswer)
    .query(({ ctx }) => userStats(ctx.deps, ctx.user.id)),
};
