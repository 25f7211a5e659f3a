import type { Goal } from '@rally/db';
import type { GoalChanges } from '@rally/db';
import { deleteGoal, insertGoalWithinCap, listGoals, updateGoalOfUser } from '@rally/db';
import { GOAL_LIMIT_MESSAGE, GOALS_PER_USER, goalDescription } from '@rally/domain';
import type { GoalInput, GoalListQuery, GoalUpdateInput } from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import { AppError, notFound } from './errors.ts';

/** Adds a goal; a user with GOALS_PER_USER already is refused with a 409 that says what to do. */
export async function createGoal(deps: AppDeps, userId: string, input: GoalInput): Promise<Goal> {
  const goal = await insertGoalWithinCap(
    deps.db,
    {
      userId,
      title: input.title,
      category: input.category,
      description: input.description || goalDescription(input.title),
      targetDate: input.targetDate ?? null,
      createdAt: deps.now(),
    },
    GOALS_PER_USER,
  );
  if (goal === 'full') throw new AppError('CONFLICT', GOAL_LIMIT_MESSAGE, 'GOAL_LIMIT');
  return goal;
}

/** A page of the user's goals (all of them by default, at most GOALS_PER_USER): open ones first. */
export function userGoals(deps: AppDeps, userId: string, page: GoalListQuery): Promise<Goal[]> {
  return listGoals(deps.db, userId, page);
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
