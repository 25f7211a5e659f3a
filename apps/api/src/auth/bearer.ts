import { AUDIO_ANSWER_HEADERS } from '@rally/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sent by the native app on sign-in, sign-up and demo login to receive its session token. */
export const CLIENT_HEADER = 'x-rally-client';
export const NATIVE_CLIENT = 'native';
/** Carries a new session's token to a native client, which keeps it in the device's storage. */
export const SESSION_TOKEN_HEADER = 'x-rally-session-token';

/**
 * The origins of the native app's WebView: https://localhost on Android (androidScheme 'https' in
 * apps/web/capacitor.config.ts) and capacitor://localhost on iOS.
 */
export const NATIVE_APP_ORIGINS: ReadonlySet<string> = new Set([
  'https://localhost',
  'capacitor://localhost',
]);

const BEARER = /^Bearer[ ]+([A-Za-z0-9_-]+)$/i;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerTokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header === undefined) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * A token client (the native app) proves who it is with a bearer token only and never with the
 * cookie. Nothing about it is ambient, so the same-origin check that protects cookies does not apply.
 */
export function isTokenClient(req: FastifyRequest): boolean {
  return req.headers.authorization !== undefined || req.headers[CLIENT_HEADER] === NATIVE_CLIENT;
}

/**
 * CORS for the native app's own origins, and only for them: no credentials are allowed, so a
 * browser sends no cookie along. Returns true when it has answered a preflight request itself.
 */
export function answerNativeAppCors(req: FastifyRequest, reply: FastifyReply): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || !NATIVE_APP_ORIGINS.has(origin)) return false;
  reply
    .header('access-control-allow-origin', origin)
    .header(
      'access-control-expose-headers',
      [SESSION_TOKEN_HEADER, ...Object.values(AUDIO_ANSWER_HEADERS)].join(', '),
    )
    .header('vary', 'Origin');
  if (req.method !== 'OPTIONS') return false;
  void reply
    .status(204)
    .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
    .header('access-control-allow-headers', `authorization, content-type, prefer, ${CLIENT_HEADER}`)
    .header('access-control-max-age', '600')
    .send();
  return true;
}
