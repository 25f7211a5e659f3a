import { speechByIdSchema } from '@rally/domain';
import { sharePreview, shareSpeech, sharesOfUser, stopSharing } from '../../services/shares.ts';
import { removedAnswer, shareLinkAnswer, sharePreviewAnswer, sharesAnswer } from '../answers.ts';
import { protectedProcedure } from '../trpc.ts';

/** As /api/speeches/:id/share (GET, POST, DELETE) and GET /api/shares. */
export const shareRouter = {
  preview: protectedProcedure
    // What sharing would make public, and the live link if there is one.
    .meta({ rest: { method: 'GET', path: '/speeches/:id/share' } })
    .input(speechByIdSchema)
    .output(sharePreviewAnswer)
    .query(({ ctx, input }) => sharePreview(ctx.deps, ctx.user.id, input.id)),

  create: protectedProcedure
    // 201 with the link (the live one if the talk is shared already).
    .meta({ rest: { method: 'POST', path: '/speeches/:id/share', status: 201 } })
    .input(speechByIdSchema)
    .output(shareLinkAnswer)
    .mutation(({ ctx, input }) => shareSpeech(ctx.deps, ctx.user.id, input.id)),

  stop: protectedProcedure
    // 204: the link and its audio answer 410 from now on.
    .meta({ rest: { method: 'DELETE', path: '/speeches/:id/share', status: 204 } })
    .output(removedAnswer)
    .input(speechByIdSchema)
    .mutation(async ({ ctx, input }) => {
      await stopSharing(ctx.deps, ctx.user.id, input.id);
      return { id: input.id };
    }),

  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/shares' } })
    .output(sharesAnswer)
    .query(({ ctx }) => sharesOfUser(ctx.deps, ctx.user.id)),
};
