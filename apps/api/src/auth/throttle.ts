import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../services/errors.ts';

const WINDOW_MS = 60_000;
/** Attempts per email a minute: the sixth wrong password in a minute is refused. */
const MAX_PER_EMAIL = 5;
/** Attempts per address a minute, across emails (a shared office network still fits). */
const MAX_PER_IP = 30;

export type LoginThrottle = (req: FastifyRequest, email: string) => Promise<void>;

/**
 * Counts sign-in and sign-up attempts per IP and per email with @fastify/rate-limit's store (memory,
 * or Redis when configured), for the REST and tRPC faces alike.
 */
export function createLoginThrottle(app: FastifyInstance): LoginThrottle {
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
      const verdict = await limit(req);
      // `isAllowed` means "on the allow list"; the count lives on the other branch.
      if (!verdict.isAllowed && verdict.isExceeded) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `Too many sign-in attempts. Please wait ${verdict.ttlInSeconds} seconds and try again.`,
        );
      }
    }
  };
}
