import { open, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The file that says which process uses a data folder's embedded database. */
export const LOCK_FILE = 'pglite.lock';

/** Another live process holds the folder: PGlite is one process's database, never two. */
export class FolderLockedError extends Error {
  override readonly name = 'FolderLockedError';
  constructor(
    readonly folder: string,
    readonly holderPid: number,
  ) {
    super(
      `Another Rally server (process ${holderPid}) is using the database in ${folder}. ` +
        'Stop it first, or give this server another DATA_DIR (several servers need DATABASE_URL).',
    );
  }
}

/** Whether a process of that id runs (a process we may not signal still runs). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(path: string): Promise<number | null> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Takes the folder for this process: creates the lock file with our process id, exclusively. A lock
 * whose process is gone (killed, crashed, the machine restarted) is taken over. Throws
 * FolderLockedError while another live process holds it. Answers the release.
 */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  const path = join(resolve(folder), LOCK_FILE);
  // Twice at most: once as found, once after removing the lock of a process that is gone.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const file = await open(path, 'wx');
      try {
        await file.writeFile(`${process.pid}\n`);
      } finally {
        await file.close();
      }
      return async () => {
        if ((await holderOf(path)) === process.pid) await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await holderOf(path);
      if (holder !== null && isRunning(holder))
        throw new FolderLockedError(resolve(folder), holder);
      await rm(path, { force: true });
    }
  }
  throw new FolderLockedError(resolve(folder), (await holderOf(path)) ?? 0);
}
