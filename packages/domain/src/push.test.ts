import { describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_MAX_LENGTH, isAllowedPushEndpoint, isPushOriginPattern } from './push.ts';
import { pushSubscriptionSchema } from './schemas.ts';

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

describe('isAllowedPushEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', [], true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', [], true],
    ['https://web.push.apple.com/QG9abc', [], true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', [], true],
    ['https://notify.windows.com/w/', [], false],
    ['https://evilnotify.windows.com/w/', [], false],
    ['https://fcm.googleapis.com.evil.example/x', [], false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', [], false],
    ['https://user:pw@fcm.googleapis.com/fcm/send/abc', [], false],
    ['http://fcm.googleapis.com/fcm/send/abc', [], false],
    ['https://127.0.0.1:4443/push/1', [], false],
    ['https://127.0.0.1:4443/push/1', ['https://127.0.0.1:4443'], true],
    ['https://127.0.0.1:4444/push/1', ['https://127.0.0.1:4443'], false],
    ['https://a.push.example/x', ['https://*.push.example'], true],
    ['not a url', [], false],
    // Hosts WHATWG URL reads under notify.windows.com and the legacy url.parse() ends at 127.0.0.1.
    ['https://127.0.0.1;.notify.windows.com/x', [], false],
    ["https://127.0.0.1'.notify.windows.com/x", [], false],
    ['https://127.0.0.1".notify.windows.com/x', [], false],
    ['https://127.0.0.1`.notify.windows.com/x', [], false],
    ['https://127.0.0.1{.notify.windows.com/x', [], false],
    ['https://127.0.0.1}.notify.windows.com/x', [], false],
    ['https://a_b.notify.windows.com/x', [], false],
    ['https://[::1]/x', ['https://*.notify.windows.com'], false],
  ] as const)('%s with %j added: %s', (endpoint, extra, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, extra)).toBe(allowed);
  });
});

describe('isPushOriginPattern', () => {
  it.each([
    ['https://127.0.0.1:4443', true],
    ['https://push.example', true],
    ['https://*.push.example', true],
    ['http://push.example', false],
    ['https://push.example/path', false],
    ['https://*', false],
    ['https://.example', false],
  ])('%s: %s', (entry, valid) => {
    expect(isPushOriginPattern(entry)).toBe(valid);
  });
});

describe('pushSubscriptionSchema', () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
  it.each([
    [
      'a browser’s subscription',
      { endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } },
      true,
    ],
    ['padded base64url', { endpoint, keys: { p256dh: `${P256DH}=`, auth: `${AUTH}==` } }, true],
    [
      'the longest endpoint',
      {
        endpoint: `${endpoint}/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH - endpoint.length - 1)}`,
        keys: { p256dh: P256DH, auth: AUTH },
      },
      true,
    ],
    [
      'an endpoint one longer',
      {
        endpoint: `${endpoint}/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH - endpoint.length)}`,
        keys: { p256dh: P256DH, auth: AUTH },
      },
      false,
    ],
    ['a compressed key', { endpoint, keys: { p256dh: `A${'A'.repeat(86)}`, auth: AUTH } }, false],
    ['a short key', { endpoint, keys: { p256dh: P256DH.slice(0, 86), auth: AUTH } }, false],
    ['a long secret', { endpoint, keys: { p256dh: P256DH, auth: `${AUTH}AAA` } }, false],
    [
      'base64, not base64url',
      { endpoint, keys: { p256dh: P256DH, auth: `${AUTH.slice(0, 21)}+` } },
      false,
    ],
    ['no keys', { endpoint }, false],
  ])('%s: %s', (_name, value, valid) => {
    expect(pushSubscriptionSchema.safeParse(value).success).toBe(valid);
  });
});
