import type { PublicUser } from '@rally/db';
import type { CreateSubscriptionInput, SignInInput, SignUpInput } from '@rally/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endSession, startSession, type Auth } from './auth/session.ts';
import type { Throttles } from './throttles.ts';
import type { AppDeps } from './deps.ts';
import { deleteAccount } from './services/account-data.ts';
import { signIn, signUp } from './services/accounts.ts';
import { createDemoAccount } from './services/demo.ts';
import { createSubscription, type CreateSubscriptionResult } from './services/subscription.ts';

/**
 * The flows that need the request itself (its address for the throttles, its reply for the session
 * cookie), composed once here so that REST and tRPC run the same steps in the same order.
 */
export interface RequestScope {
  deps: AppDeps;
  throttles: Throttles;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Throttle, create the account, start its session. */
export async function signUpWithSession(
  { deps, throttles, req, reply }: RequestScope,
  input: SignUpInput,
): Promise<PublicUser> {
  await throttles.signIn(req, input.email);
  const user = await signUp(deps, input);
  await startSession(deps, reply, user.id);
  return user;
}

/** Throttle, check the password, start a session. */
export async function signInWithSession(
  { deps, throttles, req, reply }: RequestScope,
  input: SignInInput,
): Promise<PublicUser> {
  await throttles.signIn(req, input.email);
  const user = await signIn(deps, input);
  await startSession(deps, reply, user.id);
  return user;
}

/**
 * The demo sign-in. A browser that holds a live demo session gets that account back; otherwise a
 * new demo account, within the per-address and overall limits, and a session for it.
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

/** Delete every row and file of the user, then end the session that asked. */
export async function closeAccount(
  { deps, req, reply }: RequestScope,
  auth: Auth,
): Promise<{ deleted: true }> {
  await deleteAccount(deps, auth.user.id, req.log);
  await endSession(deps, auth, reply);
  return { deleted: true };
}

/** A discount code is throttled per user and address before it is checked; a plan choice is not. */
export async function createSubscriptionFor(
  { deps, throttles, req }: RequestScope,
  user: PublicUser,
  input: CreateSubscriptionInput,
): Promise<CreateSubscriptionResult> {
  if ('discountCode' in input) await throttles.discountCode(req, user.id);
  return createSubscription(deps, user, input, req.log);
}
