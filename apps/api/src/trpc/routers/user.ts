import { userProfile, userStats } from '../../services/profile.ts';
import { protectedProcedure, publicProcedure } from '../trpc.ts';

export const userRouter = {
  /** The fallback lookup of the spec's two-step sign-in check: null when signed out. */
  profile: publicProcedure
    .meta({ rest: { method: 'GET', path: '/user', signedIn: true } })
    .query(({ ctx }) => (ctx.auth ? userProfile(ctx.deps, ctx.auth.user) : null)),
  /** The progress card's figures: streak, this week, total, most used tone. */
  stats: protectedProcedure.query(({ ctx }) => userStats(ctx.deps, ctx.user.id)),
};
