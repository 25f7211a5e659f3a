import {
  goalByIdSchema,
  goalEditSchema,
  goalInputSchema,
  goalListQuerySchema,
  goalUpdateSchema,
} from '@rally/domain';
import { createGoal, editGoal, goalCounts, removeGoal, userGoals } from '../../services/goals.ts';
import { goalsAnswer, goalCountsAnswer, goalOrCareAnswer, removedAnswer } from '../answers.ts';
import { statusOf } from '../rest-meta.ts';
import { protectedProcedure } from '../trpc.ts';

export const goalRouter = {
  create: protectedProcedure
    // Care is an answer, not a failure: no goal was created.
    .meta({
      rest: {
        method: 'POST',
        path: '/goals',
        status: statusOf<object>([201, 200], (answer) => ('care' in answer ? 200 : 201)),
      },
    })
    .input(goalInputSchema)
    .output(goalOrCareAnswer)
    .mutation(({ ctx, input }) => createGoal(ctx.deps, ctx.user.id, input, ctx.req.log)),

  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/goals' } })
    .input(goalListQuerySchema)
    .output(goalsAnswer)
    .query(({ ctx, input }) => userGoals(ctx.deps, ctx.user.id, input)),

  /** How many goals the user has and how many are done (the quick-goals card's line). */
  summary: protectedProcedure
    .output(goalCountsAnswer)
    .query(({ ctx }) => goalCounts(ctx.deps, ctx.user.id)),

  /** As PATCH /api/goals/{id}: any of title, description, category, targetDate and isCompleted. */
  update: protectedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/goals/:id',
        body: { schema: goalUpdateSchema, key: 'changes' },
      },
    })
    .input(goalEditSchema)
    .output(goalOrCareAnswer)
    .mutation(({ ctx, input }) =>
      editGoal(ctx.deps, ctx.user.id, input.id, input.changes, ctx.req.log),
    ),

  delete: protectedProcedure
    .meta({ rest: { method: 'DELETE', path: '/goals/:id', status: 204 } })
    .output(removedAnswer)
    .input(goalByIdSchema)
    .mutation(async ({ ctx, input }) => {
      await removeGoal(ctx.deps, ctx.user.id, input.id);
      return { id: input.id };
    }),
};
