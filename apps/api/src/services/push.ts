import {
  deletePushEndpoint,
  deletePushSubscription,
  listLivePushSubscriptions,
  savePushSubscription,
} from '@rally/db';
import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_PER_USER, isAllowedPushEndpoint } from '@rally/domain';
import type { PushPayload, PushSubscriptionInput, PushUnsubscribeInput } from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import { sendsWhereItReads } from '../providers/push/web-push.ts';
import type { Auth } from '../auth/session.ts';
import type { ErrorLog } from './errors.ts';
import { AppError } from './errors.ts';

export interface PushStatus {
  enabled: boolean;
  /** The VAPID public key to subscribe with (applicationServerKey); null when push is off. */
  publicKey: string | null;
}

/**
 * Whether the server may post to this endpoint: on an allowed push service by WHATWG `URL`, with a
 * plain host, and read the same by the sending library's own parser. Checked when subscribing and
 * again before each send.
 */
export function isSendablePushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  return isAllowedPushEndpoint(endpoint, extraOrigins) && sendsWhereItReads(endpoint);
}

export function pushStatus(deps: AppDeps): PushStatus {
  const sender = deps.providers.push;
  return { enabled: sender !== null, publicKey: sender?.publicKey ?? null };
}

/**
 * Stores this device's subscription for the signed-in user, under the session that made it (so
 * signing out silences the device). Only endpoints of known push services are taken: the server
 * posts to them later, and must never be made to post anywhere else.
 */
export async function subscribeToPush(
  deps: AppDeps,
  auth: Auth,
  input: PushSubscriptionInput,
): Promise<{ subscribed: true }> {
  if (deps.providers.push === null) throw new AppError('CONFLICT', PUSH_MESSAGES.notSetUp);
  if (!isSendablePushEndpoint(input.endpoint, deps.env.PUSH_ALLOWED_ORIGINS)) {
    throw new AppError('BAD_REQUEST', PUSH_MESSAGES.unknownService);
  }
  await savePushSubscription(
    deps.db,
    {
      endpoint: input.endpoint,
      userId: auth.user.id,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      sessionHash: auth.sessionId,
    },
    deps.now(),
    PUSH_SUBSCRIPTIONS_PER_USER,
  );
  return { subscribed: true };
}

/** Forgets this device's subscription; another user's endpoint is not found. */
export async function unsubscribeFromPush(
  deps: AppDeps,
  userId: string,
  input: PushUnsubscribeInput,
): Promise<{ unsubscribed: true }> {
  if (!(await deletePushSubscription(deps.db, userId, input.endpoint))) {
    throw new AppError('NOT_FOUND', PUSH_MESSAGES.notFound);
  }
  return { unsubscribed: true };
}

export interface PushLog extends ErrorLog {
  warn(details: object, message: string): void;
}

/**
 * Sends the message to each of the user's signed-in devices. Never throws: a push that fails is
 * logged and the caller's work stands; a subscription its push service calls gone is deleted.
 * Returns how many were sent.
 */
export async function sendPush(
  deps: AppDeps,
  userId: string,
  payload: PushPayload,
  topic: string,
  log: PushLog,
): Promise<number> {
  const sender = deps.providers.push;
  if (sender === null) return 0;
  try {
    const subscriptions = await listLivePushSubscriptions(deps.db, userId, deps.now());
    const body = JSON.stringify(payload);
    const outcomes = await Promise.all(
      subscriptions
        // Stored before a narrower allow-list, or by hand: never posted to.
        .filter((s) => isSendablePushEndpoint(s.endpoint, deps.env.PUSH_ALLOWED_ORIGINS))
        .map(async (s) => {
          const target = { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } };
          const outcome = await sender.send(target, body, topic);
          if (outcome.status === 'gone') {
            await deletePushEndpoint(deps.db, s.endpoint);
            log.warn({ userId, statusCode: outcome.statusCode }, 'push subscription gone');
          } else if (outcome.status === 'failed') {
            log.warn({ userId, err: outcome.error }, 'push not sent');
          }
          return outcome.status;
        }),
    );
    return outcomes.filter((status) => status === 'sent').length;
  } catch (error) {
    log.error({ userId, err: error }, 'push not sent');
    return 0;
  }
}
