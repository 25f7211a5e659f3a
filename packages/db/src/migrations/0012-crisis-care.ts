import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * The crisis screen (docs/decisions/crisis-care.md): only THAT a screen matched is kept (who, the
 * concern, where, when; never the words), with the account; the daily talk and the reminders rest
 * until `users.care_paused_until`; a day's talk the screen stopped ends as 'care'.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('crisis_screen_matches')
    .addColumn('id', 'integer', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('concern', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('matched_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'crisis_screen_matches_concern_known',
      sql`concern in ('self-harm', 'harm-others')`,
    )
    .addCheckConstraint(
      'crisis_screen_matches_place_known',
      sql`place in ('generate', 'mood', 'daily', 'goal')`,
    )
    .execute();
  await db.schema
    .createIndex('crisis_screen_matches_user_index')
    .on('crisis_screen_matches')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema.alterTable('users').addColumn('care_paused_until', 'timestamptz').execute();
  await sql`alter table daily_rally_runs
    drop constraint daily_rally_runs_status_known,
    add constraint daily_rally_runs_status_known
      check (status in ('pending', 'ready', 'no_allowance', 'care'))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`delete from daily_rally_runs where status = 'care'`.execute(db);
  await sql`alter table daily_rally_runs
    drop constraint daily_rally_runs_status_known,
    add constraint daily_rally_runs_status_known
      check (status in ('pending', 'ready', 'no_allowance'))`.execute(db);
  await db.schema.alterTable('users').dropColumn('care_paused_until').execute();
  await db.schema.dropTable('crisis_screen_matches').execute();
}
