import { feedbackInputSchema } from '@rally/domain';
import { submitFeedback } from '../../services/feedback.ts';
import { feedbackAnswer } from '../answers.ts';
import { protectedProcedure } from '../trpc.ts';

export const feedbackRouter = {
  submit: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/feedback' } })
    .input(feedbackInputSchema)
    .output(feedbackAnswer)
    .mutation(({ ctx, input }) => submitFeedback(ctx.deps, ctx.user.id, input)),
};
