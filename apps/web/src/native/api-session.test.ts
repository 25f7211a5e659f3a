import { describe, expect, it, vi } from 'vitest';
import {
  cachedTokenStore,
  createNativeFetch,
  secureTokenStore,
  type TokenStore,
} from './api-session.ts';

const API = 'https://api.rally.test';

function memoryStore(initial: string | null = null): TokenStore & { token: string | null } {
  const store = {
    token: initial,
    get: () => Promise.resolve(store.token),
    set: (token: string) => {
      store.token = token;
      return Promise.resolve();
    },
    clear: () => {
      store.token = null;
      return Promise.resolve();
    },
  };
  return store;
}

function fakeApi(answer: (request: Request) => Response) {
  const seen: Request[] = [];
  const baseFetch = vi.fn((input: RequestInfo | URL) => {
    const request = input as Request;
    seen.push(request);
    return Promise.resolve(answer(request));
  });
  return { seen, baseFetch: baseFetch as unknown as typeof fetch };
}

describe('createNativeFetch', () => {
  it('sends relative paths to the API origin as a native client, without cookies', async () => {
    const api = fakeApi(() => Response.json({}));
    const nativeFetch = createNativeFetch(API, memoryStore(), api.baseFetch);
    await nativeFetch('/api/voices');
    const [request] = api.seen;
    expect(request?.url).toBe(`${API}/api/voices`);
    expect(request?.headers.get('x-rally-client')).toBe('native');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(request?.credentials).toBe('omit');
  });

  it('keeps the token a sign-in answers with and sends it as a bearer afterwards', async () => {
    const store = memoryStore();
    const api = fakeApi((request) =>
      request.url.endsWith('/signin')
        ? Response.json({}, { headers: { 'x-rally-session-token': 'token-1' } })
        : Response.json({}),
    );
    const nativeFetch = createNativeFetch(API, store, api.baseFetch);
    await nativeFetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'secret' }),
    });
    expect(store.token).toBe('token-1');
    expect(await api.seen[0]?.json()).toEqual({ email: 'a@example.com', password: 'secret' });

    await nativeFetch(new URL('/trpc/auth.user', API));
    expect(api.seen[1]?.url).toBe(`${API}/trpc/auth.user`);
    expect(api.seen[1]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('never sends the token to another origin', async () => {
    const api = fakeApi(() => Response.json({}));
    const nativeFetch = createNativeFetch(API, memoryStore('token-1'), api.baseFetch);
    await nativeFetch('https://js.stripe.com/v3/');
    expect(api.seen[0]?.url).toBe('https://js.stripe.com/v3/');
    expect(api.seen[0]?.headers.get('authorization')).toBeNull();
    expect(api.seen[0]?.headers.get('x-rally-client')).toBeNull();
  });

  it('forgets the token on sign-out and when the API answers 401', async () => {
    const store = memoryStore('token-1');
    const api = fakeApi((request) =>
      request.url.endsWith('/user') ? new Response('', { status: 401 }) : Response.json({}),
    );
    const nativeFetch = createNativeFetch(API, store, api.baseFetch);
    await nativeFetch('/api/auth/logout', { method: 'POST' });
    expect(store.token).toBeNull();

    await store.set('token-2');
    await nativeFetch('/api/speeches');
    expect(store.token).toBe('token-2');
    await nativeFetch('/api/auth/user');
    expect(store.token).toBeNull();
  });
});

/** A stand-in for capacitor-secure-storage-plugin: like it, get and remove reject a missing key. */
function fakeSecureStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const missing = () => Promise.reject(new Error('Item with given key does not exist'));
  return {
    values,
    keys: () => Promise.resolve({ value: [...values.keys()] }),
    get: ({ key }: { key: string }) => {
      const value = values.get(key);
      return value === undefined ? missing() : Promise.resolve({ value });
    },
    set: vi.fn(({ key, value }: { key: string; value: string }) => {
      values.set(key, value);
      return Promise.resolve({ value: true });
    }),
    remove: ({ key }: { key: string }) =>
      values.delete(key) ? Promise.resolve({ value: true }) : missing(),
  };
}

/** A stand-in for @capacitor/preferences, where the app kept the token before. */
function fakePreferences(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: vi.fn(({ key }: { key: string }) => Promise.resolve({ value: values.get(key) ?? null })),
    remove: ({ key }: { key: string }) => {
      values.delete(key);
      return Promise.resolve();
    },
  };
}

