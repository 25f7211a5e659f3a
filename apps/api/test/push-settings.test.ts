import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { configurationProblems } from './helpers.ts';
import { createPushSender } from '../src/providers/push/web-push.ts';

// Made at run time, so no key is written in the repository.
const keys = webpush.generateVAPIDKeys();
const VAPID = {
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  VAPID_SUBJECT: 'mailto:ops@rally.example',
};

describe('Web Push settings', () => {
  it('are off without keys, and on with a pair and a subject', () => {
    expect(createPushSender(loadEnv({}))).toBeNull();
    expect(createPushSender(loadEnv(VAPID))?.publicKey).toBe(keys.publicKey);
  });

  it('refuses a pair without its half or subject, naming what is missing', () => {
    expect(configurationProblems({ VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      expect.stringMatching(/^VAPID_PRIVATE_KEY: required/),
      expect.stringMatching(/^VAPID_SUBJECT: required/),
    ]);
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: 'short' }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_PRIVATE_KEY: keys.publicKey }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_SUBJECT: 'ops@rally.example' }, 'VAPID_SUBJECT'],
    [{ VAPID_SUBJECT: 'http://rally.example' }, 'VAPID_SUBJECT'],
  ])('refuses %j', (change, name) => {
    expect(configurationProblems({ ...VAPID, ...change })).toEqual([
      expect.stringMatching(`^${name}: must`),
    ]);
  });

  it('reads PUSH_ALLOWED_ORIGINS as https origins', () => {
    expect(
      loadEnv({ PUSH_ALLOWED_ORIGINS: 'https://127.0.0.1:8443/, https://*.push.example' })
        .PUSH_ALLOWED_ORIGINS,
    ).toEqual(['https://127.0.0.1:8443', 'https://*.push.example']);
    expect(loadEnv({}).PUSH_ALLOWED_ORIGINS).toEqual([]);
    expect(
      configurationProblems({
        PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:8443,https://push.example/path',
      }),
    ).toEqual([
      'PUSH_ALLOWED_ORIGINS: not an https origin (https://host[:port] or https://*.domain): http://127.0.0.1:8443, https://push.example/path',
    ]);
  });
});
