import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * Full-text search over a speech's name, context and text (the History page): a stored tsvector
 * and its GIN index. Stored, not an index on the expression: a search narrowed by other filters
 * may be planned as a walk through the user's speeches, and then each row would be parsed again
 * (measured: p50 ~230 ms for 2,000 speeches, against ~5 ms with the stored column).
 * The repositories name speech columns one by one, so the column never leaves the database.
 * The `simple` configuration (no stemming): a search is typed as prefixes, and a stemmer turns
 * 'wedding' into 'wed', which the prefix 'wedd' then misses.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    alter table speeches add column search_vector tsvector not null generated always as (
      to_tsvector('simple', coalesce(name, '') || ' ' || context || ' ' || content)
    ) stored
  `.execute(db);
  await sql`create index speeches_search_index on speeches using gin (search_vector)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('speeches_search_index').execute();
  await db.schema.alterTable('speeches').dropColumn('search_vector').execute();
}
