import { speechByIdSchema, speechReportByIdSchema } from '@rally/domain';
import { reportSpeech, reportsOfUser, undoSpeechReport } from '../../services/reports.ts';
import { protectedProcedure } from '../trpc.ts';

/** As POST/DELETE /api/speeches/:id/report and GET /api/reports. */
export const reportRouter = {
  create: protectedProcedure
    .input(speechReportByIdSchema)
    .mutation(({ ctx, input: { id, ...report } }) =>
      reportSpeech(ctx.deps, ctx.user.id, id, report),
    ),

  undo: protectedProcedure.input(speechByIdSchema).mutation(async ({ ctx, input }) => {
    await undoSpeechReport(ctx.deps, ctx.user.id, input.id);
    return { id: input.id };
  }),

  list: protectedProcedure.query(({ ctx }) => reportsOfUser(ctx.deps, ctx.user.id)),
};
