import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * The index of the rallies that are on by user (0008) served the tick that read every enabled
 * rally in pages by user id; since 0014 the tick reads `next_due_at`'s index, and nothing reads this
 * one (a rally by user is the primary key's). Each rally the tick moves on is a new row version in
 * every index, its `next_due_at` being indexed: one index fewer makes that write about a sixth
 * cheaper on PostgreSQL, the tick's work beside the requests (docs/decisions/daily-rally-next-due.md).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('daily_rally_settings_enabled_index').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('daily_rally_settings_enabled_index')
    .on('daily_rally_settings')
    .column('user_id')
    .where(sql<boolean>`enabled`)
    .execute();
}
