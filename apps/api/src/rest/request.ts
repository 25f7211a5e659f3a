import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/session.ts';
import type { Throttles } from '../throttles.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../services/errors.ts';

export interface RestOptions {
  deps: AppDeps;
  throttles: Throttles;
}

/** The refusal of a request without a session, the same on both faces. */
export const SIGN_IN_MESSAGE = 'Please sign in.';

/** The signed-in user of a raw REST request (a stream or audio bytes), or a 401. */
export function requireAuth(req: FastifyRequest): Auth {
  if (!req.auth) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  return req.auth;
}

/** Aborts when the client goes away before the answer is sent, so a writer or a voice stops early. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
