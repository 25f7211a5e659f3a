import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DailyRallySettingsTable, Db, NotificationsTable } from '../schema.ts';
import { builtOnce, runUnprepared } from './statement-text.ts';

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
 * The rallies of one rule (zone, time, days) among those the tick read: every rally of a rule is
 * worked out alike, so they come as one row with their ids in one JSON array.
 */
export interface DueDailyRallyGroup {
  timeZone: string;
  localTime: string;
  daysMask: number;
  userIds: string[];
}

/**
 * The rallies on whose next due instant has come, oldest first, at most `limit`, by rule: what the
 * minute's tick reads, from the partial index on `next_due_at` (migration 0014), whatever the
 * number of users. A row per rule rather than per rally: the 5,000 rows of a large zone's minute
 * were ~50 ms of parsing on the event loop beside the requests (docs/decisions/daily-rally-next-due.md).
 * Written out once and run past the query builder and the CamelCasePlugin (its columns are named
 * as TypeScript names them), and unprepared: see `runUnprepared`.
 */
const DUE_DAILY_RALLIES_SQL = `
  select time_zone as "timeZone", local_time as "localTime", days_mask as "daysMask",
    json_agg(user_id order by user_id) as "userIds"
  from (
    select user_id, local_time, time_zone, days_mask from daily_rally_settings
    where enabled and next_due_at <= $1
    order by next_due_at, user_id
    limit $2
  ) as due
  group by time_zone, local_time, days_mask
  order by time_zone, local_time, days_mask`;

export function listDueDailyRallies(
  db: Db,
  now: Date,
  limit: number,
): Promise<DueDailyRallyGroup[]> {
  return runUnprepared<DueDailyRallyGroup>(db, DUE_DAILY_RALLIES_SQL, [now, limit]);
}

/** The rallies of one rule (zone, time, days) the tick read, and where they move to. */
export interface DailyRallyAdvance {
  timeZone: string;
  localTime: string;
  daysMask: number;
  userIds: string[];
  nextDueAt: Date | null;
}

/**
 * `advanceDailyRallies`' statement. `with ordinality` numbers the rules from 1; the count comes
 * back as one row, whatever the number moved.
 */
const ADVANCE_DAILY_RALLIES_SQL = `
  with moved as (
    update daily_rally_settings as s
    set next_due_at = r.next_due_at
    from unnest($1::text[], $2::bigint[]) as m(user_id, rule)
    join unnest($3::text[], $4::text[], $5::int[], $6::timestamptz[])
      with ordinality as r(time_zone, local_time, days_mask, next_due_at, rule) using (rule)
    where s.user_id = m.user_id
      and s.time_zone = r.time_zone
      and s.local_time = r.local_time
      and s.days_mask = r.days_mask
      and s.enabled
      and s.next_due_at <= $7
    returning 1
  )
  select count(*)::int as moved from moved`;

/**
 * Moves the rallies read on to their next due instant, in one statement whatever the number of rules
 * (a minute of the day brings a few rallies in each of many zones: one statement a rule was ~50
 * round trips a tick; docs/decisions/daily-rally-next-due.md). Each rally names its rule by index,
 * so the zone, time and days go once a rule. Only those still due and still of that rule move, so
 * a save made since the tick read them (which set its own instant) is kept. Answers how many moved.
 * Written out once and unprepared, like `listDueDailyRallies`.
 */
export async function advanceDailyRallies(
  db: Db,
  advances: readonly DailyRallyAdvance[],
  now: Date,
): Promise<number> {
  if (advances.length === 0) return 0;
  const userIds: string[] = [];
  const ruleOf: number[] = [];
  advances.forEach((advance, index) => {
    for (const userId of advance.userIds) {
      userIds.push(userId);
      ruleOf.push(index + 1);
    }
  });
  const [row] = await runUnprepared<{ moved: number }>(db, ADVANCE_DAILY_RALLIES_SQL, [
    userIds,
    ruleOf,
    advances.map((advance) => advance.timeZone),
    advances.map((advance) => advance.localTime),
    advances.map((advance) => advance.daysMask),
    advances.map((advance) => advance.nextDueAt?.toISOString() ?? null),
    now,
  ]);
  return row?.moved ?? 0;
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
  outcome: { status: 'ready'; speechId: number } | { status: 'no_allowance' | 'care' | 'no_voice' },
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

const NOTIFICATIONS_PAGE = builtOnce(
  (db, { userId, limit, offset }: { userId: string; limit: number; offset: number }) =>
    db
      .selectFrom('notifications')
      .select(NOTIFICATION_COLUMNS)
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset),
);

/** A page of the user's notifications, newest first. */
export function listNotifications(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return NOTIFICATIONS_PAGE(db, { userId, limit: page.limit, offset: page.offset });
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

/**
 * Deletes notifications created before `before`, at most `limit` of them (oldest first), so one
 * run stays short however many are due; answers how many went.
 */
export async function deleteNotificationsBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where(
      'id',
      'in',
      db
        .selectFrom('notifications')
        .select('id')
        .where('createdAt', '<', before)
        .orderBy('createdAt')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
