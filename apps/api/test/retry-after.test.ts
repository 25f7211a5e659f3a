import { insertSpeech } from '@rally/db';
import { DEFAULT_RETRY_AFTER_SECONDS } from '@rally/domain';
import type { DISCOUNT_CODE_LIMITS, SIGN_IN_LIMITS, demoAccountLimits } from '@rally/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WriterError } from '../src/providers/writer/types.ts';
import {
  buildTestApp,
  call,
  countUsers,
  expectRetryAfter,
  expectStatus,
  freshAddress,
  signUpUser,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';

// Issue 19, point 7: every 429 of the API, on REST and on tRPC, carries Retry-After and says when
// to try again. The walk reaches each count of each throttle for real. It runs on PGlite only: the
// counts live in the rate-limit store, not the database (limits.test.ts runs the limits on both).

const PASSWORD = 'correct horse battery';
const DEMO_ACCOUNTS_PER_HOUR = 25;

/** Each count of each throttle, by name: a new count must be walked here too. */
type Counter =
  | `signIn.${keyof typeof SIGN_IN_LIMITS}`
  | `discountCode.${keyof typeof DISCOUNT_CODE_LIMITS}`
  | 'newRecording.perUser'
  | `newDemoAccount.${keyof ReturnType<typeof demoAccountLimits>}`;

/** The same attempt on both faces, once the count is used up. */
interface Refusals {
  rest: () => Promise<LightMyRequestResponse>;
  trpc: () => Promise<LightMyRequestResponse>;
  /** The window, in seconds: Retry-After is never longer. */
  windowSeconds: number;
  /** What the message says. */
  message: RegExp;
}

function expectRefusal(response: LightMyRequestResponse, refusals: Refusals, face: string) {
  expect(response.statusCode, `${face}: ${response.body}`).toBe(429);
  expectRetryAfter(response, refusals.windowSeconds);
  const body = response.json() as { message?: string; error?: { message: string } };
  expect(body.message ?? body.error?.message, face).toMatch(refusals.message);
}

describe('Retry-After on every throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      DEMO_ACCOUNTS_PER_HOUR: String(DEMO_ACCOUNTS_PER_HOUR),
      BETA_DISCOUNT_CODE: 'RALLY-BETA-TESTING-2026',
    });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, remoteAddress: string, payload: object, cookie?: string) =>
    call(t.app, { method: 'POST', url, remoteAddress, payload, cookie });
  const signIn = (remoteAddress: string, email: string, password = 'a wrong password') =>
    post('/api/auth/signin', remoteAddress, { email, password });
  const trpcSignIn = (remoteAddress: string, email: string) =>
    post('/trpc/auth.signIn', remoteAddress, { email, password: 'a wrong password' });

  async function signUp() {
    const { cookie, user } = await signUpUser(t.app, 'Ada', freshAddress());
    return { cookie, id: user.id };
  }
  const tryCode = (cookie: string, remoteAddress: string, code = 'RALLY-GUESS') =>
    post('/api/create-subscription', remoteAddress, { discountCode: code }, cookie);
  const trpcTryCode = (cookie: string, remoteAddress: string) =>
    post('/trpc/subscription.create', remoteAddress, { discountCode: 'RALLY-GUESS' }, cookie);
  const demo = (remoteAddress: string) => post('/api/simple-demo-login', remoteAddress, {});
  const trpcDemo = (remoteAddress: string) => post('/trpc/auth.demoLogin', remoteAddress, {});

  const signInRefusal =
    /^Too many sign-in attempts\. Please wait \d+ (seconds?|minutes?) and try again\.$/;
  const discountRefusal =
    /^Too many discount codes tried\. Please wait \d+ minutes? and try again\.$/;

  const walks: Record<Counter, () => Promise<Refusals>> = {
    'signIn.perAddress': async () => {
      const address = freshAddress();
      for (let index = 0; index < 30; index += 1)
        expectStatus(await signIn(address, uniqueEmail()), 401);
      return {
        rest: () => signIn(address, uniqueEmail()),
        trpc: () => trpcSignIn(address, uniqueEmail()),
        windowSeconds: 60,
        message: signInRefusal,
      };
    },
    'signIn.perEmailAndAddress': async () => {
      const address = freshAddress();
      const email = uniqueEmail();
      for (let index = 0; index < 5; index += 1) expectStatus(await signIn(address, email), 401);
      return {
        rest: () => signIn(address, email),
        // Signing up counts in the same throttle.
        trpc: () =>
          post('/trpc/auth.signUp', address, {
            email,
            password: PASSWORD,
            firstName: 'Ada',
            lastName: 'Lovelace',
          }),
        windowSeconds: 60,
        message: signInRefusal,
      };
    },
    'signIn.perEmailAndAddressHourly': async () => {
      const address = freshAddress();
      const email = uniqueEmail();
      // The store's clock moves a minute on between bursts, so that only the hourly count is left.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      for (let minute = 0; minute < 4; minute += 1) {
        for (let index = 0; index < 5; index += 1) expectStatus(await signIn(address, email), 401);
        vi.setSystemTime(Date.now() + 61_000);
      }
      return {
        rest: () => signIn(address, email, PASSWORD),
        trpc: () => trpcSignIn(address, email),
        windowSeconds: 3600,
        message: /^Too many sign-in attempts\. Please wait \d+ minutes and try again\.$/,
      };
    },
    'signIn.perEmail': async () => {
      const email = uniqueEmail();
      for (let attempts = 0; attempts < 100;) {
        const address = freshAddress();
        for (let index = 0; index < 5; index += 1, attempts += 1) {
          expectStatus(await signIn(address, email), 401);
        }
      }
      return {
        rest: () => signIn(freshAddress(), email),
        trpc: () => trpcSignIn(freshAddress(), email),
        windowSeconds: 3600,
        message: signInRefusal,
      };
    },
    'discountCode.perUser': async () => {
      const { cookie } = await signUp();
      const address = freshAddress();
      for (let index = 0; index < 10; index += 1) expectStatus(await tryCode(cookie, address), 200);
      return {
        rest: () => tryCode(cookie, freshAddress()),
        trpc: () => trpcTryCode(cookie, freshAddress()),
        windowSeconds: 900,
        message: discountRefusal,
      };
    },
    'discountCode.perAddress': async () => {
      const address = freshAddress();
      for (let user = 0; user < 2; user += 1) {
        const { cookie } = await signUp();
        for (let index = 0; index < 10; index += 1)
          expectStatus(await tryCode(cookie, address), 200);
      }
      const { cookie } = await signUp();
      return {
        rest: () => tryCode(cookie, address),
        trpc: () => trpcTryCode(cookie, address),
        windowSeconds: 900,
        message: discountRefusal,
      };
    },
    'discountCode.overall': async () => {
      // Fresh users from fresh addresses until the ceiling for everyone is reached.
      for (;;) {
        const { cookie } = await signUp();
        const address = freshAddress();
        for (let index = 0; index < 10; index += 1) {
          const response = await tryCode(cookie, address);
          if (response.statusCode === 429) {
            const other = await signUp();
            return {
              rest: () => tryCode(other.cookie, freshAddress()),
              trpc: () => trpcTryCode(other.cookie, freshAddress()),
              windowSeconds: 3600,
              message:
                /^Too many discount codes are being tried right now\. Please wait \d+ minutes? and try again\.$/,
            };
          }
          expectStatus(response, 200);
        }
      }
    },
    'newRecording.perUser': async () => {
      // The built-in voice records once; the other 29 recordings reuse its bytes.
      const { primary } = t.deps.providers.voices;
      let recorded: Promise<Uint8Array> | undefined;
      t.deps.providers.voices = {
        primary: {
          name: primary.name,
          maxChunkChars: primary.maxChunkChars,
          listVoices: () => primary.listVoices(),
          synthesize: (text, options) => (recorded ??= primary.synthesize(text, options)),
        },
        alternate: null,
      };
      const { cookie, id } = await signUp();
      const voices = ['nova', 'shimmer', 'alloy', 'echo', 'onyx'];
      const speech = () =>
        insertSpeech(t.deps.db, {
          userId: id,
          context: 'A short run',
          tone: 'energetic',
          voiceStyle: 'warm',
          content: 'Go.',
        });
      for (let index = 0; index < 6; index += 1) {
        const { id: speechId } = await speech();
        for (const voice of voices) {
          const response = await post(
            `/api/speeches/${speechId}/audio`,
            freshAddress(),
            { voice },
            cookie,
          );
          expectStatus(response, 200);
        }
      }
      const { id: unrecorded } = await speech();
      return {
        rest: () =>
          post(`/api/speeches/${unrecorded}/audio`, freshAddress(), { voice: 'nova' }, cookie),
        trpc: () =>
          post(
            '/trpc/audio.prepare',
            freshAddress(),
            { speechId: unrecorded, voice: 'nova' },
            cookie,
          ),
        windowSeconds: 3600,
        message: /^Too many new recordings started\. Please wait \d+ minutes? and try again\.$/,
      };
    },
    'newDemoAccount.perAddress': async () => {
      const address = freshAddress();
      for (let index = 0; index < 10; index += 1) expectStatus(await demo(address), 200);
      return {
        rest: () => demo(address),
        trpc: () => trpcDemo(address),
        windowSeconds: 3600,
        message: /^Too many demo accounts were started from your network\. .*sign up for free/,
      };
    },
    'newDemoAccount.overall': async () => {
      for (;;) {
        const response = await demo(freshAddress());
        if (response.statusCode === 429) break;
        expectStatus(response, 200);
      }
      return {
        rest: () => demo(freshAddress()),
        trpc: () => trpcDemo(freshAddress()),
        windowSeconds: 3600,
        message: /^Too many demo accounts are in use right now\. .*sign up for free/,
      };
    },
  };

  it.each(Object.entries(walks))(
    '%s answers 429 with Retry-After on REST and tRPC',
    async (_, walk) => {
      const refusals = await walk();
      expectRefusal(await refusals.rest(), refusals, 'REST');
      expectRefusal(await refusals.trpc(), refusals, 'tRPC');
    },
  );
});

