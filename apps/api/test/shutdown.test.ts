import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers.ts';
import { startServerProcess, type ServerProcess } from './processes.ts';

/** Resolves when the socket is closed, by either side. */
const closedOf = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });

interface KeptAlive {
  status: number;
  /** The connection, which the agent keeps open for the next request. */
  socket: Socket;
  cookie: string | undefined;
}

/** A request over a keep-alive agent, from the app's own page. */
function requestKeepingAlive(
  agent: Agent,
  port: number,
  {
    method = 'GET',
    path,
    cookie,
    body,
  }: { method?: string; path: string; cookie?: string; body?: object },
) {
  return new Promise<KeptAlive>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          origin: ORIGIN,
          host: 'localhost:80',
          ...(cookie ? { cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            socket: req.socket as Socket,
            cookie: res.headers['set-cookie']?.[0]?.split(';')[0],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Issue 19, point 8: SIGTERM closes idle keep-alive connections at once and stops within a bounded
 * time, whatever the clients do (it took 72 s). Real server processes, on PGlite in a folder.
 */
describe('stopping the server with SIGTERM', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rally-shutdown-'));
  });
  afterEach(() => {
    server?.kill();
    server = undefined;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('closes an idle keep-alive connection at once and exits cleanly', async () => {
    server = startServerProcess(dataDir);
    const port = await server.listening;
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    const { status, socket } = await requestKeepingAlive(agent, port, { path: '/api/health' });
    expect(status).toBe(200);
    expect(socket.destroyed).toBe(false);

    server.child.kill('SIGTERM');
    await closedOf(socket);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    agent.destroy();
  }, 60_000);

  it('finishes a request in flight, then closes its keep-alive connection and exits', async () => {
    // The built-in writer pauses between sentences: a generation takes seconds.
    server = startServerProcess(dataDir, { LOCAL_WRITER_PACE_MS: '100' });
    const port = await server.listening;
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000, maxSockets: 1 });
    const demo = await requestKeepingAlive(agent, port, {
      method: 'POST',
      path: '/api/simple-demo-login',
    });
    expect(demo.status).toBe(200);
    const generation = requestKeepingAlive(agent, port, {
      method: 'POST',
      path: '/api/speeches/generate',
      cookie: demo.cookie,
      body: {
        context: 'A marathon on Sunday',
        tone: 'energetic',
        voiceStyle: 'warm',
        duration: 'short',
      },
    });
    const running = server;
    await expect.poll(() => running.output().includes('/api/speeches/generate')).toBe(true);

    running.child.kill('SIGTERM');
    const { status, socket } = await generation.catch((error: unknown) => {
      throw new Error(`${String(error)}:\n${running.output()}`);
    });
    expect(status).toBe(200);
    await closedOf(socket);
    expect(await running.exited).toBe(0);
    // Its connection ended with its answer, not when the wait for requests in flight ran out.
    expect(running.output()).not.toMatch(/requests still in flight/);
    agent.destroy();
  }, 60_000);

  it('does not wait for a client that holds a request open', async () => {
    server = startServerProcess(dataDir);
    const port = await server.listening;
    // Headers sent, body promised and never sent: the request stays in flight.
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      [
        'POST /api/mood HTTP/1.1',
        'Host: localhost:80',
        `Origin: ${ORIGIN}`,
        'Content-Type: application/json',
        'Content-Length: 100',
        '',
        '{',
      ].join('\r\n'),
    );
    // The server has read the headers (it logs the request) before it is told to stop.
    const running = server;
    await expect.poll(() => running.output().includes('/api/mood')).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).not.toBeNull();
    expect(server.output()).toMatch(/requests still in flight/);
    await closedOf(socket);
  }, 60_000);
});
