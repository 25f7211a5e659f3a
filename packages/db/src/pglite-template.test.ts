import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, writePgliteTemplate } from './create-db.ts';

/** The migrations Kysely has recorded as applied, read without migrating. */
async function appliedMigrations(dataDir: string, template: string): Promise<string[]> {
  const handle = await createDb({ dataDir, pgliteTemplate: template });
  try {
    const { rows } = await sql<{ name: string }>`
      select name from kysely_migration order by name`.execute(handle.db);
    return rows.map((row) => row.name);
  } catch {
    return [];
  } finally {
    await handle.close();
  }
}

describe('an empty data folder starts as the migrated template', () => {
  let folder: string;
  let template: string;
  let migrationsInTemplate: string[];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rally-template-'));
    template = join(folder, 'template');
    await writePgliteTemplate(template);
    migrationsInTemplate = await appliedMigrations(join(folder, 'probe'), template);
  }, 120_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('holds every migration, so the server has nothing to create or migrate', () => {
    expect(migrationsInTemplate.length).toBeGreaterThan(10);
  });

  it('is copied into a new folder, and into an empty pglite/ folder an earlier start left', async () => {
    const emptyLeftOver = join(folder, 'left-over');
    await mkdir(join(emptyLeftOver, 'pglite'), { recursive: true });
    expect(await appliedMigrations(join(folder, 'new'), template)).toEqual(migrationsInTemplate);
    expect(await appliedMigrations(emptyLeftOver, template)).toEqual(migrationsInTemplate);
  });

  it('never replaces a database, nor a folder holding anything else', async () => {
    const used = join(folder, 'used');
    const first = await createDb({ dataDir: used });
    await first.close();
    expect(await appliedMigrations(used, template)).toEqual([]);

    const foreign = join(folder, 'foreign');
    await mkdir(join(foreign, 'pglite'), { recursive: true });
    await writeFile(join(foreign, 'pglite', 'notes.txt'), 'not ours');
    expect(await appliedMigrations(foreign, template)).toEqual([]);
    expect(await readdir(join(foreign, 'pglite'))).toContain('notes.txt');
  });

  it('removes the scratch copy a start killed mid-copy left behind', async () => {
    const killed = join(folder, 'killed');
    await mkdir(join(killed, 'pglite.copying'), { recursive: true });
    await writeFile(join(killed, 'pglite.copying', 'PG_VERSION'), 'half');
    expect(await appliedMigrations(killed, template)).toEqual(migrationsInTemplate);
    expect(await readdir(killed)).not.toContain('pglite.copying');
  });

  it('is not used when its folder holds no database', async () => {
    const dataDir = join(folder, 'no-template');
    expect(await appliedMigrations(dataDir, join(folder, 'missing'))).toEqual([]);
  });
});
