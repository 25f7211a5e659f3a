import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectStatus, ORIGIN, signUpUser, type TestApp } from './helpers.ts';

/**
 * Issue 37, weakness 7: a request whose account is deleted while it is in flight answered 500 (the
 * foreign key to users refused its write). It must answer 401 or 404, and write nothing.
 */
describe.each(testDatabases())('a request racing its account’s deletion, on %s', (kind) => {
  let t: TestApp;
  let port: number;
  /** Resolved when the server has read a request's head and session, before its body. */
  const headRead = new Map<string, () => void>();

  beforeAll(async () => {
    t = await buildTestApp(kind);
    // After the session is read (onRequest), before the body is: where the race opens.
    t.app.addHook('preParsing', async (req) => {
      headRead.get(String(req.headers['x-test-request']))?.();
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends a POST's head, waits until the server has read it, and holds the body until `finish`. */
  async function postHeadFirst(path: string, cookie: string, body: unknown) {
    const text = JSON.stringify(body);
    const id = `${path}-${Math.random()}`;
    const seen = new Promise<void>((resolve) => headRead.set(id, resolve));
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        host: 'localhost:80',
        origin: ORIGIN,
        cookie,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        'x-test-request': id,
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let received = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (received += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: received }));
      });
      req.on('error', reject);
    });
    req.flushHeaders();
    await seen;
    return {
      finish: () => {
        req.end(text);
        return answer;
      },
    };
  }

  it.each([
    ['/api/goals', { title: 'Run a marathon', category: 'fitness' }],
    [
      '/api/speeches',
      {
        context: 'I have a job interview on Thursday and I feel nervous about it.',
        tone: 'confident',
        voiceStyle: 'warm',
        duration: 'short',
      },
    ],
    ['/api/mood', { energy: 5, confidence: 5, stress: 5, motivation: 5 }],
    ['/trpc/goal.create', { title: 'Run a marathon', category: 'fitness' }],
  ])(
    'POST %s with its head sent, then the account deleted, then its body: 401',
    async (path, body) => {
      const { cookie, user } = await signUpUser(t.app);
      const pending = await postHeadFirst(path, cookie, body);
      expectStatus(await call(t.app, { method: 'DELETE', url: '/api/account', cookie }), 200);
      const answer = await pending.finish();
      expect([401, 404], `${answer.status}: ${answer.body}`).toContain(answer.status);
      expect(answer.body).toMatch(/sign in|no longer exists/i);
      const left = await t.deps.db
        .selectFrom('goals')
        .select('id')
        .where('userId', '=', user.id)
        .execute();
      expect(left).toEqual([]);
    },
  );

  it('answers no 5xx to goals and speeches sent alongside the deletion, in an ordinary race', async () => {
    const { cookie } = await signUpUser(t.app);
    const goal = { title: 'Run a marathon', category: 'fitness' };
    const speech = {
      context: 'I have a job interview on Thursday and I feel nervous about it.',
      tone: 'confident',
      voiceStyle: 'warm',
      duration: 'short',
    };
    const requests = [
      ...Array.from({ length: 12 }, () =>
        call(t.app, { method: 'POST', url: '/api/goals', cookie, payload: goal }),
      ),
      ...Array.from({ length: 3 }, () =>
        call(t.app, { method: 'POST', url: '/api/speeches', cookie, payload: speech }),
      ),
    ];
    const deletion = call(t.app, { method: 'DELETE', url: '/api/account', cookie });
    const answers = await Promise.all([...requests, deletion]);
    expectStatus(await deletion, 200);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
  });
});
