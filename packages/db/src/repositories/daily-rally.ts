import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
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

/**
 * The rallies on whose next due instant has come, oldest first, at most `limit`: what the minute's
 * tick reads, from the partial index on `next_due_at` (migration 0014), whatever the number of users.
 */
export function listDueDailyRallies(
  db: Db,
  now: Date,
  limit: number,
): Promise<DailyRallySettingsRow[]> {
  return db
    .selectFrom('dailyRallySettings')
    .selectAll()
    .where('enabled', '=', true)
    .where('nextDueAt', '<=', now)
    .orderBy('nextDueAt')
    .orderBy('userId')
    .limit(limit)
    .execute();
}

export interface DailyRallyAdvance {
  userId: string;
  /** The instant read: a row saved since (a new instant) is left as its save set it. */
  dueAt: Date;
  nextDueAt: Date | null;
}

/**
 * Moves each rally's next due instant on, in one statement, where it still holds the instant the
 * tick read (compare-and-set); answers how many moved.
 */
export async function advanceDailyRallies(
  db: Db,
  advances: readonly DailyRallyAdvance[],
): Promise<number> {
  if (advances.length === 0) return 0;
  // Three array parameters whatever the count, rather than three parameters a row.
  const userIds = advances.map((a) => a.userId);
  const dueAts = advances.map((a) => a.dueAt.toISOString());
  const nextDueAts = advances.map((a) => a.nextDueAt?.toISOString() ?? null);
  const result = await sql`
    update daily_rally_settings as s
    set next_due_at = v.next_due_at::timestamptz
    from unnest(${userIds}::text[], ${dueAts}::text[], ${nextDueAts}::text[])
      as v(user_id, due_at, next_due_at)
    where s.user_id = v.user_id and s.next_due_at = v.due_at::timestamptz`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * After a run: the rally's next instant is past the run's day. Only ever moves it later, so a save
 * made meanwhile (which set its own instant) is kept.
 */
export async function advanceDailyRallyAfterRun(
  db: Db,
  userId: string,
  nextDueAt: Date,
): Promise<void> {
  await db
    .updateTable('dailyRallySettings')
    .set({ nextDueAt })
    .where('userId', '=', userId)
    .where('enabled', '=', true)
    .where('nextDueAt', '<', nextDueAt)
    .execute();
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
  outcome: { status: 'ready'; speechId: number } | { status: 'no_allowance' | 'no_voice' },
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
