import type { Db, SessionData } from '../schema.ts';
import { markedToPrepare } from '../prepared-statements.ts';
import { namedSelectList, runStatement } from './statement-text.ts';
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

/** The session with its user, $1 the session id and $2 now (see statement-text.ts): every request asks. */
const LIVE_SESSION_SQL = markedToPrepare(`
  select sessions.sid, sessions.expire, ${namedSelectList('users', PUBLIC_USER_COLUMNS)}
    from sessions join users on users.id = sessions.user_id
   where sessions.sid = $1 and sessions.expire > $2`);

/** The live session with its user, or undefined when unknown or expired. */
export async function findLiveSession(
  db: Db,
  sid: string,
  now: Date,
): Promise<{ sid: string; expire: Date; user: PublicUser } | undefined> {
  const [row] = await runStatement<{ sid: string; expire: Date } & PublicUser>(
    db,
    LIVE_SESSION_SQL,
    [sid, now],
  );
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
