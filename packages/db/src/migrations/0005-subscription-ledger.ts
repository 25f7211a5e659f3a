import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * Every provider subscription create-subscription started, in the order it started them: which is
 * the user's latest decides which of two tabs' subscriptions may be paid and which stays live.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The order of starting: timestamps of two tabs can be equal, a sequence cannot.
    .addColumn('started_order', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity().unique())
    // The plan chosen: a retried click for the same plan is the same request.
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('billing_cycle', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('superseded_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('billing_subscriptions_user_id_index')
    .on('billing_subscriptions')
    .columns(['user_id', 'started_order'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('billing_subscriptions').execute();
}
