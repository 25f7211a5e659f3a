import type { Db, SessionData } from '../schema.ts';
import { PUBLIC_USER_COLUMNS, type PublicUser } from './users.ts';

export async function insertSession(
  db: Db,
  session: { sid: string; userId: string; sess: SessionData; expire: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, sess: JSON.stringify(session.sess) })
    .execute();
}

/** The live session with its user, or undefined when unknown or expired. */
export async function findLiveSession(
  db: Db,
  sid: string,
  now: Date,
): Promise<{ sid: string; expire: Date; user: PublicUser } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.sid', 'sessions.expire'])
    .select(PUBLIC_USER_COLUMNS.map((column) => `users.${column}` as const))
    .where('sessions.sid', '=', sid)
    .where('sessions.expire', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sid: foundSid, expire, ...user } = row;
  return { sid: foundSid, expire, user };
}

export async function extendSession(db: Db, sid: string, expire: Date): Promise<void> {
  await db.updateTable('sessions').set({ expire }).where('sid', '=', sid).execute();
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** Signs the user out everywhere but here; answers how many sessions ended. */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepSid: string,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('sid', '<>', keepSid)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expire', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
