import type { Goal } from '@rally/db';
import type { GoalChanges } from '@rally/db';
import { deleteGoal, insertGoal, listGoals, updateGoalOfUser } from '@rally/db';
import { goalDescription } from '@rally/domain';
import type { GoalInput, GoalUpdateInput } from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import { notFound } from './errors.ts';

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

/** Edits one of the user's own goals (title, description, category, deadline, done); anyone else's is not found. */
export async function editGoal(
  deps: AppDeps,
  userId: string,
  goalId: number,
  update: GoalUpdateInput,
): Promise<Goal> {
  const changes: GoalChanges = {};
  if (update.title !== undefined) changes.title = update.title;
  if (update.category !== undefined) changes.category = update.category;
  if (update.description !== undefined) changes.description = update.description || null;
  if (update.targetDate !== undefined) changes.targetDate = update.targetDate;
  if (update.isCompleted !== undefined) changes.isCompleted = update.isCompleted ? 1 : 0;
  const goal = await updateGoalOfUser(deps.db, userId, goalId, changes);
  if (!goal) throw notFound('Goal');
  return goal;
}

export async function removeGoal(deps: AppDeps, userId: string, goalId: number): Promise<void> {
  if (!(await deleteGoal(deps.db, userId, goalId))) throw notFound('Goal');
}
