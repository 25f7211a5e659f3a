import {
  goalByIdSchema,
  goalEditSchema,
  goalInputSchema,
  goalListQuerySchema,
} from '@rally/domain';
import { createGoal, editGoal, goalCounts, removeGoal, userGoals } from '../../services/goals.ts';
import { protectedProcedure } from '../trpc.ts';

export const goalRouter = {
  create: protectedProcedure
    .input(goalInputSchema)
    .mutation(({ ctx, input }) => createGoal(ctx.deps, ctx.user.id, input, ctx.req.log)),

  list: protectedProcedure
    .input(goalListQuerySchema)
    .query(({ ctx, input }) => userGoals(ctx.deps, ctx.user.id, input)),

  /** How many goals the user has and how many are done (the quick-goals card's line). */
  summary: protectedProcedure.query(({ ctx }) => goalCounts(ctx.deps, ctx.user.id)),

  /** As PATCH /api/goals/{id}: any of title, description, category, targetDate and isCompleted. */
  update: protectedProcedure
    .input(goalEditSchema)
    .mutation(({ ctx, input }) =>
      editGoal(ctx.deps, ctx.user.id, input.id, input.changes, ctx.req.log),
    ),

  delete: protectedProcedure.input(goalByIdSchema).mutation(async ({ ctx, input }) => {
    await removeGoal(ctx.deps, ctx.user.id, input.id);
    return { id: input.id };
  }),
};
