import { testDatabases } from '@rally/db/testing';
import { TRPC_MAX_BATCH_SIZE } from '@rally/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  countUsers,
  expectRetryAfter,
  expectStatus,
  freshAddress,
  sessionCookieOf,
  signUpUser,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';

// Issue 19, points 3, 4, 6 and 7: limits a script cannot get around by changing address, account,
// face (REST or tRPC), batch or X-Forwarded-For.

const PASSWORD = 'correct horse battery';

const demoLogin = (t: TestApp, remoteAddress: string, cookie?: string) =>
  call(t.app, { method: 'POST', url: '/api/simple-demo-login', remoteAddress, cookie });

const trpcDemoLogin = (t: TestApp, remoteAddress: string, cookie?: string) =>
  call(t.app, { method: 'POST', url: '/trpc/auth.demoLogin', remoteAddress, cookie, payload: {} });

const signInFrom = (
  t: TestApp,
  remoteAddress: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  call(t.app, {
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress,
    headers,
    payload: { email, password },
  });

describe.each(testDatabases())('demo accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('gives a browser that holds a live demo session its account back, on both faces', async () => {
    const address = freshAddress();
    const first = await demoLogin(t, address);
    expectStatus(first, 200);
    const cookie = sessionCookieOf(first);
    const id = (first.json() as { id: string }).id;
    const before = await countUsers(t);

    const again = await demoLogin(t, address, cookie);
    expectStatus(again, 200);
    expect(again.json()).toMatchObject({ id, isDemo: true });
    const viaTrpc = await trpcDemoLogin(t, address, cookie);
    expectStatus(viaTrpc, 200);
    expect(viaTrpc.json().result.data).toMatchObject({ id, isDemo: true });
    expect(await countUsers(t)).toBe(before);
    // The session it had still works.
    const me = await call(t.app, { method: 'GET', url: '/api/auth/user', cookie });
    expect(me.json()).toMatchObject({ id });
  });

  it('makes at most 10 demo accounts an hour per address, then answers 429 suggesting a sign-up', async () => {
    const address = freshAddress();
    const before = await countUsers(t);
    for (let index = 0; index < 10; index += 1) {
      const response =
        index % 2 === 0 ? await demoLogin(t, address) : await trpcDemoLogin(t, address);
      expectStatus(response, 200);
    }
    const rest = await demoLogin(t, address);
    expectStatus(rest, 429);
    expectRetryAfter(rest, 3600);
    expect(rest.json().message).toMatch(
      /^Too many demo accounts were started from your network\. Please wait \d+ minutes?, or sign up for free/,
    );
    const trpc = await trpcDemoLogin(t, address);
    expectStatus(trpc, 429);
    expectRetryAfter(trpc, 3600);
    expect(trpc.json().error.message).toMatch(/sign up for free/);
    expect(await countUsers(t)).toBe(before + 10);

    // Another address is counted apart.
    expectStatus(await demoLogin(t, freshAddress()), 200);
  });

  it('caps a tRPC batch at 10 calls: 11 demo logins in one request make nothing', async () => {
    const before = await countUsers(t);
    const calls = Array.from({ length: TRPC_MAX_BATCH_SIZE + 1 }, () => 'auth.demoLogin');
    const input = Object.fromEntries(calls.map((_, index) => [index, null]));
    const tooMany = await call(t.app, {
      method: 'POST',
      url: `/trpc/${calls.join(',')}?batch=1`,
      remoteAddress: freshAddress(),
      payload: input,
    });
    expectStatus(tooMany, 400);
    expect(JSON.stringify(tooMany.json())).toMatch(/Batch call exceeds maximum size/);
    expect(await countUsers(t)).toBe(before);

    // Ten in one batch is allowed, and each is counted against the address.
    const address = freshAddress();
    const ten = calls.slice(1);
    const batch = await call(t.app, {
      method: 'POST',
      url: `/trpc/${ten.join(',')}?batch=1`,
      remoteAddress: address,
      payload: Object.fromEntries(ten.map((_, index) => [index, null])),
    });
    expectStatus(batch, 200);
    expect(await countUsers(t)).toBe(before + 10);
    expectStatus(await demoLogin(t, address), 429);
  });
});

describe.each(testDatabases())('demo accounts for everyone on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { DEMO_ACCOUNTS_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  it('stops at DEMO_ACCOUNTS_PER_HOUR across all addresses', async () => {
    for (let index = 0; index < 3; index += 1)
      expectStatus(await demoLogin(t, freshAddress()), 200);
    const refused = await demoLogin(t, freshAddress());
    expectStatus(refused, 429);
    expectRetryAfter(refused, 3600);
    expect(refused.json().message).toMatch(
      /^Too many demo accounts are in use right now\. Please try again in \d+ minutes?, or sign up for free/,
    );
    // Signing up is the way on.
    await signUpUser(t.app, 'Ada', freshAddress());
  });
});

