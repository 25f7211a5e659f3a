import { carePause, resumeAfterCare } from '../../services/crisis-care.ts';
import { protectedProcedure } from '../trpc.ts';

export const careRouter = {
  /** As GET /api/care/pause: until when the daily talk and the reminders rest (null: they do not). */
  pause: protectedProcedure.query(({ ctx }) => carePause(ctx.deps, ctx.user.id)),

  /** As POST /api/care/resume: the person resumes them before the pause runs out. */
  resume: protectedProcedure.mutation(({ ctx }) => resumeAfterCare(ctx.deps, ctx.user.id)),
};
