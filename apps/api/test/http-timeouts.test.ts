import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS } from '../src/server.ts';
import { buildTestApp, ORIGIN, type TestApp } from './helpers.ts';

/** Sends the head of a JSON request, then its body one byte at a time until the server hangs up. */
function trickle(port: number, everyMs: number): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  let timer: NodeJS.Timeout | undefined;
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  socket.on('connect', () => {
    socket.write(
      [
        'POST /api/mood HTTP/1.1',
        'Host: localhost:80',
        `Origin: ${ORIGIN}`,
        'Content-Type: application/json',
        'Content-Length: 10000',
        '',
        '',
      ].join('\r\n'),
    );
    timer = setInterval(() => socket.write(' '), everyMs);
  });
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.on('error', () => undefined);
  });
  return { socket, closed };
}

/** Issue 19, point 8: no connection may hold a request open for ever (50 trickling for 330 s before). */
describe('request timeouts', () => {
  it('are set on the server: headers, the whole request, and keep-alive', async () => {
    const t = await buildTestApp('pglite');
    try {
      const server = t.app.server;
      expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
      expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
      expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
      // A body trickling 1 byte every 15 s is cut within 30 s.
      expect(HTTP_TIMEOUTS.requestMs + HTTP_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(30_000);
    } finally {
      await t.close();
    }
  });

  describe('with short timeouts', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await buildTestApp(
        'pglite',
        {},
        {},
        {
          httpTimeouts: { headersMs: 300, requestMs: 600, keepAliveMs: 500, checkIntervalMs: 100 },
        },
      );
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(() => t.close());

    it('cut a body that trickles in, with 408', async () => {
      const { closed } = trickle(port, 100);
      expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
    });
  });
});