describe("a provider's 429", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      'pglite',
      {},
      {
        writer: {
          name: 'local',
          // eslint-disable-next-line require-yield -- a writer whose service refuses at once
          async *write() {
            throw new WriterError('rate_limited');
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('carries a Retry-After of its own on REST and tRPC, though the provider named none', async () => {
    const { cookie } = await signUpUser(t.app, 'Ada', freshAddress());
    const input = {
      context: 'A presentation to the board on Monday morning.',
      tone: 'confident',
      voiceStyle: 'professional',
      duration: 'short',
    };
    for (const url of ['/api/speeches/generate', '/trpc/speech.generate']) {
      const response = await call(t.app, { method: 'POST', url, payload: input, cookie });
      expect(response.statusCode, response.body).toBe(429);
      expect(response.headers['retry-after']).toBe(
        String(DEFAULT_RETRY_AFTER_SECONDS.tooManyRequests),
      );
    }
  });
});

describe('the rate-limit store out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every count fails at once.
    t = await buildTestApp('pglite', { REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After, never 500, and lets nothing through uncounted', async () => {
    const before = await countUsers(t);
    const attempts = [
      await post('/api/auth/signin', { email: uniqueEmail(), password: PASSWORD }),
      await post('/trpc/auth.signIn', { email: uniqueEmail(), password: PASSWORD }),
      await post('/api/simple-demo-login', {}),
      await post('/trpc/auth.demoLogin', {}),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      const body = response.json() as { message?: string; error?: { message: string } };
      expect(body.message ?? body.error?.message).toMatch(/briefly unavailable\. Please try again/);
    }
    expect(await countUsers(t)).toBe(before);
  });

  function post(url: string, payload: object) {
    return call(t.app, { method: 'POST', url, payload });
  }
});
