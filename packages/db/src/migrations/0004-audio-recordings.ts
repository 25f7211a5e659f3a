import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * Recordings in progress, one row per audio cache key: the server that holds the row synthesises, the
 * others wait for the stored audio. A claim lapses at `claimed_until` unless renewed, so a server that
 * died hands its recordings over.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('audio_recordings')
    .addColumn('speech_id', 'integer', (c) =>
      c.notNull().references('speeches.id').onDelete('cascade'),
    )
    .addColumn('voice', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('claim_id', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('audio_recordings_key', [
      'speech_id',
      'voice',
      'provider',
      'text_hash',
    ])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audio_recordings').execute();
}
