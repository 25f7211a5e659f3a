import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * Web Push: a subscription's keys are bounded like its endpoint, so a row holds no more than a
 * browser's P-256 key (88 base64url characters with padding) and 16-byte secret (24).
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table push_subscriptions
    add constraint push_subscriptions_p256dh_length check (char_length(p256dh) between 1 and 88),
    add constraint push_subscriptions_auth_length check (char_length(auth) between 1 and 24)`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table push_subscriptions
    drop constraint push_subscriptions_auth_length,
    drop constraint push_subscriptions_p256dh_length`.execute(db);
}
