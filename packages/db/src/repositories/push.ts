import type { Selectable } from 'kysely';
import type { Db, PushSubscriptionsTable } from '../schema.ts';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/**
 * Stores a device's subscription: one row per endpoint, so subscribing again (a new session, a new
 * user on the same browser) moves it to this user and session. Then keeps only the user's newest
 * `keep` subscriptions.
 */
export async function savePushSubscription(
  db: Db,
  row: Omit<PushSubscriptionRow, 'createdAt'>,
  createdAt: Date,
  keep: number,
): Promise<void> {
  await db
    .insertInto('pushSubscriptions')
    .values({ ...row, createdAt })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        sessionHash: row.sessionHash,
        createdAt,
      }),
    )
    .execute();
  await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', row.userId)
    .where(
      'endpoint',
      'not in',
      db
        .selectFrom('pushSubscriptions')
        .select('endpoint')
        .where('userId', '=', row.userId)
        .orderBy('createdAt', 'desc')
        .orderBy('endpoint')
        .limit(keep),
    )
    .execute();
}

/** Deletes the user's subscription of that endpoint; false when the user has none there. */
export async function deletePushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Forgets an endpoint the push service says is gone, whoever holds it. */
export async function deletePushEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).execute();
}

/** Deletes the subscriptions made under a session: signing out silences that device. */
export async function deleteSessionPushSubscriptions(db: Db, sessionHash: string): Promise<number> {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('sessionHash', '=', sessionHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the user's subscriptions made under any session but `keepSessionHash`. */
export async function deleteOtherPushSubscriptions(
  db: Db,
  userId: string,
  keepSessionHash: string,
): Promise<number> {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('sessionHash', 'is', null), eb('sessionHash', '!=', keepSessionHash)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The user's subscriptions to send to: those of devices still signed in (a session that has
 * expired or ended leaves its subscription unused until the device signs in again).
 */
export function listLivePushSubscriptions(
  db: Db,
  userId: string,
  now: Date,
): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('pushSubscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sessions')
          .select('sid')
          .whereRef('sessions.sid', '=', 'pushSubscriptions.sessionHash')
          .where('sessions.expire', '>', now),
      ),
    )
    .orderBy('createdAt')
    .execute();
}
