import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  countUsers,
  expectStatus,
  signUpUser,
  type TestApp,
} from './helpers.ts';

// Issue 19, point 12: the origin, Fetch Metadata and session checks see the path the router sees.
// `POST /%61pi/simple-demo-login` from a foreign Origin created an account and set a cookie.

/** Spellings of one path that a router may take for it (or at least that must not get past the guard). */
function spellings(prefix: 'api' | 'trpc', rest: string): string[] {
  const encoded = [...prefix]
    .map((char, index) => (index === 0 ? `%${char.charCodeAt(0).toString(16)}` : char))
    .join('');
  const allEncoded = [...prefix].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('');
  return [
    `/${prefix}/${rest}`,
    `/${encoded}/${rest}`,
    `/${allEncoded}/${rest}`,
    `/${encoded.toUpperCase()}/${rest}`,
    `//${prefix}/${rest}`,
    `/${prefix}//${rest}`,
    `/${prefix}/./${rest}`,
    `/./${prefix}/${rest}`,
    `/${prefix}/%2e/${rest}`,
    `/${prefix}%2F${rest}`,
  ];
}

describe.each(testDatabases())('the API guard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const demoPaths = [
    ...spellings('api', 'simple-demo-login'),
    ...spellings('trpc', 'auth.demoLogin'),
  ];

  it.each(demoPaths)('refuses %s from a foreign Origin and makes no account', async (url) => {
    const before = await countUsers(t);
    const response = await call(t.app, {
      method: 'POST',
      url,
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.cookies).toEqual([]);
    expect(await countUsers(t)).toBe(before);
  });

  it.each(demoPaths)('refuses %s from a cross-site page (Sec-Fetch-Site)', async (url) => {
    const before = await countUsers(t);
    const response = await call(t.app, {
      method: 'POST',
      url,
      payload: {},
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect([403, 404]).toContain(response.statusCode);
    expect(await countUsers(t)).toBe(before);
  });

  it('checks the session whatever the spelling: the signed-in user on REST and tRPC', async () => {
    const { cookie, user } = await signUpUser(t.app);
    for (const url of [
      '/%61pi/auth/user',
      '/%61%70%69/auth/user',
      '/%74rpc/auth.user',
      '/%74%72%70%63/auth.user',
    ]) {
      const response = await call(t.app, { method: 'GET', url, cookie });
      expectStatus(response, 200);
      const body = response.json() as { id?: string; result?: { data: { id: string } } };
      expect(body.id ?? body.result?.data.id, url).toBe(user.id);
    }
  });

  it('lets the same requests through from the app itself', async () => {
    for (const url of ['/%61pi/simple-demo-login', '/%74rpc/auth.demoLogin']) {
      const response = await call(t.app, { method: 'POST', url, payload: {} });
      expectStatus(response, 200);
    }
  });
});
