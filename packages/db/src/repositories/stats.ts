import type { Db, UserStats, UserStatsUpdate } from '../schema.ts';

/**
 * The user's stats row, created empty when missing, locked until the transaction ends: concurrent
 * speeches of one user then update it one after another instead of overwriting each other.
 */
export async function lockUserStats(db: Db, userId: string): Promise<UserStats> {
  await db
    .insertInto('userStats')
    .values({ userId })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  return db
    .selectFrom('userStats')
    .selectAll()
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateUserStats(
  db: Db,
  userId: string,
  stats: UserStatsUpdate,
): Promise<void> {
  await db.updateTable('userStats').set(stats).where('userId', '=', userId).execute();
}

export function findUserStats(db: Db, userId: string): Promise<UserStats | undefined> {
  return db.selectFrom('userStats').selectAll().where('userId', '=', userId).executeTakeFirst();
}
