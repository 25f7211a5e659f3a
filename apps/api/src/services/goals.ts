import type { Goal } from '@rally/db';
import type { GoalChanges } from '@rally/db';
import { deleteGoal, insertGoal, listGoals, updateGoalOfUser } from '@rally/db';
import { goalDescription } from '@rally/domain';
import type { GoalInput, GoalUpdateInput } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { careFor } from './crisis-care.ts';
import type { CareAnswer } from './crisis-care.ts';
import { notFound } from './errors.ts';

/**
 * A goal's words are what the daily talk is written from: a title or description the crisis screen
 * matches is answered with care and not saved (docs/decisions/crisis-care.md).
 */
function careForGoal(
  deps: AppDeps,
  userId: string,
  words: { title?: string | undefined; description?: string | undefined },
  log: FastifyBaseLogger,
): Promise<CareAnswer | null> {
  return careFor(deps, userId, 'goal', { texts: [words.title, words.description] }, log);
}

export async function createGoal(
  deps: AppDeps,
  userId: string,
  input: GoalInput,
  log: FastifyBaseLogger,
): Promise<Goal | CareAnswer> {
  const care = await careForGoal(deps, userId, input, log);
  if (care) return care;
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
  log: FastifyBaseLogger,
): Promise<Goal | CareAnswer> {
  const care = await careForGoal(deps, userId, update, log);
  if (care) return care;
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
