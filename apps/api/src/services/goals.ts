import type { Goal } from '@rally/db';
import type { GoalChanges } from '@rally/db';
import {
  countGoals,
  deleteGoal,
  insertGoalWithinCap,
  listGoals,
  updateGoalOfUser,
} from '@rally/db';
import { GOAL_LIMIT_MESSAGE, GOALS_PER_USER, goalDescription } from '@rally/domain';
import type { GoalInput, GoalListQuery, GoalUpdateInput } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { careFor } from './crisis-care.ts';
import type { CareAnswer } from './crisis-care.ts';
import { AppError, notFound } from './errors.ts';

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

/**
 * Adds a goal; a user with GOALS_PER_USER already is refused with a 409 that says what to do.
 * Screened first, so a person in crisis gets care rather than the limit's message.
 */
export async function createGoal(
  deps: AppDeps,
  userId: string,
  input: GoalInput,
  log: FastifyBaseLogger,
): Promise<Goal | CareAnswer> {
  const care = await careForGoal(deps, userId, input, log);
  if (care) return care;
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

/**
 * How many goals the user has and how many are done: the quick-goals card shows its first few
 * goals (a page of goal.list) with these counts, so the first screen does not carry every goal.
 */
export function goalCounts(
  deps: AppDeps,
  userId: string,
): Promise<{ total: number; done: number }> {
  return countGoals(deps.db, userId);
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
