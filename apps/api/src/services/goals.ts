import type { Goal } from '@rally/db';
import { deleteGoal, insertGoal, listGoals, setGoalCompleted } from '@rally/db';
import { goalDescription, speechIdSchema, zodErrorMap } from '@rally/domain';
import type { GoalInput } from '@rally/domain';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { notFound } from './errors.ts';

/** A goal id from a path segment ('42') or a JSON number; ids of every table share one form. */
export const goalIdSchema = speechIdSchema;

export const goalCompletionSchema = z.object(
  { isCompleted: z.boolean({ error: zodErrorMap }) },
  { error: zodErrorMap },
);

export function createGoal(deps: AppDeps, userId: string, input: GoalInput): Promise<Goal> {
  return insertGoal(deps.db, {
    userId,
    title: input.title,
    category: input.category,
    description: input.description || goalDescription(input.title),
    targetDate: input.targetDate ?? null,
    createdAt: deps.now(),
  });
}

/** Open goals first, newest first within each group. */
export function userGoals(deps: AppDeps, userId: string): Promise<Goal[]> {
  return listGoals(deps.db, userId);
}

/** Marks one of the user's own goals done or not done; anyone else's is not found. */
export async function markGoal(
  deps: AppDeps,
  userId: string,
  goalId: number,
  isCompleted: boolean,
): Promise<Goal> {
  const goal = await setGoalCompleted(deps.db, userId, goalId, isCompleted ? 1 : 0);
  if (!goal) throw notFound('Goal');
  return goal;
}

export async function removeGoal(deps: AppDeps, userId: string, goalId: number): Promise<void> {
  if (!(await deleteGoal(deps.db, userId, goalId))) throw notFound('Goal');
}
