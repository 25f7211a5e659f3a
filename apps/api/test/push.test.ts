import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { Agent } from 'node:https';
import { defaultDailyRally, PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_PER_USER } from '@rally/domain';
import { testDatabases } from '@rally/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import fastify from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPushSender, sendsWhereItReads } from '../src/providers/push/web-push.ts';
import { runDailyRally } from '../src/services/daily-rally.ts';
import { dueDailyRallies } from '../src/services/daily-rally-tick.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import { startPushServiceMock, type PushServiceMock } from './mocks/push-service-mock.ts';
import { refusalStatus, trpcClient } from './trpc-client.ts';

const log: FastifyBaseLogger = fastify({ logger: false }).log;
const SETTINGS = { ...defaultDailyRally('Europe/Paris'), enabled: true };
/** Monday 07:20 in Paris: ten minutes ahead of the slot. */
const BEFORE_SLOT = new Date('2026-03-02T06:20:00Z');

/** A browser's side of a subscription: its P-256 key pair and 16-byte secret (RFC 8291). */
interface Device {
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

function newDevice(origin: string): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    subscription: {
      endpoint: `${origin}/push/${randomUUID()}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts an aes128gcm message (RFC 8188) with the device's keys, as RFC 8291 derives them. */
function decrypt(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const ecdhSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = hkdf(device.authSecret, ecdhSecret, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `vapid t=<JWT>, k=<key>` and the JWT's ES256 signature; returns its claims. */
function vapidClaims(authorization: string, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match, authorization).not.toBeNull();
  const [, jwt = '', key = ''] = match ?? [];
  expect(key).toBe(publicKey);
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
    typ: 'JWT',
    alg: 'ES256',
  });
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

describe('sendsWhereItReads', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://fcm.googleapis.com:443/fcm/send/abc', true],
    ['https://127.0.0.1:4443/push/1', true],
    ['https://127.0.0.1;.notify.windows.com/x', false],
    ['https://127.0.0.1{.notify.windows.com/x', false],
    ['https://fcm.googleapis.com\\@127.0.0.1/x', true],
    ['not a url', false],
  ])('%s: %s', (endpoint, same) => {
    expect(sendsWhereItReads(endpoint)).toBe(same);
  });
});

describe.each(testDatabases())('Web Push on %s', (kind) => {
  let t: TestApp;
  let mock: PushServiceMock;
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push-test@example.com' };

  beforeAll(async () => {
    mock = await startPushServiceMock();
    t = await buildTestApp(
      kind,
      {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: vapid.subject,
        PUSH_ALLOWED_ORIGINS: mock.origin,
      },
      { push: createWebPushSender(vapid, new Agent({ ca: mock.ca })) },
    );
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });

  const subscriptionsOf = (userId: string) =>
    t.deps.db
      .selectFrom('pushSubscriptions')
      .select(['endpoint', 'userId'])
      .where('userId', '=', userId)
      .execute();

  async function subscribe(cookie: string, device: Device, status = 201) {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie,
      payload: { ...device.subscription, expirationTime: null },
    });
    expectStatus(response, status);
    return response;
  }

  /** Turns the user's daily rally on and runs today's job, as the queue would. */
  async function runTodaysRally(cookie: string, userId: string) {
    // Saved a day before the slot: the tick looks at it from then on.
    t.setNow(new Date(BEFORE_SLOT.getTime() - 86_400_000));
    expectStatus(
      await call(t.app, { method: 'PUT', url: '/api/daily-rally', cookie, payload: SETTINGS }),
      200,
    );
    t.setNow(BEFORE_SLOT);
    const [job] = (await dueDailyRallies(t.deps)).filter((due) => due.userId === userId);
    if (!job) throw new Error('nothing due');
    return runDailyRally(t.deps, job, log);
  }

  it('says push is on and which key to subscribe with, on both faces', async () => {
    const { cookie } = await signUpUser(t.app);
    const response = await call(t.app, { method: 'GET', url: '/api/push', cookie });
    expectStatus(response, 200);
    expect(response.json()).toEqual({ enabled: true, publicKey: vapid.publicKey });
    expect(await trpcClient(t.app, { cookie }).push.status.query()).toEqual({
      enabled: true,
      publicKey: vapid.publicKey,
    });
  });

  it('pushes the daily talk, signed with VAPID and encrypted for the device only', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const device = newDevice(mock.origin);
    await subscribe(cookie, device);
    const sent = mock.requests.length;

    expect(await runTodaysRally(cookie, user.id)).toBe('ready');

    const path = new URL(device.subscription.endpoint).pathname;
    const pushes = mock.requests.slice(sent).filter((r) => r.path === path);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    if (!push) throw new Error('no push');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(String(push.headers.authorization), vapid.publicKey);
    expect(claims).toMatchObject({ aud: mock.origin, sub: vapid.subject });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const payload = JSON.parse(decrypt(push.body, device)) as Record<string, string>;
    const { url } = (await call(t.app, { method: 'GET', url: '/api/notifications', cookie })).json<
      Array<{ url: string }>
    >()[0] ?? { url: '' };
    expect(url).toMatch(/^\/\?speech=\d+&voice=alloy$/);
    expect(payload).toMatchObject({ title: 'Your daily rally is ready', url });
    expect(payload.audioUrl).toMatch(/^\/api\/speeches\/\d+\/audio\/\d+\.mp3$/);

    // The same day again pushes nothing more.
    const [job] = (await dueDailyRallies(t.deps)).filter((due) => due.userId === user.id);
    expect(job).toBeUndefined();
  });

  it('forgets a subscription its push service says is gone, and shrugs off other failures', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const gone = newDevice(mock.origin);
    const failing = newDevice(mock.origin);
    await subscribe(cookie, gone);
    await subscribe(cookie, failing);
    mock.answer.set(new URL(gone.subscription.endpoint).pathname, 410);
    mock.answer.set(new URL(failing.subscription.endpoint).pathname, 500);

    expect(await runTodaysRally(cookie, user.id)).toBe('ready');

    expect((await subscriptionsOf(user.id)).map((s) => s.endpoint)).toEqual([
      failing.subscription.endpoint,
    ]);
  });

  it.each([
    [
      'a host no browser pushes from',
      'https://push.example.com/send/1',
      PUSH_MESSAGES.unknownService,
    ],
    [
      'a look-alike of a push service',
      'https://fcm.googleapis.com.example.com/x',
      PUSH_MESSAGES.unknownService,
    ],
    ['plain http', 'http://fcm.googleapis.com/fcm/send/1', 'https'],
    // Issue 37: WHATWG URL reads these under notify.windows.com, web-push's url.parse() as 127.0.0.1.
    ...[';', "'", '"', '`', '{', '}'].map((char) => [
      `a host that ends at '${char}' for the sending library`,
      `https://127.0.0.1${char}.notify.windows.com/x`,
      PUSH_MESSAGES.unknownService,
    ]),
  ])('refuses %s with a 400 that says why, and stores nothing', async (_name, endpoint, words) => {
    const { cookie, user } = await signUpUser(t.app);
    const device = newDevice(mock.origin);
    device.subscription.endpoint = endpoint;
    const response = await subscribe(cookie, device, 400);
    expect(response.json<{ message: string }>().message).toContain(words);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const device = newDevice(mock.origin);
    for (const keys of [
      { ...device.subscription.keys, p256dh: 'not a key' },
      { ...device.subscription.keys, auth: randomBytes(32).toString('base64url') },
      { ...device.subscription.keys, p256dh: randomBytes(1000).toString('base64url') },
    ]) {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/push/subscriptions',
        cookie,
        payload: { endpoint: device.subscription.endpoint, keys },
      });
      expectStatus(response, 400);
    }
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('moves an endpoint to the user who subscribes it last, and keeps a bounded number per user', async () => {
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    const device = newDevice(mock.origin);
    await subscribe(first.cookie, device);
    await trpcClient(t.app, { cookie: second.cookie }).push.subscribe.mutate(device.subscription);
    expect(await subscriptionsOf(first.user.id)).toEqual([]);
    expect(await subscriptionsOf(second.user.id)).toEqual([
      { endpoint: device.subscription.endpoint, userId: second.user.id },
    ]);

    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_USER + 2; i += 1) {
      t.setNow(new Date(Date.UTC(2026, 2, 1, 0, i)));
      await subscribe(second.cookie, newDevice(mock.origin));
    }
    expect(await subscriptionsOf(second.user.id)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
  });

  it('lets only the owner delete a subscription', async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const device = newDevice(mock.origin);
    await subscribe(owner.cookie, device);
    const payload = { endpoint: device.subscription.endpoint };

    const foreign = await call(t.app, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      cookie: other.cookie,
      payload,
    });
    expectStatus(foreign, 404);
    expect(
      await refusalStatus(
        trpcClient(t.app, { cookie: other.cookie }).push.unsubscribe.mutate(payload),
      ),
    ).toBe(404);
    expect(await subscriptionsOf(owner.user.id)).toHaveLength(1);

    const own = await call(t.app, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      cookie: owner.cookie,
      payload,
    });
    expectStatus(own, 200);
    expect(await subscriptionsOf(owner.user.id)).toEqual([]);
  });

  it('silences the device at sign-out', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await subscribe(cookie, newDevice(mock.origin));
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    expectStatus(await call(t.app, { method: 'POST', url: '/api/auth/logout', cookie }), 200);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('asks for a session', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: newDevice(mock.origin).subscription,
    });
    expectStatus(response, 401);
  });
});

describe.each(testDatabases())('Web Push without VAPID keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { PUSH_ALLOWED_ORIGINS: 'https://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says push is off, and refuses to subscribe with a message that says why', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const status = await call(t.app, { method: 'GET', url: '/api/push', cookie });
    expectStatus(status, 200);
    expect(status.json()).toEqual({ enabled: false, publicKey: null });
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie,
      payload: newDevice('https://127.0.0.1:9').subscription,
    });
    expectStatus(response, 409);
    expect(response.json<{ message: string }>().message).toBe(PUSH_MESSAGES.notSetUp);
    const rows = await t.deps.db
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
