import type { Db, Goal, GoalUpdate, NewGoal } from '../schema.ts';
import { isStoredId } from './ids.ts';
import { builtOnce } from './statement-text.ts';

/** Every column of a goal. `satisfies` makes a new column a compile error here. */
export const GOAL_COLUMNS = Object.keys({
  id: true,
  userId: true,
  title: true,
  description: true,
  category: true,
  targetDate: true,
  isCompleted: true,
  createdAt: true,
} satisfies Record<keyof Goal, true>) as (keyof Goal)[];

/** Adds a goal as it is (the demo's, tests'); a user's own go through insertGoalWithinCap. */
export function insertGoal(db: Db, goal: NewGoal): Promise<Goal> {
  return db.insertInto('goals').values(goal).returningAll().executeTakeFirstOrThrow();
}

/**
 * Adds the goal unless the user has `cap` already: 'full' then. The user's row is locked while
 * counting, so two goals sent at once cannot both take the last place.
 */
export function insertGoalWithinCap(db: Db, goal: NewGoal, cap: number): Promise<Goal | 'full'> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', goal.userId).forUpdate().execute();
    const { count } = await trx
      .selectFrom('goals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', goal.userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= cap) return 'full';
    return trx.insertInto('goals').values(goal).returningAll().executeTakeFirstOrThrow();
  });
}

const GOALS_PAGE = builtOnce(
  (db, { userId, limit, offset }: { userId: string; limit: number; offset: number }) =>
    db
      .selectFrom('goals')
      .select(GOAL_COLUMNS)
      .where('userId', '=', userId)
      .orderBy('isCompleted', 'asc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset),
);

/** A page of the user's goals: open goals first, newest first within each group. */
export function listGoals(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<Goal[]> {
  return GOALS_PAGE(db, { userId, limit: page.limit, offset: page.offset });
}

const GOAL_COUNTS = builtOnce((db, { userId }: { userId: string }) =>
  db
    .selectFrom('goals')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.sum<string | number | null>('isCompleted').as('done'),
    ])
    .where('userId', '=', userId),
);

/** How many goals the user has, and how many of them are done: the quick-goals card's line. */
export async function countGoals(db: Db, userId: string): Promise<{ total: number; done: number }> {
  const [row] = await GOAL_COUNTS(db, { userId });
  // PostgreSQL answers count and sum as text (bigint, numeric); PGlite too.
  return { total: Number(row?.total ?? 0), done: Number(row?.done ?? 0) };
}

export type GoalChanges = Pick<
  GoalUpdate,
  'title' | 'description' | 'category' | 'targetDate' | 'isCompleted'
>;

/** Changes one of the user's own goals; undefined when it is not theirs. */
export async function updateGoalOfUser(
  db: Db,
  userId: string,
  goalId: number,
  changes: GoalChanges,
): Promise<Goal | undefined> {
  if (!isStoredId(goalId)) return undefined;
  return db
    .updateTable('goals')
    .set(changes)
    .where('id', '=', goalId)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes one of the user's own goals (its speeches keep existing, untied); false when not theirs. */
export async function deleteGoal(db: Db, userId: string, goalId: number): Promise<boolean> {
  if (!isStoredId(goalId)) return false;
  const result = await db
    .deleteFrom('goals')
    .where('id', '=', goalId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user's goals not yet completed, newest first. */
export function listActiveGoals(db: Db, userId: string, limit: number): Promise<Goal[]> {
  return db
    .selectFrom('goals')
    .selectAll()
    .where('userId', '=', userId)
    .where('isCompleted', '=', 0)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One of the user's own goals; undefined when it is someone else's or does not exist. */
export function findGoalOfUser(db: Db, userId: string, goalId: number): Promise<Goal | undefined> {
  if (!isStoredId(goalId)) return Promise.resolve(undefined);
  return db
    .selectFrom('goals')
    .selectAll()
    .where('id', '=', goalId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * Inside the transaction that saves a speech: whether the goal it is tied to still exists, and keeps
 * it from being deleted until that transaction ends.
 */
export async function lockGoalOfUser(db: Db, userId: string, goalId: number): Promise<boolean> {
  if (!isStoredId(goalId)) return false;
  const row = await db
    .selectFrom('goals')
    .select('id')
    .where('id', '=', goalId)
    .where('userId', '=', userId)
    .forKeyShare()
    .executeTakeFirst();
  return row !== undefined;
}

export interface UpcomingGoalDate {
  id: number;
  userId: string;
  title: string;
  targetDate: string;
  /** The user's daily rally time zone, when they have set one. */
  timeZone: string | null;
}

/** Open goals whose date falls from `from` to `to` (calendar days, inclusive), for the reminders. */
export function listUpcomingGoalDates(
  db: Db,
  from: string,
  to: string,
): Promise<UpcomingGoalDate[]> {
  return db
    .selectFrom('goals')
    .leftJoin('dailyRallySettings', 'dailyRallySettings.userId', 'goals.userId')
    .select([
      'goals.id',
      'goals.userId',
      'goals.title',
      'goals.targetDate',
      'dailyRallySettings.timeZone',
    ])
    .where('goals.isCompleted', '=', 0)
    .where('goals.targetDate', '>=', from)
    .where('goals.targetDate', '<=', to)
    .$narrowType<{ targetDate: string }>()
    .execute();
}
