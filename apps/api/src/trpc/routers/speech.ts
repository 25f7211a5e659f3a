import {
  speechActivityQuerySchema,
  speechByIdSchema,
  speechCreateSchema,
  speechEditSchema,
  speechPageQuerySchema,
} from '@rally/domain';
import { asAppError } from '../../services/errors.ts';
import {
  deleteSpeech,
  editSpeech,
  generateSpeech,
  speechActivity,
  speechOfUser,
  speechPage,
  streamSpeechGeneration,
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
   * written, then `{ type: 'done', speech, usage, stats }`.
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
      const appError = asAppError(error, ctx.req.log);
      throw appError ? toTRPCError(appError) : error;
    }
  }),

  /** As GET /api/speeches: a page of summaries (no text), newest first, searched and filtered. */
  page: protectedProcedure
    .input(speechPageQuerySchema)
    .query(({ ctx, input }) => speechPage(ctx.deps, ctx.user.id, input)),

  /** One speech with its text, fetched when it is opened. */
  byId: protectedProcedure
    .input(speechByIdSchema)
    .query(({ ctx, input }) => speechOfUser(ctx.deps, ctx.user.id, input.id)),

  /** Speeches per UTC day for the progress chart. */
  activity: protectedProcedure
    .input(speechActivityQuerySchema)
    .query(({ ctx, input }) => speechActivity(ctx.deps, ctx.user.id, input.days)),

  update: protectedProcedure
    .input(speechEditSchema)
    .mutation(({ ctx, input }) => editSpeech(ctx.deps, ctx.user.id, input.id, input.changes)),

  delete: protectedProcedure.input(speechByIdSchema).mutation(async ({ ctx, input }) => {
    await deleteSpeech(ctx.deps, ctx.user.id, input.id, ctx.req.log);
    return { id: input.id };
  }),
};