describe.each(testDatabases())('sign-in throttle on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('never lets wrong passwords from one address lock the owner out of another', async () => {
    const owner = await signUpUser(t.app, 'Ada', freshAddress());
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectStatus(await signInFrom(t, attacker, owner.email, `guess ${attempt}`), 401);
    }
    for (let attempt = 6; attempt <= 10; attempt += 1) {
      const refused = await signInFrom(t, attacker, owner.email, `guess ${attempt}`);
      expectStatus(refused, 429);
      expectRetryAfter(refused, 60);
    }
    // The owner, from home, is not affected; the attacker still is, even with the right password.
    expectStatus(await signInFrom(t, freshAddress(), owner.email, PASSWORD), 200);
    expectStatus(await signInFrom(t, attacker, owner.email, PASSWORD), 429);
  });
});

describe.each(testDatabases())('client addresses behind a proxy on %s', (kind) => {
  const proxy = '10.0.0.7';
  const client = '203.0.113.9';

  it('counts 60 sign-ins with spoofed X-Forwarded-For as one address (TRUST_PROXY=1): 30 pass', async () => {
    const t = await buildTestApp(kind, { TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 60; index += 1) {
        // The client writes any address it likes; the proxy appends the one it saw.
        const response = await signInFrom(t, proxy, uniqueEmail(), 'a wrong password', {
          'x-forwarded-for': `192.0.2.${index}, ${client}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual(Array.from({ length: 30 }, () => 429));
    } finally {
      await t.close();
    }
  });

  it('trusts only the listed proxies: a direct client cannot name another address', async () => {
    const t = await buildTestApp(kind, {
      TRUST_PROXY: '10.0.0.0/8, 2001:db8::1',
      DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR: '2',
    });
    try {
      const viaProxy = (spoofed: string) =>
        call(t.app, {
          method: 'POST',
          url: '/api/simple-demo-login',
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': `${spoofed}, ${client}, 10.0.0.8` },
        });
      expectStatus(await viaProxy('192.0.2.1'), 200);
      expectStatus(await viaProxy('192.0.2.2'), 200);
      expectStatus(await viaProxy('192.0.2.3'), 429);
      // Not from a listed proxy: its own address counts, whatever the header says.
      const direct = (spoofed: string) =>
        call(t.app, {
          method: 'POST',
          url: '/api/simple-demo-login',
          remoteAddress: '192.0.2.50',
          headers: { 'x-forwarded-for': spoofed },
        });
      expectStatus(await direct('192.0.2.60'), 200);
      expectStatus(await direct('192.0.2.61'), 200);
      expectStatus(await direct('192.0.2.62'), 429);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDatabases())('discount codes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { BETA_DISCOUNT_CODE: 'RALLY-BETA-TESTING-2026' });
  });
  afterAll(() => t.close());

  const tryCode = (cookie: string, remoteAddress: string, discountCode: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/create-subscription',
      cookie,
      remoteAddress,
      payload: { discountCode },
    });

  it('allows 20 codes per address in 15 minutes, whatever the number of accounts', async () => {
    const address = freshAddress();
    const users = [
      await signUpUser(t.app, 'Ada', freshAddress()),
      await signUpUser(t.app, 'Ada', freshAddress()),
      await signUpUser(t.app, 'Ada', freshAddress()),
    ];
    for (const user of users.slice(0, 2)) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expectStatus(await tryCode(user.cookie, address, `RALLY-${attempt}`), 200);
      }
    }
    const third = users[2];
    if (!third) throw new Error('three users were made');
    const refused = await tryCode(third.cookie, address, 'RALLY-BETA-TESTING-2026');
    expectStatus(refused, 429);
    expectRetryAfter(refused, 15 * 60);
    expect(refused.json().message).toMatch(/^Too many discount codes tried\. Please wait/);
    const viaTrpc = await call(t.app, {
      method: 'POST',
      url: '/trpc/subscription.create',
      cookie: third.cookie,
      remoteAddress: address,
      payload: { discountCode: 'RALLY-BETA-TESTING-2026' },
    });
    expectStatus(viaTrpc, 429);
    expectRetryAfter(viaTrpc, 15 * 60);
    // From another address the same user's right code works: nothing was granted meanwhile.
    expect(
      (await tryCode(third.cookie, freshAddress(), 'RALLY-BETA-TESTING-2026')).json(),
    ).toMatchObject({ isFreeAccess: true });
  });
});
