import { describe, expect, it, vi } from 'vitest';
import { createNativeFetch, preferencesTokenStore, type TokenStore } from './api-session.ts';

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

describe('preferencesTokenStore', () => {
  it('keeps the token under one key of Preferences', async () => {
    const values = new Map<string, string>();
    const preferences = {
      get: ({ key }: { key: string }) => Promise.resolve({ value: values.get(key) ?? null }),
      set: ({ key, value }: { key: string; value: string }) => {
        values.set(key, value);
        return Promise.resolve();
      },
      remove: ({ key }: { key: string }) => {
        values.delete(key);
        return Promise.resolve();
      },
    };
    const store = preferencesTokenStore(preferences);
    expect(await store.get()).toBeNull();
    await store.set('token-1');
    expect(await store.get()).toBe('token-1');
    await store.clear();
    expect(await store.get()).toBeNull();
  });
});
