import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/** The reasons a visitor's report may give (packages/domain SHARE_REPORT_REASONS). */
export const SHARE_REPORT_REASONS = ['offensive', 'harmful', 'other'] as const;

/**
 * Shared talks (docs/decisions/shared-talks.md). A link outlives what it shares so that it can
 * answer 410: deleting the speech or its recording empties the link's columns instead of removing
 * it; the account's deletion removes it. One live link per speech. Visitors' reports go with the link.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('speech_shares')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('speech_id', 'integer', (c) => c.references('speeches.id').onDelete('set null'))
    .addColumn('audio_id', 'integer', (c) => c.references('speech_audio.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('stopped_at', 'timestamptz')
    .addCheckConstraint('speech_shares_token_format', sql`token ~ '^[A-Za-z0-9_-]{43}$'`)
    .execute();
  await db.schema
    .createIndex('speech_shares_live_speech')
    .on('speech_shares')
    .column('speech_id')
    .unique()
    .where(sql.ref('stopped_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('speech_shares_user_index')
    .on('speech_shares')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('share_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('share_token', 'text', (c) =>
      c.notNull().references('speech_shares.token').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'share_reports_reason_known',
      sql`reason in (${sql.join(SHARE_REPORT_REASONS.map((reason) => sql.lit(reason)))})`,
    )
    .addCheckConstraint('share_reports_note_length', sql`char_length(note) between 1 and 1000`)
    .execute();
  await db.schema
    .createIndex('share_reports_share_index')
    .on('share_reports')
    .column('share_token')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('share_reports').execute();
  await db.schema.dropTable('speech_shares').execute();
}
