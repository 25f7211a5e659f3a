import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushSupport, type PushEnvironment } from './push-support.ts';

const CHROME: PushEnvironment = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36',
  maxTouchPoints: 0,
  standalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
};
const IPHONE = {
  ...CHROME,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
  maxTouchPoints: 5,
  hasPushManager: false,
  hasNotification: false,
};
const IPAD_AS_MAC = {
  ...IPHONE,
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
};

describe('pushSupport', () => {
  it.each([
    ['Chrome', CHROME, 'supported'],
    ['a browser without PushManager', { ...CHROME, hasPushManager: false }, 'unsupported'],
    ['a browser without service workers', { ...CHROME, hasServiceWorker: false }, 'unsupported'],
    ['Safari on iPhone in a tab', IPHONE, 'ios-not-installed'],
    ['an iPad asking for the desktop site', IPAD_AS_MAC, 'ios-not-installed'],
    [
      'Rally on the Home Screen',
      { ...IPHONE, standalone: true, hasPushManager: true, hasNotification: true },
      'supported',
    ],
    [
      'Safari on a Mac',
      { ...IPAD_AS_MAC, maxTouchPoints: 0, hasPushManager: true, hasNotification: true },
      'supported',
    ],
  ] as const)('%s: %s', (_name, env, support) => {
    expect(pushSupport(env)).toBe(support);
  });
});

describe('applicationServerKey', () => {
  it('decodes base64url without padding to the key’s bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    expect(applicationServerKey(Buffer.from(bytes).toString('base64url'))).toEqual(bytes);
  });
});
