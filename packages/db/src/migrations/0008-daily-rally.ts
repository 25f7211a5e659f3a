import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

function ownedByUser(column: ColumnDefinitionBuilder) {
  return column.notNull().references('users.id').onDelete('cascade');
}

/**
 * The daily rally: each user's settings, one run per user and local day (the key that makes the
 * job idempotent across servers and retries), the notification centre and Web Push subscriptions;
 * speeches say where they came from.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('daily_rally_settings')
    .addColumn('user_id', 'text', (c) => ownedByUser(c).primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('local_time', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    // Bit n set: weekday n (Sunday 0) is on.
    .addColumn('days_mask', 'integer', (c) => c.notNull())
    .addColumn('tone', 'text', (c) => c.notNull())
    .addColumn('voice_style', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('voice', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'daily_rally_settings_local_time_format',
      sql`local_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    )
    .addCheckConstraint('daily_rally_settings_days_mask_range', sql`days_mask between 0 and 127`)
    .addCheckConstraint(
      'daily_rally_settings_time_zone_length',
      sql`char_length(time_zone) between 1 and 64`,
    )
    .addCheckConstraint(
      'daily_rally_settings_voice_length',
      sql`char_length(voice) between 1 and 50`,
    )
    .execute();
  await db.schema
    .createIndex('daily_rally_settings_enabled_index')
    .on('daily_rally_settings')
    .column('user_id')
    .where(sql<boolean>`enabled`)
    .execute();

  await db.schema
    .createTable('daily_rally_runs')
    .addColumn('user_id', 'text', ownedByUser)
    .addColumn('local_date', 'date', (c) => c.notNull())
    .addColumn('slot_at', 'timestamptz', (c) => c.notNull())
    .addColumn('speech_id', 'integer', (c) => c.references('speeches.id').onDelete('set null'))
    // 'pending' while being written; 'ready' with its speech; 'no_allowance' when none was left.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('daily_rally_runs_pkey', ['user_id', 'local_date'])
    .addCheckConstraint(
      'daily_rally_runs_status_known',
      sql`status in ('pending', 'ready', 'no_allowance')`,
    )
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', ownedByUser)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    // The same event told twice (a retried job, two servers) is one notification.
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addUniqueConstraint('notifications_user_dedupe_key', ['user_id', 'dedupe_key'])
    .execute();
  await db.schema
    .createIndex('notifications_user_id_created_at_index')
    .on('notifications')
    .columns(['user_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', ownedByUser)
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('session_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('push_subscriptions_endpoint_length', sql`char_length(endpoint) <= 2048`)
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_id_index')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .alterTable('speeches')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('user'))
    .execute();
  await sql`alter table speeches add constraint speeches_source_known check (source in ('user', 'daily'))`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('speeches').dropColumn('source').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('daily_rally_runs').execute();
  await db.schema.dropTable('daily_rally_settings').execute();
}
