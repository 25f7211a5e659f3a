import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db.ts';
import { migrateDown, migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { createPool } from './create-db.ts';
import { createTestDb, postgresTestUrl, testDatabases } from './testing.ts';

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

describe.runIf(postgresTestUrl() !== undefined)('migrations beside other test runs', () => {
  it('migrates while other schemas of the database are created and dropped', async () => {
    const handle = await createTestDb('postgres');
    const churn = createPool({ connectionString: postgresTestUrl() });
    let churning = true;
    // Another test run's schemas, made and dropped as fast as PostgreSQL allows.
    const churner = (async () => {
      for (let turn = 0; churning; turn += 1) {
        const other = `other_run_${process.pid}_${turn}`;
        await churn.query(`create schema ${other}; create table ${other}.t (id int)`);
        await churn.query(`drop schema ${other} cascade`);
      }
    })();
    try {
      for (let run = 0; run < 6; run += 1) {
        await migrateDown(handle.db);
        await migrateToLatest(handle.db);
      }
      expect(await tableNames(handle.db)).toEqual(APP_TABLES);
    } finally {
      churning = false;
      await churner;
      await churn.end();
      await handle.close();
    }
  });
});
