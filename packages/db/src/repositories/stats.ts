import type { Db, UserStats, UserStatsUpdate } from '../schema.ts';
import { builtOnce } from './statement-text.ts';

/** Every column of a user's stats. `satisfies` makes a new column a compile error here. */
export const USER_STATS_COLUMNS = Object.keys({
  userId: true,
  totalSpeeches: true,
  speechesThisWeek: true,
  currentStreak: true,
  mostUsedTone: true,
  toneStats: true,
  lastSpeechDate: true,
  updatedAt: true,
} satisfies Record<keyof UserStats, true>) as (keyof UserStats)[];

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

const USER_STATS = builtOnce((db, { userId }: { userId: string }) =>
  db.selectFrom('userStats').select(USER_STATS_COLUMNS).where('userId', '=', userId),
);

/** The user's stats row, if they have one: read on every page, so prepared (its columns named). */
export async function findUserStats(db: Db, userId: string): Promise<UserStats | undefined> {
  const [stats] = await USER_STATS(db, { userId });
  return stats;
}
