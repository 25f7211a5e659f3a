import type { Agent } from 'node:https';
import { parse as legacyParse } from 'node:url';
import { PUSH_SEND_TIMEOUT_MS, PUSH_TTL_SECONDS } from '@rally/domain';
import webpush from 'web-push';
import type { Env } from '../../env.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `gone`: the push service no longer knows the subscription (404, 410) and it should be forgotten. */
export type PushOutcome =
  | { status: 'sent' }
  | { status: 'gone'; statusCode: number }
  | { status: 'failed'; error: unknown };

/** Posts encrypted messages to browsers' push services, signed with the server's VAPID keys. */
export interface PushSender {
  readonly name: 'web-push';
  /** The VAPID public key a browser subscribes with (applicationServerKey). */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, topic: string): Promise<PushOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Whether web-push would connect where the allow-list looked: it reads the endpoint with the legacy
 * `url.parse()`, the allow-list with WHATWG `URL`, and the two disagree on odd hosts (issue 37;
 * docs/decisions/push-endpoint-hosts.md). Same host and port, or the endpoint is not sent to.
 */
export function sendsWhereItReads(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Deprecated, and used on purpose: the question is what web-push, which calls it, will read.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const legacy = legacyParse(endpoint);
  const port = (text: string | null) => (text === null || text === '' ? '443' : text);
  return (
    legacy.protocol === url.protocol &&
    legacy.hostname === url.hostname &&
    port(legacy.port) === port(url.port)
  );
}

/** `agent`: a test's own TLS trust, for a stand-in push service with a certificate made at start. */
export function createWebPushSender(keys: VapidKeys, agent?: Agent): PushSender {
  return {
    name: 'web-push',
    publicKey: keys.publicKey,
    async send(target, payload, topic) {
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: keys,
          TTL: PUSH_TTL_SECONDS,
          // A newer message of the same topic replaces one not yet delivered.
          topic,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
          timeout: PUSH_SEND_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        });
        return { status: 'sent' };
      } catch (error) {
        if (
          error instanceof webpush.WebPushError &&
          (error.statusCode === 404 || error.statusCode === 410)
        ) {
          return { status: 'gone', statusCode: error.statusCode };
        }
        return { status: 'failed', error };
      }
    },
  };
}

/** The sender the configuration asks for, or null: without VAPID keys push is off. */
export function createPushSender(env: Env): PushSender | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT) return null;
  return createWebPushSender({
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT,
  });
}
