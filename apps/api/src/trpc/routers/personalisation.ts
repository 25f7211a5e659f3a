import { userInsights } from '../../services/insights.ts';
import { protectedProcedure } from '../trpc.ts';

export const personalisationRouter = {
  insights: protectedProcedure.query(({ ctx }) => userInsights(ctx.deps, ctx.user.id)),
};
