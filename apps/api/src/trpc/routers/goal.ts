import { goalInputSchema, goalUpdateSchema, zodErrorMap } from '@rally/domain';
import { z } from 'zod';
import { createGoal, editGoal, goalIdSchema, removeGoal, userGoals } from '../../services/goals.ts';
import { protectedProcedure } from '../trpc.ts';

export const goalRouter = {
  create: protectedProcedure
    .input(goalInputSchema)
    .mutation(({ ctx, input }) => createGoal(ctx.deps, ctx.user.id, input)),

  list: protectedProcedure.query(({ ctx }) => userGoals(ctx.deps, ctx.user.id)),

  /** As PATCH /api/goals/{id}: any of title, description, category, targetDate and isCompleted. */
  update: protectedProcedure
    .input(z.object({ id: goalIdSchema, changes: goalUpdateSchema }, { error: zodErrorMap }))
    .mutation(({ ctx, input }) => editGoal(ctx.deps, ctx.user.id, input.id, input.changes)),

  delete: protectedProcedure
    .input(z.object({ id: goalIdSchema }))
    .mutation(async ({ ctx, input }) => {
      await removeGoal(ctx.deps, ctx.user.id, input.id);
      return { id: input.id };
    }),
};
