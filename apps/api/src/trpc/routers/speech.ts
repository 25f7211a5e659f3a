import { speechCreateSchema, speechIdSchema, speechUpdateSchema, zodErrorMap } from '@rally/domain';
import { z } from 'zod';
import { asAppError } from '../../services/errors.ts';
import {
  editSpeech,
  generateSpeech,
  streamSpeechGeneration,
  userFavouriteSpeeches,
  userSpeeches,
} from '../../services/speeches.ts';
import { protectedProcedure, toTRPCError } from '../trpc.ts';

export const speechRouter = {
  generate: protectedProcedure
    .input(speechCreateSchema)
    .mutation(({ ctx, input, signal }) =>
      generateSpeech(ctx.deps, ctx.user, input, { signal, log: ctx.req.log }),
    ),

  /**
   * The same generation, streamed over a POST (httpBatchStreamLink): `{ type: 'text', text }` as it is
   * written, then `{ type: 'done', speech }`.
   */
  generateStream: protectedProcedure.input(speechCreateSchema).mutation(async function* ({
    ctx,
    input,
    signal,
  }) {
    try {
      yield* streamSpeechGeneration(ctx.deps, ctx.user, input, { signal, log: ctx.req.log });
    } catch (error) {
      // Errors thrown once the stream has started never pass the procedure's middleware.
      const appError = asAppError(error);
      if (appError && appError !== error) {
        ctx.req.log.error({ err: error }, 'database unavailable');
      }
      throw appError ? toTRPCError(appError) : error;
    }
  }),

  list: protectedProcedure.query(({ ctx }) => userSpeeches(ctx.deps, ctx.user.id)),

  favourites: protectedProcedure.query(({ ctx }) => userFavouriteSpeeches(ctx.deps, ctx.user.id)),

  update: protectedProcedure
    .input(z.object({ id: speechIdSchema, changes: speechUpdateSchema }, { error: zodErrorMap }))
    .mutation(({ ctx, input }) => editSpeech(ctx.deps, ctx.user.id, input.id, input.changes)),
};
