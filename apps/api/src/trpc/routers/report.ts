import { speechByIdSchema, speechReportByIdSchema, speechReportSchema } from '@rally/domain';
import { reportSpeech, reportsOfUser, undoSpeechReport } from '../../services/reports.ts';
import { removedAnswer, reportedSpeechesAnswer, speechReportAnswer } from '../answers.ts';
import { protectedProcedure } from '../trpc.ts';

/** As POST/DELETE /api/speeches/:id/report and GET /api/reports. */
export const reportRouter = {
  create: protectedProcedure
    // 201 with the report; the speech leaves the user's lists.
    .meta({
      rest: {
        method: 'POST',
        path: '/speeches/:id/report',
        status: 201,
        body: { schema: speechReportSchema },
      },
    })
    .input(speechReportByIdSchema)
    .output(speechReportAnswer)
    .mutation(({ ctx, input: { id, ...report } }) =>
      reportSpeech(ctx.deps, ctx.user.id, id, report),
    ),

  undo: protectedProcedure
    // 204: the report is undone and the speech is back in the user's lists.
    .meta({ rest: { method: 'DELETE', path: '/speeches/:id/report', status: 204 } })
    .output(removedAnswer)
    .input(speechByIdSchema)
    .mutation(async ({ ctx, input }) => {
      await undoSpeechReport(ctx.deps, ctx.user.id, input.id);
      return { id: input.id };
    }),

  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/reports' } })
    .output(reportedSpeechesAnswer)
    .query(({ ctx }) => reportsOfUser(ctx.deps, ctx.user.id)),
};
