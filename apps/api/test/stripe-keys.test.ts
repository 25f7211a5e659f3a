import { describe, expect, it } from 'vitest';
import { configurationProblems } from './helpers.ts';

/** A made-up live-mode key, built so that no live-looking key is written in the repository. */
const liveKey = (prefix: 'pk' | 'sk' | 'rk'): string => [prefix, 'live', 'rally'].join('_');

// Issue 25, point 3: a live Stripe key never reaches a test run or a laptop.

const problemsOf = (source: Record<string, string>): string[] =>
  configurationProblems({ STRIPE_WEBHOOK_SECRET: 'whsec_rally', ...source });

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://rally.example' };

describe('Stripe keys', () => {
  it.each(['development', 'test'])('refuses live keys with NODE_ENV=%s, naming the key', (env) => {
    expect(
      problemsOf({
        NODE_ENV: env,
        STRIPE_SECRET_KEY: liveKey('sk'),
        STRIPE_PUBLISHABLE_KEY: liveKey('pk'),
      }),
    ).toEqual([
      `STRIPE_SECRET_KEY: is a live-mode key (sk_ then live) but NODE_ENV is ${env}: live keys charge real cards, so they are refused outside production; use the test key (sk_test_…)`,
      `STRIPE_PUBLISHABLE_KEY: is a live-mode key (pk_ then live) but NODE_ENV is ${env}: live keys charge real cards, so they are refused outside production; use the test key (pk_test_…)`,
    ]);
    expect(problemsOf({ NODE_ENV: env, STRIPE_SECRET_KEY: liveKey('rk') })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: is a live-mode key/),
    ]);
  });

  it('takes test keys anywhere and live keys in production', () => {
    const testKeys = {
      STRIPE_SECRET_KEY: 'sk_test_rally',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_rally',
    };
    expect(problemsOf({ NODE_ENV: 'development', ...testKeys })).toEqual([]);
    expect(problemsOf({ ...PRODUCTION, ...testKeys })).toEqual([]);
    expect(
      problemsOf({
        ...PRODUCTION,
        STRIPE_SECRET_KEY: liveKey('sk'),
        STRIPE_PUBLISHABLE_KEY: liveKey('pk'),
      }),
    ).toEqual([]);
  });

  it('refuses keys of two modes, a secret key as the publishable one, and production without it', () => {
    expect(
      problemsOf({
        ...PRODUCTION,
        STRIPE_SECRET_KEY: 'sk_test_rally',
        STRIPE_PUBLISHABLE_KEY: liveKey('pk'),
      }),
    ).toEqual([
      expect.stringMatching(
        /^STRIPE_PUBLISHABLE_KEY: is a live key but STRIPE_SECRET_KEY is a test key/,
      ),
    ]);
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'sk_test_rally', STRIPE_PUBLISHABLE_KEY: 'sk_test_rally' }),
    ).toEqual([expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY: must be a publishable key/)]);
    expect(problemsOf({ ...PRODUCTION, STRIPE_SECRET_KEY: liveKey('sk') })).toEqual([
      expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY: required in production/),
    ]);
  });

  it('points the SDK at another address only outside production', () => {
    const local = { STRIPE_SECRET_KEY: 'sk_test_rally', STRIPE_API_URL: 'http://127.0.0.1:4010' };
    expect(problemsOf(local)).toEqual([]);
    expect(problemsOf({ STRIPE_API_URL: 'not an address' })).toEqual([
      expect.stringMatching(/^STRIPE_API_URL: /),
    ]);
    expect(
      problemsOf({ ...PRODUCTION, ...local, STRIPE_PUBLISHABLE_KEY: 'pk_test_rally' }),
    ).toEqual([expect.stringMatching(/^STRIPE_API_URL: is for tests/)]);
  });
});
