import type { Db, NewSpeech, Speech, UserStats } from '../schema.ts';

export function insertSpeech(db: Db, speech: NewSpeech): Promise<Speech> {
  return db.insertInto('speeches').values(speech).returningAll().executeTakeFirstOrThrow();
}

export function listRecentSpeeches(db: Db, userId: string, limit: number): Promise<Speech[]> {
  return db
    .selectFrom('speeches')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findUserStats(db: Db, userId: string): Promise<UserStats | undefined> {
  return db.selectFrom('userStats').selectAll().where('userId', '=', userId).executeTakeFirst();
}
