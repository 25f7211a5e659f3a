import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen in time like every migration: the value lists are written out here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

const PAID_TIERS = ['starter', 'premium', 'pro'];
const BILLING_CYCLES = ['monthly', 'yearly'];
const LOCAL_STATUSES = ['incomplete', 'active', 'canceled'];

function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** The local billing provider's own subscriptions: it stands in for Stripe, so it keeps Stripe's state. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('local_billing_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('billing_cycle', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('current_period_start', 'timestamptz')
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('local_billing_subscriptions_tier_known', oneOf('tier', PAID_TIERS))
    .addCheckConstraint(
      'local_billing_subscriptions_billing_cycle_known',
      oneOf('billing_cycle', BILLING_CYCLES),
    )
    .addCheckConstraint('local_billing_subscriptions_status_known', oneOf('status', LOCAL_STATUSES))
    .execute();
  await db.schema
    .createIndex('local_billing_subscriptions_user_id_index')
    .on('local_billing_subscriptions')
    .column('user_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('local_billing_subscriptions').execute();
}
