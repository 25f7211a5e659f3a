import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pidOfEndedProcess } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './processes.ts';

/**
 * Issue 19, point 13: two servers on one PGlite folder lost acknowledged writes and, killed, left a
 * database that would not start. The second server now exits at once, naming the folder.
 */
describe('one server process per PGlite data folder', () => {
  let dataDir: string;
  const started: ServerProcess[] = [];
  const start = (env?: Record<string, string>) => {
    const server = startServerProcess(dataDir, env);
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rally-folder-lock-'));
  });
  afterAll(async () => {
    for (const server of started) server.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same DATA_DIR, which exits naming the folder', async () => {
    const first = start();
    const port = await first.listening;

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(resolve(dataDir));
    // The holder is the first server's Node process (tsx runs it as a child of its own).
    expect(second.output()).toMatch(/Another Rally server \(process \d+\)/);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 120_000);

  it('takes over the lock of a server that died without releasing it', async () => {
    await writeFile(join(dataDir, 'pglite.lock'), `${await pidOfEndedProcess()}\n`);
    const server = start();
    const port = await server.listening;
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
