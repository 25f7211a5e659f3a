import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import {
  DISCOUNT_CODE_LIMITS,
  NEW_RECORDING_LIMIT,
  SIGN_IN_LIMITS,
  demoAccountLimits,
  type AttemptLimit,
} from '@rally/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from './env.ts';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE } from './services/errors.ts';

/** Each throws a 429 (with Retry-After) once one of its counts is used up, and counts otherwise. */
export interface Throttles {
  signIn: (req: FastifyRequest, email: string) => Promise<void>;
  discountCode: (req: FastifyRequest, userId: string) => Promise<void>;
  newRecording: (req: FastifyRequest, userId: string) => Promise<void>;
  newDemoAccount: (req: FastifyRequest) => Promise<void>;
}

/**
 * The store every throttle counts in: Redis when configured, so that every server behind the load
 * balancer counts the same attempts; else this server's memory.
 */
export async function registerRateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
  nameSpace: string,
): Promise<void> {
  if (!redisUrl) {
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  // Fail fast instead of queueing: a sign-in should not hang while Redis is away (it answers 503).
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  // ioredis reports every failed reconnection; one line per outage is enough.
  let reachable = true;
  redis.on('error', (error) => {
    if (reachable) app.log.error({ err: error }, 'Redis (rate-limit counters) unreachable');
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) app.log.info('Redis (rate-limit counters) reachable again');
    reachable = true;
  });
  app.addHook('onClose', async () => {
    // QUIT would wait in the offline queue while Redis is away.
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  await app.register(fastifyRateLimit, { global: false, redis, nameSpace });
}

/**
 * Counts attempts in @fastify/rate-limit's store, for the REST and tRPC faces alike. Addresses are
 * the client's as Fastify derives it (TRUST_PROXY), IPv6 ones per /64 as the library does.
 */
export function createThrottles(app: FastifyInstance, env: Env): Throttles {
  const addressOf = (req: FastifyRequest) => normalizeIP(req.ip);

  const signInPerEmailAndAddress = counter(app, 'login-pair', SIGN_IN_LIMITS.perEmailAndAddress);
  const signInPerEmailAndAddressHourly = counter(
    app,
    'login-pair-hour',
    SIGN_IN_LIMITS.perEmailAndAddressHourly,
  );
  const signInPerAddress = counter(app, 'login-ip', SIGN_IN_LIMITS.perAddress);
  const signInPerEmail = counter(app, 'login-email', SIGN_IN_LIMITS.perEmail);

  const discountPerUser = counter(app, 'discount-user', DISCOUNT_CODE_LIMITS.perUser);
  const discountPerAddress = counter(app, 'discount-ip', DISCOUNT_CODE_LIMITS.perAddress);
  const discountOverall = counter(app, 'discount-all', DISCOUNT_CODE_LIMITS.overall);

  const recordingPerUser = counter(app, 'recording-user', NEW_RECORDING_LIMIT);

  const demoLimits = demoAccountLimits({
    perAddressPerHour: env.DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR,
    perHour: env.DEMO_ACCOUNTS_PER_HOUR,
  });
  const demoPerAddress = counter(app, 'demo-ip', demoLimits.perAddress);
  const demoOverall = counter(app, 'demo-all', demoLimits.overall);

  // In each, a count is only taken once the narrower ones passed: an address refused for its own
  // attempts uses up nothing of the email's or everyone's ceiling.
  return {
    async signIn(req, email) {
      const address = addressOf(req);
      const account = email.trim().toLowerCase();
      await signInPerAddress(req, address);
      await signInPerEmailAndAddress(req, `${address}|${account}`);
      await signInPerEmailAndAddressHourly(req, `${address}|${account}`);
      await signInPerEmail(req, account);
    },
    async discountCode(req, userId) {
      await discountPerUser(req, userId);
      await discountPerAddress(req, addressOf(req));
      await discountOverall(req, 'all');
    },
    async newRecording(req, userId) {
      await recordingPerUser(req, userId);
    },
    async newDemoAccount(req) {
      await demoPerAddress(req, addressOf(req));
      await demoOverall(req, 'all');
    },
  };
}

/** The request as the rate limiter sees it, with the key of this one count. */
type KeyedRequest = FastifyRequest & { throttleKey: string };

/**
 * One count (also the shared talks' page, rest/shared-talks.ts): `(req, key)` adds an attempt under `key` and throws a 429 once `limit.max` is passed
 * in the window. A store out of reach answers 503, never letting attempts through uncounted.
 */
export function counter(
  app: FastifyInstance,
  name: string,
  limit: AttemptLimit,
): (req: FastifyRequest, key: string) => Promise<void> {
  const count = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (req) => `${name}:${(req as KeyedRequest).throttleKey}`,
  });
  return async (req, key) => {
    // A view of the request carrying this count's key: calls of one tRPC batch share `req`.
    const keyed: KeyedRequest = Object.create(req, { throttleKey: { value: key } });
    let verdict: Awaited<ReturnType<typeof count>>;
    try {
      verdict = await count(keyed);
    } catch (error) {
      req.log.error({ err: error, throttle: name }, 'the rate-limit store failed');
      throw new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, undefined, {
        cause: error,
      });
    }
    // `isAllowed` means "on the allow list"; the count lives on the other branch.
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw new AppError('TOO_MANY_REQUESTS', limit.message(verdict.ttlInSeconds), undefined, {
        retryAfterSeconds: verdict.ttlInSeconds,
      });
    }
  };
}
