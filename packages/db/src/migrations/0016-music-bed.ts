import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * The music bed a user last chose to hear under the voice (issue 38; packages/domain MUSIC_BEDS).
 * On `user_preferences`, so that the account export carries it with the rest of the preferences.
 * Written out rather than imported: a migration records what it did.
 */
export const MUSIC_BED_CHECK = {
  table: 'user_preferences',
  column: 'music_bed',
  values: ['none', 'calm', 'rising', 'driving'],
} as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('user_preferences')
    .addColumn('music_bed', 'text', (column) => column.notNull().defaultTo('none'))
    .execute();
  const allowed = sql.join(MUSIC_BED_CHECK.values.map((value) => sql.lit(value)));
  await sql`alter table user_preferences add constraint user_preferences_music_bed_check
    check (music_bed in (${allowed}))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_preferences').dropColumn('music_bed').execute();
}
