import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DailyRallySettingsTable, Db, NotificationsTable } from '../schema.ts';
import { runPrepared } from './statement-text.ts';

export type DailyRallySettingsRow = Selectable<DailyRallySettingsTable>;
export type NotificationRow = Selectable<NotificationsTable>;

/** Every column of a notification. `satisfies` makes a new column a compile error here. */
const NOTIFICATION_COLUMNS = Object.keys({
  id: true,
  userId: true,
  kind: true,
  title: true,
  body: true,
  url: true,
  dedupeKey: true,
  createdAt: true,
  readAt: true,
} satisfies Record<keyof NotificationRow, true>) as (keyof NotificationRow)[];

export function findDailyRallySettings(
  db: Db,
  userId: string,
): Promise<DailyRallySettingsRow | undefined> {
  return db
    .selectFrom('dailyRallySettings')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function saveDailyRallySettings(
  db: Db,
  settings: Omit<DailyRallySettingsRow, 'updatedAt'>,
  updatedAt: Date,
): Promise<DailyRallySettingsRow> {
  const { userId, ...changes } = settings;
  return db
    .insertInto('dailyRallySettings')
    .values({ ...settings, updatedAt })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...changes, updatedAt }))
    .returningAll()
    .executeTakeFirstOrThrow()
    .then((row) => ({ ...row, userId }));
}

/** Every user with the daily rally on, a page at a time by user id. */
export function listEnabledDailyRallies(
  db: Db,
  afterUserId: string,
  limit: number,
): Promise<DailyRallySettingsRow[]> {
  return db
    .selectFrom('dailyRallySettings')
    .selectAll()
    .where('enabled', '=', true)
    .where('userId', '>', afterUserId)
    .orderBy('userId')
    .limit(limit)
    .execute();
}

/** Whether the user's run for the local date exists (whatever its state). */
export async function hasDailyRallyRun(
  db: Db,
  userId: string,
  localDate: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('dailyRallyRuns')
    .select('userId')
    .where('userId', '=', userId)
    .where('localDate', '=', localDate)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the run of the user's local day: true for the first caller only (or a retry of a run
 * that never finished), so a day's talk is written once across servers and restarts.
 */
export async function claimDailyRallyRun(
  db: Db,
  run: { userId: string; localDate: string; slotAt: Date },
  now: Date,
  leaseMs: number,
): Promise<{ claimed: boolean; speechId: number | null }> {
  const inserted = await db
    .insertInto('dailyRallyRuns')
    .values({ ...run, createdAt: now })
    .onConflict((oc) => oc.columns(['userId', 'localDate']).doNothing())
    .returning('userId')
    .executeTakeFirst();
  if (inserted) return { claimed: true, speechId: null };
  // A run still pending past its lease was cut short (a crash, a failed attempt): take it over, and
  // go on from its written speech rather than paying again. One within its lease is someone else's.
  const taken = await db
    .updateTable('dailyRallyRuns')
    .set({ createdAt: now })
    .where('userId', '=', run.userId)
    .where('localDate', '=', run.localDate)
    .where('status', '=', 'pending')
    .where('createdAt', '<=', new Date(now.getTime() - leaseMs))
    .returning('speechId')
    .executeTakeFirst();
  return { claimed: taken !== undefined, speechId: taken?.speechId ?? null };
}

/** The day's speech is written (still to be voiced): a retry goes on from it. */
export async function recordDailyRallySpeech(
  db: Db,
  userId: string,
  localDate: string,
  speechId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('speeches').set({ source: 'daily' }).where('id', '=', speechId).execute();
    await trx
      .updateTable('dailyRallyRuns')
      .set({ speechId })
      .where('userId', '=', userId)
      .where('localDate', '=', localDate)
      .execute();
  });
}

export async function finishDailyRallyRun(
  db: Db,
  userId: string,
  localDate: string,
  outcome: { status: 'ready'; speechId: number } | { status: 'no_allowance' | 'care' },
): Promise<void> {
  await db
    .updateTable('dailyRallyRuns')
    .set({ status: outcome.status, speechId: outcome.status === 'ready' ? outcome.speechId : null })
    .where('userId', '=', userId)
    .where('localDate', '=', localDate)
    .execute();
}

/** Adds a notification unless one with its key exists already; answers whether it was added. */
export async function insertNotification(
  db: Db,
  notification: Omit<NotificationRow, 'id' | 'readAt'>,
): Promise<boolean> {
  const row = await db
    .insertInto('notifications')
    .values({ id: randomUUID(), ...notification })
    .onConflict((oc) => oc.columns(['userId', 'dedupeKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's notifications, newest first. */
export function listNotifications(
  db: Db,
  userId: string,
  limit: number,
): Promise<NotificationRow[]> {
  return runPrepared(
    db,
    db
      .selectFrom('notifications')
      .select(NOTIFICATION_COLUMNS)
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
  );
}

/** Marks the user's notifications read: the given ones, or all; answers how many changed. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  which: { ids: string[] } | { all: true },
  readAt: Date,
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ readAt })
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if ('ids' in which) {
    if (which.ids.length === 0) return 0;
    query = query.where('id', 'in', which.ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
