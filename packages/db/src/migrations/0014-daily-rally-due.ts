import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * The daily rally scales with the talks due, not the users (issue 37;
 * docs/decisions/daily-rally-next-due.md): each rally keeps the instant its next talk is due (the
 * slot less the lead), set when it is saved and after each run, indexed for the rallies that are
 * on, so the minute's tick reads only what is due. Rows already on start as due now: the first
 * tick works out each one's real instant and stores it. A run may also end without a voice to
 * read it in ('no_voice'), told in the bell and not charged. Notifications are kept for a while,
 * then deleted by age, which an index on their time makes cheap.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('daily_rally_settings')
    .addColumn('next_due_at', 'timestamptz')
    .execute();
  // To the millisecond, as the app writes it: the tick's compare-and-set reads it back into a Date.
  await sql`update daily_rally_settings set next_due_at = date_trunc('milliseconds', now())
    where enabled`.execute(db);
  await db.schema
    .createIndex('daily_rally_settings_next_due_at_index')
    .on('daily_rally_settings')
    .column('next_due_at')
    .where(sql<boolean>`enabled`)
    .execute();
  await setRunStatuses(db, ['pending', 'ready', 'no_allowance', 'care', 'no_voice']);
  // The hourly housekeeping deletes notifications past their keeping time, oldest first.
  await db.schema
    .createIndex('notifications_created_at_index')
    .on('notifications')
    .column('created_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('notifications_created_at_index').execute();
  await sql`delete from daily_rally_runs where status = 'no_voice'`.execute(db);
  await setRunStatuses(db, ['pending', 'ready', 'no_allowance', 'care']);
  await db.schema.dropIndex('daily_rally_settings_next_due_at_index').execute();
  await db.schema.alterTable('daily_rally_settings').dropColumn('next_due_at').execute();
}

async function setRunStatuses(db: AnyDb, statuses: readonly string[]): Promise<void> {
  await sql`alter table daily_rally_runs drop constraint daily_rally_runs_status_known`.execute(db);
  await sql`alter table daily_rally_runs add constraint daily_rally_runs_status_known
    check (status in (${sql.join(statuses.map((status) => sql.lit(status)))}))`.execute(db);
}
