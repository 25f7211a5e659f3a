import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth/session.ts';
import type { Throttles } from './throttles.ts';
import type { AppDeps } from './deps.ts';

export interface RequestContext {
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
  auth: Auth | null;
  throttles: Throttles;
}

export function createContextFactory(deps: AppDeps, throttles: Throttles) {
  return ({ req, res }: CreateFastifyContextOptions): RequestContext => ({
    deps,
    req,
    reply: res,
    auth: req.auth,
    throttles,
  });
}
