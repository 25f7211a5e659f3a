import { careScreenSchema } from '@rally/domain';
import { carePause, resumeAfterCare, screenSentFromDevice } from '../../services/crisis-care.ts';
import { carePauseAnswer, careScreenedAnswer } from '../answers.ts';
import { protectedProcedure } from '../trpc.ts';

export const careRouter = {
  /** As GET /api/care/pause: until when the daily talk and the reminders rest (null: they do not). */
  pause: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/care/pause' } })
    .output(carePauseAnswer)
    .query(({ ctx }) => carePause(ctx.deps, ctx.user.id)),

  /** As POST /api/care/screen: words the device's screen held back, screened and recorded here. */
  screen: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/care/screen' } })
    .input(careScreenSchema)
    .output(careScreenedAnswer)
    .mutation(({ ctx, input }) => screenSentFromDevice(ctx.deps, ctx.user.id, input, ctx.req.log)),

  /** As POST /api/care/resume: the person resumes them before the pause runs out. */
  resume: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/care/resume' } })
    .output(carePauseAnswer)
    .mutation(({ ctx }) => resumeAfterCare(ctx.deps, ctx.user.id)),
};
