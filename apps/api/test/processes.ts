import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * A real API server process (Node with tsx's loader on src/main.ts), for what only a process
 * shows: signals, exits, locks. tsx is a loader here, not the `tsx` command: the command runs the
 * server in a child and relays a signal only once the child has told it, over IPC, that it listens
 * for that signal; on a busy machine that message came late and the command killed the server
 * instead (the server never logged 'shutting down'; socket hang up).
 */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote, standard output and error together. */
  output(): string;
  /** The port it listens on, once it does; rejects when it exits first. */
  listening: Promise<number>;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Kills the server and anything it started (its process group). */
  kill(): void;
}

/** Starts the server on PGlite in `dataDir`, listening on a free port of 127.0.0.1. */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so that `kill` reaches anything it starts too.
    detached: true,
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  // A test that fails early must not leave a server behind.
  listening.catch(() => undefined);
  const kill = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  return { child, output: () => output, listening, exited, kill };
}
