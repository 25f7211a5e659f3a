import type { Db, Goal, NewGoal } from '../schema.ts';

export function insertGoal(db: Db, goal: NewGoal): Promise<Goal> {
  return db.insertInto('goals').values(goal).returningAll().executeTakeFirstOrThrow();
}

/** Open goals first, newest first within each group. */
export function listGoals(db: Db, userId: string): Promise<Goal[]> {
  return db
    .selectFrom('goals')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('isCompleted', 'asc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
