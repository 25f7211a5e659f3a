import { speechByIdSchema } from '@rally/domain';
import { sharePreview, shareSpeech, sharesOfUser, stopSharing } from '../../services/shares.ts';
import { protectedProcedure } from '../trpc.ts';

/** As /api/speeches/:id/share (GET, POST, DELETE) and GET /api/shares. */
export const shareRouter = {
  preview: protectedProcedure
    .input(speechByIdSchema)
    .query(({ ctx, input }) => sharePreview(ctx.deps, ctx.user.id, input.id)),

  create: protectedProcedure
    .input(speechByIdSchema)
    .mutation(({ ctx, input }) => shareSpeech(ctx.deps, ctx.user.id, input.id)),

  stop: protectedProcedure.input(speechByIdSchema).mutation(async ({ ctx, input }) => {
    await stopSharing(ctx.deps, ctx.user.id, input.id);
    return { id: input.id };
  }),

  list: protectedProcedure.query(({ ctx }) => sharesOfUser(ctx.deps, ctx.user.id)),
};
