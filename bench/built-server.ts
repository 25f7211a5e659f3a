import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface BuiltServer {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`node apps/api/dist/main.js`, as production runs it) on 127.0.0.1 with a
 * data folder of its own, and waits for its health check. `env` adds to the settings every bench
 * shares, or overrides them; the bench's own environment is not passed on.
 */
export async function startBuiltServer({
  entry,
  port,
  env,
  healthPollMs = 200,
}: {
  entry: string;
  port: number;
  env: Record<string, string | undefined>;
  /** How often the health check is asked until it answers. */
  healthPollMs?: number;
}): Promise<BuiltServer> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rally-bench-'));
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // No Stripe here: the local provider is allowed on purpose, as for a staging server.
      LOCAL_BILLING_IN_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Required in production; plain http, as the bench's browser reaches it.
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt * healthPollMs > 60_000) throw new Error('server did not become healthy in 60 s');
    await sleep(healthPollMs);
  }
  return {
    origin,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
