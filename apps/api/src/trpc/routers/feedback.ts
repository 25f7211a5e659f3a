import { feedbackInputSchema } from '@rally/domain';
import { submitFeedback } from '../../services/feedback.ts';
import { protectedProcedure } from '../trpc.ts';

export const feedbackRouter = {
  submit: protectedProcedure
    .input(feedbackInputSchema)
    .mutation(({ ctx, input }) => submitFeedback(ctx.deps, ctx.user.id, input)),
};
