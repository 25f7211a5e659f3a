import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db.ts';
import { migrateDown, migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { createTestDb, testDatabases } from './testing.ts';

const APP_TABLES = [
  'audio_recordings',
  'billing_events',
  'billing_subscriptions',
  'crisis_screen_matches',
  'daily_rally_runs',
  'daily_rally_settings',
  'goals',
  'local_billing_subscriptions',
  'mood_entries',
  'notifications',
  'password_credentials',
  'push_subscriptions',
  'revoked_share_tokens',
  'sessions',
  'share_reports',
  'speech_audio',
  'speech_feedback',
  'speech_reports',
  'speech_reservations',
  'speech_shares',
  'speeches',
  'user_preferences',
  'user_stats',
  'users',
];

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return rows.map((row) => row.tableName);
}

describe.each(testDatabases())('migrations on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('creates every table', async () => {
    expect(await tableNames(handle.db)).toEqual(APP_TABLES);
  });

  it('migrates all the way down, then up again', async () => {
    await migrateDown(handle.db);
    expect(await tableNames(handle.db)).toEqual([]);

    await migrateToLatest(handle.db);
    expect(await tableNames(handle.db)).toEqual(APP_TABLES);
  });

  it('does nothing when already up to date', async () => {
    await migrateToLatest(handle.db);
    expect(await tableNames(handle.db)).toEqual(APP_TABLES);
  });

  it('names the failed migration and the reason', async () => {
    await migrateDown(handle.db);
    await sql`create table users (id text)`.execute(handle.db);

    await expect(migrateToLatest(handle.db)).rejects.toThrow(
      /Database migration failed at 0001-init \(up\): relation "users" already exists/,
    );

    await sql`drop table users`.execute(handle.db);
    await migrateToLatest(handle.db);
    expect(await tableNames(handle.db)).toEqual(APP_TABLES);
  });
});
