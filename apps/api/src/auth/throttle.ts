import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../services/errors.ts';

const WINDOW_MS = 60_000;
/** Attempts per email a minute: the sixth wrong password in a minute is refused. */
const MAX_PER_EMAIL = 5;
/** Attempts per address a minute, across emails (a shared office network still fits). */
const MAX_PER_IP = 30;

/** Discount codes a user may try in the window: enough for typos, too few to guess a code. */
const MAX_DISCOUNT_CODES_PER_USER = 10;
const DISCOUNT_WINDOW_MS = 15 * 60_000;

/**
 * New recordings a user may start in the window. Each costs the voice provider's fee; stored ones
 * are free and not counted. Trying every voice on six speeches in an hour still fits.
 */
const MAX_NEW_RECORDINGS_PER_USER = 30;
const RECORDING_WINDOW_MS = 60 * 60_000;

/** Each throws a 429 with a readable message once its count is used up, and counts otherwise. */
export interface Throttles {
  signIn: (req: FastifyRequest, email: string) => Promise<void>;
  discountCode: (req: FastifyRequest, userId: string) => Promise<void>;
  newRecording: (req: FastifyRequest, userId: string) => Promise<void>;
}

/**
 * Counts attempts with @fastify/rate-limit's store (memory, or Redis when configured), for the REST
 * and tRPC faces alike.
 */
export function createThrottles(app: FastifyInstance): Throttles {
  return {
    signIn: createSignInThrottle(app),
    discountCode: createPerUserThrottle(app, {
      name: 'discount-user',
      max: MAX_DISCOUNT_CODES_PER_USER,
      windowMs: DISCOUNT_WINDOW_MS,
      message: (minutes) =>
        `Too many discount codes tried. Please wait ${minutes} minutes and try again.`,
    }),
    newRecording: createPerUserThrottle(app, {
      name: 'recording-user',
      max: MAX_NEW_RECORDINGS_PER_USER,
      windowMs: RECORDING_WINDOW_MS,
      message: (minutes) =>
        `Too many new recordings started. Please wait ${minutes} minutes and try again.`,
    }),
  };
}

type RateLimit = ReturnType<FastifyInstance['createRateLimit']>;

async function refuseWhenExceeded(
  limit: RateLimit,
  req: FastifyRequest,
  message: (seconds: number) => string,
) {
  const verdict = await limit(req);
  // `isAllowed` means "on the allow list"; the count lives on the other branch.
  if (!verdict.isAllowed && verdict.isExceeded) {
    throw new AppError('TOO_MANY_REQUESTS', message(verdict.ttlInSeconds));
  }
}

/** Sign-in and sign-up attempts, per IP and per email. */
function createSignInThrottle(app: FastifyInstance): Throttles['signIn'] {
  const emailOf = new WeakMap<FastifyRequest, string>();
  const byIp = app.createRateLimit({
    max: MAX_PER_IP,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) => `login-ip:${req.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: MAX_PER_EMAIL,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) => `login-email:${emailOf.get(req) ?? ''}`,
  });

  return async (req, email) => {
    emailOf.set(req, email.trim().toLowerCase());
    for (const limit of [byIp, byEmail]) {
      await refuseWhenExceeded(
        limit,
        req,
        (seconds) => `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`,
      );
    }
  };
}

/**
 * A count per user: discount codes tried (the beta code grants free access, so it must not be
 * guessable) and new recordings started (each one costs money).
 */
function createPerUserThrottle(
  app: FastifyInstance,
  throttle: { name: string; max: number; windowMs: number; message: (minutes: number) => string },
): (req: FastifyRequest, userId: string) => Promise<void> {
  const userOf = new WeakMap<FastifyRequest, string>();
  const byUser = app.createRateLimit({
    max: throttle.max,
    timeWindow: throttle.windowMs,
    keyGenerator: (req) => `${throttle.name}:${userOf.get(req) ?? ''}`,
  });
  return async (req, userId) => {
    userOf.set(req, userId);
    await refuseWhenExceeded(byUser, req, (seconds) => throttle.message(Math.ceil(seconds / 60)));
  };
}
