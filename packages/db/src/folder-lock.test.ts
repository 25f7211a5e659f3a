import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './create-db.ts';
import { FolderLockedError, LOCK_FILE, lockFolder } from './folder-lock.ts';
import { pidOfEndedProcess } from './testing.ts';

describe('the lock of a data folder (one process per PGlite folder)', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rally-lock-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('holds the process id while held, and is gone once released', async () => {
    const release = await lockFolder(folder);
    expect(await readFile(join(folder, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    await release();
    await expect(readFile(join(folder, LOCK_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('refuses a second holder while the first lives, naming the folder and the holder', async () => {
    const release = await lockFolder(folder);
    try {
      const second = lockFolder(folder);
      await expect(second).rejects.toBeInstanceOf(FolderLockedError);
      await expect(second).rejects.toThrow(folder);
      await expect(second).rejects.toThrow(`process ${process.pid}`);
    } finally {
      await release();
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const dead = await pidOfEndedProcess();
    await writeFile(join(folder, LOCK_FILE), `${dead}\n`);
    const release = await lockFolder(folder);
    expect(await readFile(join(folder, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    await release();
  });

  it('is taken by createDb for PGlite, so a second database on the folder is refused', async () => {
    const first = await createDb({ dataDir: folder });
    try {
      await expect(createDb({ dataDir: folder })).rejects.toBeInstanceOf(FolderLockedError);
    } finally {
      await first.close();
    }
    const again = await createDb({ dataDir: folder });
    await again.close();
  });
});
