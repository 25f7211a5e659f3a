import { goalInputSchema } from '@rally/domain';
import { z } from 'zod';
import {
  createGoal,
  goalCompletionSchema,
  goalIdSchema,
  markGoal,
  removeGoal,
  userGoals,
} from '../../services/goals.ts';
import { protectedProcedure } from '../trpc.ts';

export const goalRouter = {
  create: protectedProcedure
    .input(goalInputSchema)
    .mutation(({ ctx, input }) => createGoal(ctx.deps, ctx.user.id, input)),

  list: protectedProcedure.query(({ ctx }) => userGoals(ctx.deps, ctx.user.id)),

  setCompleted: protectedProcedure
    .input(goalCompletionSchema.extend({ id: goalIdSchema }))
    .mutation(({ ctx, input }) => markGoal(ctx.deps, ctx.user.id, input.id, input.isCompleted)),

  delete: protectedProcedure
    .input(z.object({ id: goalIdSchema }))
    .mutation(async ({ ctx, input }) => {
      await removeGoal(ctx.deps, ctx.user.id, input.id);
      return { id: input.id };
    }),
};
