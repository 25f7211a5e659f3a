import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * The paragraph plan the built-in writer followed (its sections in order, space-separated), so that
 * the user's next speeches follow other plans (issue 36; docs/decisions/built-in-writer.md). Null for
 * a model's speech and for speeches written before this migration. Bounded like every stored text.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('speeches').addColumn('paragraph_plan', 'text').execute();
  await sql`alter table speeches add constraint speeches_paragraph_plan_length
    check (char_length(paragraph_plan) <= 400)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('speeches').dropColumn('paragraph_plan').execute();
}
