import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * One row per speech of the allowance taken for a generation that has not ended yet. The row goes
 * when the speech is saved or given back; a row left by a process that died is given back by
 * housekeeping once it is old enough.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('speech_reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reserved_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('speech_reservations_reserved_at_index')
    .on('speech_reservations')
    .column('reserved_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('speech_reservations').execute();
}