const TOKEN_KEY = 'rally.session-token';

describe('secureTokenStore', () => {
  it('keeps the token in secure storage only', async () => {
    const secure = fakeSecureStorage();
    const preferences = fakePreferences();
    const store = secureTokenStore(secure, preferences);
    expect(await store.get()).toBeNull();
    await store.set('token-1');
    expect(await store.get()).toBe('token-1');
    expect(secure.values.get(TOKEN_KEY)).toBe('token-1');
    expect(preferences.values.size).toBe(0);
    await store.clear();
    expect(await store.get()).toBeNull();
    expect(secure.values.size).toBe(0);
  });

  it('clears without failing when there is no token', async () => {
    const store = secureTokenStore(fakeSecureStorage(), fakePreferences());
    await expect(store.clear()).resolves.toBeUndefined();
  });

  it('moves a token left in Preferences into secure storage, once, and deletes it there', async () => {
    const secure = fakeSecureStorage();
    const preferences = fakePreferences({ [TOKEN_KEY]: 'old-token' });
    const store = secureTokenStore(secure, preferences);
    expect(await store.get()).toBe('old-token');
    expect(secure.values.get(TOKEN_KEY)).toBe('old-token');
    expect(preferences.values.has(TOKEN_KEY)).toBe(false);

    await store.get();
    await store.set('token-2');
    expect(preferences.get).toHaveBeenCalledTimes(1);
    expect(await store.get()).toBe('token-2');
  });

  it('keeps the token already in secure storage over one left in Preferences', async () => {
    const secure = fakeSecureStorage({ [TOKEN_KEY]: 'new-token' });
    const preferences = fakePreferences({ [TOKEN_KEY]: 'old-token' });
    const store = secureTokenStore(secure, preferences);
    expect(await store.get()).toBe('new-token');
    expect(preferences.values.has(TOKEN_KEY)).toBe(false);
  });

  it('moves the former token before a sign-in writes the new one, so the new one stays', async () => {
    const secure = fakeSecureStorage();
    const preferences = fakePreferences({ [TOKEN_KEY]: 'old-token' });
    const store = secureTokenStore(secure, preferences);
    await store.set('token-2');
    expect(await store.get()).toBe('token-2');
    expect(preferences.values.has(TOKEN_KEY)).toBe(false);
  });

  it('leaves the former token in Preferences when secure storage fails, and tries again', async () => {
    const secure = fakeSecureStorage();
    secure.set.mockRejectedValueOnce(new Error('Keystore unavailable'));
    const preferences = fakePreferences({ [TOKEN_KEY]: 'old-token' });
    const store = secureTokenStore(secure, preferences);
    await expect(store.get()).rejects.toThrow('Keystore unavailable');
    expect(preferences.values.get(TOKEN_KEY)).toBe('old-token');

    expect(await store.get()).toBe('old-token');
    expect(preferences.values.has(TOKEN_KEY)).toBe(false);
  });
});

describe('cachedTokenStore', () => {
  function countingStore(initial: string | null) {
    const inner = memoryStore(initial);
    const get = vi.fn(inner.get);
    return { inner, get, store: cachedTokenStore({ ...inner, get }) };
  }

  it('reads the device once, then answers from memory', async () => {
    const { get, store } = countingStore('token-1');
    expect(await store.get()).toBe('token-1');
    expect(await store.get()).toBe('token-1');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('answers what was last set or cleared, and writes it through to the device', async () => {
    const { inner, get, store } = countingStore('token-1');
    await store.set('token-2');
    expect(await store.get()).toBe('token-2');
    expect(inner.token).toBe('token-2');
    await store.clear();
    expect(await store.get()).toBeNull();
    expect(inner.token).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('asks the device again after a failed read', async () => {
    const { get, store } = countingStore('token-1');
    get.mockRejectedValueOnce(new Error('Keystore unavailable'));
    await expect(store.get()).rejects.toThrow('Keystore unavailable');
    expect(await store.get()).toBe('token-1');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks the device again after a failed write, which may not have happened', async () => {
    const inner = memoryStore('token-1');
    const store = cachedTokenStore({
      ...inner,
      set: () => Promise.reject(new Error('Keystore unavailable')),
    });
    await expect(store.set('token-2')).rejects.toThrow('Keystore unavailable');
    expect(await store.get()).toBe('token-1');
  });
});
