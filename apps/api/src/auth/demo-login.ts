import type { PublicUser } from '@rally/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { createDemoAccount } from '../services/demo.ts';
import { startSession, type Auth } from './session.ts';
import type { Throttles } from './throttle.ts';

/**
 * The demo sign-in of both faces. A browser that holds a live demo session gets that account back;
 * otherwise a new demo account, within the per-address and overall limits, and a session for it.
 */
export async function demoLogin(
  deps: AppDeps,
  throttles: Throttles,
  { req, reply, auth }: { req: FastifyRequest; reply: FastifyReply; auth: Auth | null },
): Promise<PublicUser> {
  if (auth?.user.isDemo) return auth.user;
  await throttles.newDemoAccount(req);
  const user = await createDemoAccount(deps);
  await startSession(deps, reply, user.id);
  return user;
}
