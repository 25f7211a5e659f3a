import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';

describe('createDb', () => {
  it('keeps a PGlite database in <dataDir>/pglite across close and reopen', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rally-db-'));
    try {
      const first = await createDb({ dataDir });
      expect(first.dialect).toBe('pglite');
      await migrateToLatest(first.db);
      await first.db
        .insertInto('users')
        .values({ id: 'kept', email: 'kept@example.com' })
        .execute();
      await first.close();
      expect((await stat(join(dataDir, 'pglite'))).isDirectory()).toBe(true);

      const second = await createDb({ dataDir });
      try {
        await migrateToLatest(second.db);
        const users = await second.db.selectFrom('users').select(['id', 'email']).execute();
        expect(users).toEqual([{ id: 'kept', email: 'kept@example.com' }]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  const databaseUrl = process.env.DATABASE_URL;
  it.runIf(databaseUrl)('uses PostgreSQL when a database URL is given', async () => {
    const handle = await createDb({ databaseUrl, dataDir: 'unused' });
    try {
      expect(handle.dialect).toBe('postgres');
      const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(handle.db);
      expect(rows).toEqual([{ answer: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
