import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ORIGIN, type TestApp } from './helpers.ts';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
}

/** Pino's levels. */
const INFO = 30;
const ERROR = 50;

/** Sends the head of a JSON request and part of its body, then leaves. */
function abandonUpload(port: number, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          'Host: localhost:80',
          `Origin: ${ORIGIN}`,
          'Content-Type: application/json',
          'Content-Length: 1000',
          '',
          '{"energy": 5, "confidence": ',
        ].join('\r\n'),
        () => {
          socket.destroy();
          resolve();
        },
      );
    });
    socket.on('error', reject);
  });
}

/**
 * Issue 19, point 14: a client that leaves in the middle of its request body is no failure of
 * ours, and certainly not a database out of reach (350 aborted uploads made 350 error entries).
 */
describe.each(testDatabases())('a request body the client abandons, on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { LOG_LEVEL: 'info' },
      {},
      { logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each(['/api/mood', '/trpc/mood.create'])(
    'is logged at info level as a client abort, not as database unavailable (%s)',
    async (path) => {
      const before = lines.length;
      await abandonUpload(port, path);
      await expect
        .poll(() =>
          lines
            .slice(before)
            .find(
              (line) =>
                line.msg === 'request completed' ||
                (line.level >= 30 && line.msg !== 'incoming request'),
            ),
        )
        .toBeDefined();
      const logged = lines.slice(before);
      expect(logged.filter((line) => line.msg === 'database unavailable')).toEqual([]);
      expect(logged.filter((line) => line.level >= ERROR)).toEqual([]);
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: INFO,
          msg: 'the client left before its request body was read',
        }),
      );
    },
  );
});
