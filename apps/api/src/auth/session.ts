import { sessionExpiry, sessionNeedsRenewal } from '@rally/domain';
import type {} from '@fastify/cookie';
import type { PublicUser } from '@rally/db';
import {
  deleteOtherPushSubscriptions,
  deleteOtherSessions,
  deleteSession,
  deleteSessionPushSubscriptions,
  extendSession,
  findLiveSession,
  insertSession,
} from '@rally/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { Env } from '../env.ts';
import { SESSION_TOKEN_HEADER, bearerTokenOf, isTokenClient } from './bearer.ts';
import { newSessionToken, sessionIdOf } from './tokens.ts';

export interface Auth {
  user: PublicUser;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an /api or /trpc request, resolved once before routing. */
    auth: Auth | null;
  }
}

const servedOverHttps = (env: Env) => env.PUBLIC_URL?.startsWith('https://') ?? false;

/** `__Host-` binds the cookie to this exact host over HTTPS; plain HTTP (local use) cannot carry it. */
export function sessionCookieName(env: Env): string {
  return servedOverHttps(env) ? '__Host-rally_session' : 'rally_session';
}

function setSessionCookie(reply: FastifyReply, env: Env, token: string, expire: Date): void {
  reply.setCookie(sessionCookieName(env), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverHttps(env),
    expires: expire,
  });
}

function clearSessionCookie(reply: FastifyReply, env: Env): void {
  reply.clearCookie(sessionCookieName(env), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverHttps(env),
  });
}

/**
 * Starts a new session (a new token at every sign-in) and hands the token to the browser in the
 * cookie, or to the native app in a header.
 */
export async function startSession(
  deps: AppDeps,
  reply: FastifyReply,
  userId: string,
): Promise<string> {
  const token = newSessionToken();
  const now = deps.now();
  const expire = sessionExpiry(now);
  await insertSession(deps.db, {
    sid: sessionIdOf(token),
    userId,
    sess: { userId, createdAt: now.toISOString() },
    expire,
  });
  if (isTokenClient(reply.request)) reply.header(SESSION_TOKEN_HEADER, token);
  else setSessionCookie(reply, deps.env, token, expire);
  return token;
}

/**
 * Finds the session named by the request's cookie, or by its bearer token for the native app (never
 * both), renewing it when it is past half its life.
 */
export async function resolveAuth(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Auth | null> {
  const byCookie = !isTokenClient(req);
  const token = byCookie ? req.cookies[sessionCookieName(deps.env)] : bearerTokenOf(req);
  if (!token) return null;
  const now = deps.now();
  const session = await findLiveSession(deps.db, sessionIdOf(token), now);
  if (!session) {
    if (byCookie) clearSessionCookie(reply, deps.env);
    return null;
  }
  if (sessionNeedsRenewal(session.expire, now)) {
    const expire = sessionExpiry(now);
    await extendSession(deps.db, session.sid, expire);
    if (byCookie) setSessionCookie(reply, deps.env, token, expire);
  }
  return { user: session.user, sessionId: session.sid };
}

/** Ends the session and silences its device: push subscriptions made under it are deleted. */
export async function endSession(deps: AppDeps, auth: Auth | null, reply: FastifyReply) {
  if (auth) {
    await deleteSessionPushSubscriptions(deps.db, auth.sessionId);
    await deleteSession(deps.db, auth.sessionId);
  }
  clearSessionCookie(reply, deps.env);
}

/** Ends every other session of the user; only this device keeps its push subscriptions. */
export async function endOtherSessions(deps: AppDeps, auth: Auth): Promise<number> {
  await deleteOtherPushSubscriptions(deps.db, auth.user.id, auth.sessionId);
  return deleteOtherSessions(deps.db, auth.user.id, auth.sessionId);
}
