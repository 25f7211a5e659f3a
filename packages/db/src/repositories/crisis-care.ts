import type { CarePlace, CrisisConcern, CrisisScreenMatch, Db } from '../schema.ts';

/**
 * Records that a crisis screen matched (never the words) and rests the daily talk and the
 * reminders until `pausedUntil` (a later pause already set stays). Only the newest `keep` records
 * of the user stay. One transaction: the record and the pause go together.
 */
export function recordCrisisScreenMatch(
  db: Db,
  match: { userId: string; concern: CrisisConcern; place: CarePlace; matchedAt: Date },
  pausedUntil: Date,
  keep: number,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('crisisScreenMatches').values(match).execute();
    await trx
      .deleteFrom('crisisScreenMatches')
      .where('userId', '=', match.userId)
      .where('id', 'not in', (qb) =>
        qb
          .selectFrom('crisisScreenMatches')
          .select('id')
          .where('userId', '=', match.userId)
          .orderBy('id', 'desc')
          .limit(keep),
      )
      .execute();
    await trx
      .updateTable('users')
      .set({ carePausedUntil: pausedUntil })
      .where('id', '=', match.userId)
      .where((eb) =>
        eb.or([eb('carePausedUntil', 'is', null), eb('carePausedUntil', '<', pausedUntil)]),
      )
      .execute();
  });
}

/** The user's screen matches, oldest first (the account export). */
export function listCrisisScreenMatches(db: Db, userId: string): Promise<CrisisScreenMatch[]> {
  return db
    .selectFrom('crisisScreenMatches')
    .select(['id', 'userId', 'concern', 'place', 'matchedAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** Until when the daily talk and the reminders rest; null when they are not paused (or no user). */
export async function findCarePausedUntil(db: Db, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select('carePausedUntil')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.carePausedUntil ?? null;
}

/** The person resumed the daily talk and the reminders before the pause ran out. */
export async function clearCarePause(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ carePausedUntil: null }).where('id', '=', userId).execute();
}
