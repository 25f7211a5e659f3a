import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { testDatabases } from '@rally/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationWarnings, loadEnv } from '../src/env.ts';
import { verifyStripeEvent } from '../src/providers/billing/stripe-format.ts';
import { WebhookSignatureError } from '../src/providers/billing/types.ts';
import { buildTestApp, configurationProblems, expectStatus, type TestApp } from './helpers.ts';

// Issue 19, points 4, 6 and 15: settings that would open a hole refuse to start, naming why.

/** Production with everything else it needs, so that only the setting under test can be wrong. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://rally.example',
  LOCAL_BILLING_IN_PRODUCTION: 'true',
};

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.1, 10.0.0.2', ['10.0.0.1', '10.0.0.2']],
    ['fd00::/8,loopback', ['fd00::/8', 'loopback']],
    ['192.168.1.0/32', ['192.168.1.0/32']],
  ])('reads %j as %j', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses true, saying why', () => {
    expect(configurationProblems({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY: true would trust every X-Forwarded-For entry.*written by the client/,
      ),
    ]);
  });

  it.each(['yes', '10.0.0.0/33', 'fd00::/129', '10.0.0', '11', '10.0.0.1/8/2', '-1'])(
    'refuses %j',
    (value) => {
      expect(configurationProblems({ TRUST_PROXY: value })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: /),
      ]);
    },
  );
});

describe('production settings', () => {
  it('needs PUBLIC_URL', () => {
    expect(configurationProblems({ ...PRODUCTION, PUBLIC_URL: '' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: required in production/),
    ]);
    expect(configurationProblems(PRODUCTION)).toEqual([]);
    expect(configurationProblems({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses a BETA_DISCOUNT_CODE shorter than 12 characters', () => {
    expect(configurationProblems({ ...PRODUCTION, BETA_DISCOUNT_CODE: 'RALLY-1234' })).toEqual([
      expect.stringMatching(
        /^BETA_DISCOUNT_CODE: must be at least 12 characters in production \(it has 10\)/,
      ),
    ]);
    expect(configurationProblems({ ...PRODUCTION, BETA_DISCOUNT_CODE: 'RALLY-123456' })).toEqual(
      [],
    );
    // A short code is fine for trying things out.
    expect(configurationProblems({ BETA_DISCOUNT_CODE: 'RALLY-1234' })).toEqual([]);
  });
});

describe('demo account limits', () => {
  it('default to 10 per address and 500 in all an hour', () => {
    expect(loadEnv({})).toMatchObject({
      DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR: 10,
      DEMO_ACCOUNTS_PER_HOUR: 500,
    });
    expect(
      loadEnv({ DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR: '3', DEMO_ACCOUNTS_PER_HOUR: '40' }),
    ).toMatchObject({ DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR: 3, DEMO_ACCOUNTS_PER_HOUR: 40 });
  });

  it.each(['0', '-1', '2.5', 'many', '1000001'])('refuses %j', (value) => {
    expect(configurationProblems({ DEMO_ACCOUNTS_PER_HOUR: value })).toEqual([
      expect.stringMatching(/^DEMO_ACCOUNTS_PER_HOUR: /),
    ]);
  });
});

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads %j as %j', (value, expected) => {
    const env = loadEnv(value === undefined ? {} : { DATABASE_PREPARED_STATEMENTS: value });
    expect(env.DATABASE_PREPARED_STATEMENTS).toBe(expected);
  });

  it('refuses anything else, naming the setting', () => {
    expect(configurationProblems({ DATABASE_PREPARED_STATEMENTS: 'no' })).toEqual([
      expect.stringMatching(/^DATABASE_PREPARED_STATEMENTS: /),
    ]);
  });
});

describe('.env.example', () => {
  it('starts a development server as it is, and lists every new setting', () => {
    const example = parseEnv(
      readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8'),
    );
    expect(configurationProblems(example as Record<string, string>)).toEqual([]);
    expect(Object.keys(example)).toEqual(
      expect.arrayContaining([
        'TRUST_PROXY',
        'PUBLIC_URL',
        'DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR',
        'DEMO_ACCOUNTS_PER_HOUR',
        'DATABASE_PREPARED_STATEMENTS',
      ]),
    );
  });
});

describe('configuration warnings at start', () => {
  it('says once that audio stays on local files while the database is PostgreSQL', () => {
    const warnings = configurationWarnings(loadEnv({ DATABASE_URL: 'postgres://db/rally' }));
    expect(warnings).toEqual([expect.stringMatching(/S3_BUCKET/)]);
    expect(
      configurationWarnings(loadEnv({ DATABASE_URL: 'postgres://db/rally', S3_BUCKET: 'audio' })),
    ).toEqual([]);
    // One server on its own PGlite folder keeps its audio beside it.
    expect(configurationWarnings(loadEnv({}))).toEqual([]);
  });
});

const WEBHOOK_SECRET = 'whsec_test_future';
const nowSeconds = () => Math.floor(Date.now() / 1000);
const sign = (payload: string, timestamp: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });

describe('Stripe webhook signatures dated ahead', () => {
  const payload = JSON.stringify({ id: 'evt_future', object: 'event', type: 'customer.created' });

  it('are refused more than 5 minutes ahead, as the SDK refuses them 5 minutes old', () => {
    expect(() =>
      verifyStripeEvent(payload, sign(payload, nowSeconds() + 600), WEBHOOK_SECRET),
    ).toThrow(WebhookSignatureError);
    expect(() =>
      verifyStripeEvent(payload, sign(payload, nowSeconds() - 600), WEBHOOK_SECRET),
    ).toThrow(WebhookSignatureError);
    // A clock a little ahead of ours is normal.
    expect(
      verifyStripeEvent(payload, sign(payload, nowSeconds() + 60), WEBHOOK_SECRET),
    ).toMatchObject({ id: 'evt_future' });
  });

  it('reads the last t= of the header, as the SDK does', () => {
    const future = sign(payload, nowSeconds() + 600);
    expect(() => verifyStripeEvent(payload, `t=${nowSeconds()},${future}`, WEBHOOK_SECRET)).toThrow(
      WebhookSignatureError,
    );
  });
});

describe.each(testDatabases())('the webhook endpoint on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_not_called',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(() => t.close());

  const deliver = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  const recorded = (id: string) =>
    t.deps.db.selectFrom('billingEvents').select('id').where('id', '=', id).execute();

  it('refuses an event signed 10 minutes in the future and records nothing', async () => {
    const future = JSON.stringify({ id: 'evt_ahead', object: 'event', type: 'customer.created' });
    const refused = await deliver(future, sign(future, nowSeconds() + 600));
    expectStatus(refused, 400);
    expect(refused.json().message).toBe('Invalid webhook signature.');
    expect(await recorded('evt_ahead')).toEqual([]);

    const timely = JSON.stringify({ id: 'evt_timely', object: 'event', type: 'customer.created' });
    expectStatus(await deliver(timely, sign(timely, nowSeconds())), 200);
    expect(await recorded('evt_timely')).toHaveLength(1);
  });
});
