import {
  speechActivityQuerySchema,
  speechByIdSchema,
  speechCreateSchema,
  speechEditSchema,
  speechPageQuerySchema,
  speechUpdateSchema,
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
import {
  removedAnswer,
  speechActivityAnswer,
  speechAnswer,
  speechOrCareAnswer,
  speechPageAnswer,
} from '../answers.ts';
import { statusOf } from '../rest-meta.ts';
import { protectedProcedure, toTRPCError } from '../trpc.ts';

export const speechRouter = {
  generate: protectedProcedure
    // Care is an answer, not a failure: nothing was created. (POST /api/speeches/generate, which may
    // stream, is rest/speeches.ts.)
    .meta({
      rest: {
        method: 'POST',
        path: '/speeches',
        status: statusOf<object>([201, 200], (answer) => ('care' in answer ? 200 : 201)),
      },
    })
    .input(speechCreateSchema)
    .output(speechOrCareAnswer)
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
    .meta({
      rest: [
        { method: 'GET', path: '/speeches' },
        { method: 'GET', path: '/speeches/favourites', fixed: { favourite: true } },
      ],
    })
    .input(speechPageQuerySchema)
    .output(speechPageAnswer)
    .query(({ ctx, input }) => speechPage(ctx.deps, ctx.user.id, input)),

  /** One speech with its text, fetched when it is opened. */
  byId: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/speeches/:id' } })
    .input(speechByIdSchema)
    .output(speechAnswer)
    .query(({ ctx, input }) => speechOfUser(ctx.deps, ctx.user.id, input.id)),

  /** Speeches per UTC day for the progress chart. */
  activity: protectedProcedure
    .input(speechActivityQuerySchema)
    .output(speechActivityAnswer)
    .query(({ ctx, input }) => speechActivity(ctx.deps, ctx.user.id, input.days)),

  update: protectedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/speeches/:id',
        body: { schema: speechUpdateSchema, key: 'changes' },
      },
    })
    .input(speechEditSchema)
    .output(speechAnswer)
    .mutation(({ ctx, input }) => editSpeech(ctx.deps, ctx.user.id, input.id, input.changes)),

  delete: protectedProcedure
    // 204; the speech's audio files go with it.
    .meta({ rest: { method: 'DELETE', path: '/speeches/:id', status: 204 } })
    .output(removedAnswer)
    .input(speechByIdSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteSpeech(ctx.deps, ctx.user.id, input.id, ctx.req.log);
      return { id: input.id };
    }),
};
