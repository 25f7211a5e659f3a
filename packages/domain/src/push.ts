/** The database's bound on an endpoint (migration 0008's CHECK). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** A P-256 public key, uncompressed: 65 bytes, 87 base64url characters (88 with padding). */
export const PUSH_P256DH_BYTES = 65;
/** The subscription's authentication secret: 16 bytes, 22 base64url characters (24 with padding). */
export const PUSH_AUTH_BYTES = 16;
/** Base64url of the key sizes above, padding allowed (migration 0009's CHECKs hold the same). */
export const PUSH_P256DH_MAX_LENGTH = 88;
export const PUSH_AUTH_MAX_LENGTH = 24;
/** Devices a user may have subscribed at once; subscribing one more forgets the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/**
 * The push services browsers use, by origin: Chrome, Edge's Chromium and Opera (FCM), Firefox
 * (Mozilla autopush), Safari on macOS and iOS (Apple), Edge on Windows (WNS, one host per region).
 * A subscription's endpoint must be on one of them, so the server only ever posts to these.
 */
export const PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const;

export const PUSH_MESSAGES = {
  notSetUp: 'Push notifications are not set up on this server.',
  unknownService:
    'This browser’s push service is not one Rally sends to. Try Chrome, Edge, Firefox or Safari.',
  notFound: 'This device is not subscribed.',
  // The daily rally card's switch.
  unsupported: 'This browser cannot receive push notifications.',
  iosNotInstalled: 'On iPhone, add Rally to your Home Screen first.',
  blocked:
    'Notifications are blocked for Rally. Allow them in your browser’s settings, then try again.',
  failed: 'This device could not be subscribed. Please try again.',
} as const;

/** An `https://host[:port]` or `https://*.domain` entry of an allow-list, as written by an operator. */
export function isPushOriginPattern(entry: string): boolean {
  const host = /^https:\/\/(\*\.)?([a-z0-9.-]+)(:\d{1,5})?$/i.exec(entry);
  return host !== null && !host[2]?.startsWith('.') && !host[2]?.endsWith('.');
}

/** Whether an origin is one of the patterns: an exact origin, or any host under a `*.` one. */
export function originMatches(origin: string, pattern: string): boolean {
  if (!pattern.startsWith('https://*.')) return origin === pattern;
  const suffix = pattern.slice('https://*'.length);
  return (
    origin.startsWith('https://') && origin.endsWith(suffix) && origin.length > 8 + suffix.length
  );
}

/** A host of letters, digits, dots and hyphens: what every push service's endpoint has. */
const PLAIN_HOST = /^[a-z0-9.-]+$/;

/** Whether the server may post to this endpoint: https, on a known push service or an added origin. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  // WHATWG URL keeps `;`, quotes, backticks and braces in a host (`127.0.0.1;.notify.windows.com`
  // is "under" notify.windows.com) where older parsers end the host: only a plain DNS name or IPv4
  // host leaves no room for two readings (issue 37; docs/decisions/push-endpoint-hosts.md).
  if (!PLAIN_HOST.test(url.hostname)) return false;
  return [...PUSH_SERVICE_ORIGINS, ...extraOrigins].some((pattern) =>
    originMatches(url.origin, pattern),
  );
}

export const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes in a base64url text (padding not counted). */
export function base64urlBytes(text: string): number {
  return Math.floor((text.replace(/=+$/, '').length * 3) / 4);
}

/** What the service worker receives: the notification's words, where a tap goes, audio to fetch. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** The talk's recording, fetched into the cache on arrival so it plays offline. */
  audioUrl?: string;
}

/** A daily talk not delivered within this many seconds is dropped by the push service. */
export const PUSH_TTL_SECONDS = 6 * 60 * 60;
/** Posting to a push service gives up after this long; the job goes on without it. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;
