import { testDatabases } from '@rally/db/testing';
import { sessionIdOf } from '../src/auth/tokens.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  expectStatus,
  sessionCookieOf,
  signUpUser,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';
import { trpcClient } from './trpc-client.ts';

const PASSWORD = 'correct horse battery';

describe.each(testDatabases())('accounts and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = (email: string, password = PASSWORD) =>
    call(t.app, { method: 'POST', url: '/api/auth/signin', payload: { email, password } });

  it('signs up, sets an HttpOnly SameSite=Lax session cookie, and knows the user', async () => {
    const email = uniqueEmail();
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' },
    });
    expectStatus(response, 201);
    const cookie = response.cookies.find((c) => c.name === 'rally_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits of base64url
    const days = ((cookie?.expires?.getTime() ?? 0) - t.deps.now().getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 0);

    const me = await call(t.app, {
      method: 'GET',
      url: '/api/auth/user',
      cookie: `rally_session=${cookie?.value}`,
    });
    expectStatus(me, 200);
    expect(me.json()).toMatchObject({
      email,
      firstName: 'Grace',
      subscriptionTier: 'free',
      speechLimit: 3,
    });
  });

  it('stores only the SHA-256 of the token', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.deps.db
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sid).toBe(sessionIdOf(token));
    expect(rows[0]?.sid).not.toContain(token);
  });

  it('hashes passwords with argon2id at OWASP parameters (19 MiB, 2 iterations)', async () => {
    const { user } = await signUpUser(t.app);
    const row = await t.deps.db
      .selectFrom('passwordCredentials')
      .select('passwordHash')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a taken email, whatever its case', async () => {
    const { email } = await signUpUser(t.app);
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: email.toUpperCase(), password: PASSWORD, firstName: 'A', lastName: 'B' },
    });
    expectStatus(response, 409);
    expect(response.json().message).toBe('Email already registered');
  });

  it('gives a new token at every sign-in, and the same message for a wrong email or password', async () => {
    const { email, cookie: first } = await signUpUser(t.app);
    const second = sessionCookieOf(await signIn(email));
    const third = sessionCookieOf(await signIn(email.toUpperCase()));
    expect(new Set([first, second, third]).size).toBe(3);

    const wrongPassword = await signIn(email, 'not the password');
    const wrongEmail = await signIn(uniqueEmail());
    expectStatus(wrongPassword, 401);
    expectStatus(wrongEmail, 401);
    expect(wrongPassword.json().message).toBe('Invalid email or password');
    expect(wrongEmail.json().message).toBe('Invalid email or password');
  });

  it('ends the session at sign-out: the old token no longer works', async () => {
    const { cookie } = await signUpUser(t.app);
    expectStatus(await call(t.app, { method: 'POST', url: '/api/auth/logout', cookie }), 200);
    expectStatus(await call(t.app, { method: 'GET', url: '/api/auth/user', cookie }), 401);
    expectStatus(await call(t.app, { method: 'GET', url: '/api/user', cookie }), 401);
  });

  it('signs out every other session on request', async () => {
    const { email, cookie: here } = await signUpUser(t.app);
    const elsewhere = sessionCookieOf(await signIn(email));
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/auth/logout-others',
      cookie: here,
    });
    expectStatus(response, 200);
    expect(response.json()).toEqual({ endedSessions: 1 });
    expectStatus(
      await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: elsewhere }),
      401,
    );
    expectStatus(await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: here }), 200);
  });

  it('slides the 30-day expiry and lets an unused session lapse', async () => {
    const start = t.deps.now();
    const { cookie } = await signUpUser(t.app);
    try {
      t.setNow(new Date(start.getTime() + 20 * 86_400_000));
      const renewed = await call(t.app, { method: 'GET', url: '/api/auth/user', cookie });
      expectStatus(renewed, 200);
      expect(renewed.cookies.find((c) => c.name === 'rally_session')).toBeDefined();
      t.setNow(new Date(start.getTime() + 45 * 86_400_000)); // 25 days after the renewal
      expectStatus(await call(t.app, { method: 'GET', url: '/api/auth/user', cookie }), 200);
      t.setNow(new Date(start.getTime() + 80 * 86_400_000));
      expectStatus(await call(t.app, { method: 'GET', url: '/api/auth/user', cookie }), 401);
    } finally {
      t.setNow(start);
    }
  });

  it('answers 429 to the sixth wrong password in a minute', async () => {
    const { email } = await signUpUser(t.app);
    for (let attempt = 1; attempt <= 4; attempt++) expectStatus(await signIn(email, 'wrong'), 401);
    const sixth = await signIn(email, 'wrong');
    expectStatus(sixth, 429);
    expect(sixth.json().message).toMatch(/Too many sign-in attempts/);
  });

  it('refuses a cross-origin or origin-less state change with 403', async () => {
    const { cookie } = await signUpUser(t.app);
    const foreign = await call(t.app, {
      method: 'POST',
      url: '/api/auth/logout',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expectStatus(foreign, 403);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/simple-demo-login',
      headers: { cookie },
    });
    expectStatus(none, 403);
    const byReferer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, host: 'localhost:80', referer: 'http://localhost:80/logout' },
    });
    expectStatus(byReferer, 200);
  });

  it("refuses another site's page even for a GET (Sec-Fetch-Site), but not the user's own address bar", async () => {
    const { cookie } = await signUpUser(t.app);
    const fromElsewhere = await call(t.app, {
      method: 'GET',
      url: '/api/auth/user',
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectStatus(fromElsewhere, 403);
    for (const site of ['same-origin', 'none']) {
      const ok = await call(t.app, {
        method: 'GET',
        url: '/api/auth/user',
        cookie,
        headers: { 'sec-fetch-site': site },
      });
      expectStatus(ok, 200);
    }
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signin',
      payload: 'email=a@b.c&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectStatus(response, 415);
    const text = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signin',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expectStatus(text, 415);
  });

  it('explains a malformed body with 400 and writes nothing', async () => {
    const before = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'not-an-email', password: 'short' },
    });
    expectStatus(response, 400);
    expect(response.json().message).toMatch(/email/i);
    const after = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('gives each demo visitor a private account with a goal, a mood check-in and a speech', async () => {
    const first = await call(t.app, { method: 'POST', url: '/api/simple-demo-login' });
    const second = await call(t.app, { method: 'POST', url: '/api/simple-demo-login' });
    expectStatus(first, 200);
    const profileA = await call(t.app, {
      method: 'GET',
      url: '/api/user',
      cookie: sessionCookieOf(first),
    });
    const profileB = await call(t.app, {
      method: 'GET',
      url: '/api/user',
      cookie: sessionCookieOf(second),
    });
    const a = profileA.json();
    const b = profileB.json();
    expect(a.id).not.toBe(b.id);
    expect(a).toMatchObject({ firstName: 'Demo', isDemo: true });
    expect(a.goals).toHaveLength(1);
    expect(a.recentSpeeches).toHaveLength(1);
    expect(a.recentSpeeches[0].userId).toBe(a.id);
    // Summaries: the text comes from the speech list.
    expect(a.recentSpeeches[0]).toMatchObject({ tone: 'encouraging', context: expect.any(String) });
    expect(a.recentSpeeches[0]).not.toHaveProperty('content');
    expect(a.stats).toMatchObject({
      totalSpeeches: 1,
      currentStreak: 1,
      mostUsedTone: 'encouraging',
    });
    const moods = await t.deps.db
      .selectFrom('moodEntries')
      .selectAll()
      .where('userId', '=', a.id)
      .execute();
    expect(moods).toHaveLength(1);
  });

  it('removes demo accounts older than a day, with everything they made', async () => {
    const { deleteExpiredDemoAccounts } = await import('../src/services/demo.ts');
    const start = t.deps.now();
    const demo = await call(t.app, { method: 'POST', url: '/api/simple-demo-login' });
    const id = demo.json().id as string;
    const { user: regular } = await signUpUser(t.app);
    try {
      t.setNow(new Date(start.getTime() + 23 * 3_600_000));
      await deleteExpiredDemoAccounts(t.deps);
      expect(
        await t.deps.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst(),
      ).toBeDefined();
      t.setNow(new Date(start.getTime() + 25 * 3_600_000));
      expect(await deleteExpiredDemoAccounts(t.deps)).toBeGreaterThanOrEqual(1);
      expect(
        await t.deps.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst(),
      ).toBeUndefined();
      expect(
        await t.deps.db.selectFrom('speeches').select('id').where('userId', '=', id).execute(),
      ).toEqual([]);
      expect(
        await t.deps.db
          .selectFrom('users')
          .select('id')
          .where('id', '=', regular.id)
          .executeTakeFirst(),
      ).toBeDefined();
    } finally {
      t.setNow(start);
    }
  });

  it('shows each user only their own profile', async () => {
    const ada = await signUpUser(t.app, 'Ada');
    const bob = await signUpUser(t.app, 'Bob');
    const adaProfile = (
      await call(t.app, { method: 'GET', url: '/api/user', cookie: ada.cookie })
    ).json();
    const bobProfile = (
      await call(t.app, { method: 'GET', url: '/api/user', cookie: bob.cookie })
    ).json();
    expect(adaProfile.firstName).toBe('Ada');
    expect(bobProfile.firstName).toBe('Bob');
    expect(adaProfile.id).toBe(ada.user.id);
    expect(JSON.stringify(adaProfile)).not.toContain(bob.user.id);
  });

  it('answers the same through tRPC: auth.user is null when signed out and the user when signed in', async () => {
    expect(await trpcClient(t.app).auth.user.query()).toBeNull();
    const { cookie, user } = await signUpUser(t.app);
    const trpc = trpcClient(t.app, { cookie });
    expect((await trpc.auth.user.query())?.id).toBe(user.id);
    expect(await trpc.user.profile.query()).toMatchObject({
      id: user.id,
      goals: [],
      recentSpeeches: [],
    });
  });

  it('signs in through tRPC with the same rules', async () => {
    const { email } = await signUpUser(t.app);
    const ok = await call(t.app, {
      method: 'POST',
      url: '/trpc/auth.signIn',
      payload: { email, password: PASSWORD },
    });
    expectStatus(ok, 200);
    sessionCookieOf(ok);
    const bad = await call(t.app, {
      method: 'POST',
      url: '/trpc/auth.signIn',
      payload: { email, password: 'nope' },
    });
    expectStatus(bad, 401);
    expect(bad.json().error.message).toBe('Invalid email or password');
  });
});

describe('cookies over HTTPS', () => {
  it('uses the __Host- prefix and Secure when the public URL is https', async () => {
    const t = await buildTestApp('pglite', { PUBLIC_URL: 'https://rally.example' });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/simple-demo-login',
        headers: { origin: 'https://rally.example' },
      });
      expectStatus(response, 200);
      const cookie = response.cookies.find((c) => c.name === '__Host-rally_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
