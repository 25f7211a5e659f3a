import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/** The reasons a report may give (packages/domain REPORT_REASONS; a test keeps them in step). */
export const SPEECH_REPORT_REASONS = ['offensive', 'harmful', 'false_facts', 'other'] as const;

/**
 * A user's reports of their own speeches (docs/decisions/report-a-speech.md): one per speech, gone
 * with the speech or the account. A reported speech is left out of the owner's lists, so the lists
 * look a speech up by its id (the key). The operator's listing reads the newest first.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('speech_reports')
    .addColumn('speech_id', 'integer', (c) =>
      c.primaryKey().references('speeches.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'speech_reports_reason_known',
      sql`reason in (${sql.join(SPEECH_REPORT_REASONS.map((reason) => sql.lit(reason)))})`,
    )
    .addCheckConstraint('speech_reports_note_length', sql`char_length(note) between 1 and 1000`)
    .execute();
  await db.schema
    .createIndex('speech_reports_user_index')
    .on('speech_reports')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('speech_reports_created_index')
    .on('speech_reports')
    .column('created_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('speech_reports').execute();
}
