import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * Shared links of deleted accounts (docs/decisions/shared-talks.md): the account's links go with it,
 * so that a link can still answer 410 rather than 404 only the SHA-256 of its token is kept (hex),
 * with nothing of the account: no user, speech, text or date.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('revoked_share_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addCheckConstraint('revoked_share_tokens_hash_format', sql`token_hash ~ '^[0-9a-f]{64}$'`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('revoked_share_tokens').execute();
}
