import type { PreferencesPlugin } from '@capacitor/preferences';

// The API's side of this exchange is apps/api/src/auth/bearer.ts.
const CLIENT_HEADER = 'x-rally-client';
const NATIVE_CLIENT = 'native';
const SESSION_TOKEN_HEADER = 'x-rally-session-token';
const TOKEN_KEY = 'rally.session-token';

/** Where the native app keeps its session token between launches. */
export interface TokenStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The token in Capacitor Preferences: the app's private storage (Android SharedPreferences, iOS
 * UserDefaults), closed to other apps but not encrypted. A Keychain/Keystore plugin can take its
 * place behind TokenStore; docs/decisions.md says why this one was chosen for now.
 */
export function preferencesTokenStore(
  preferences: Pick<PreferencesPlugin, 'get' | 'set' | 'remove'>,
): TokenStore {
  return {
    get: async () => (await preferences.get({ key: TOKEN_KEY })).value,
    set: (token) => preferences.set({ key: TOKEN_KEY, value: token }),
    clear: () => preferences.remove({ key: TOKEN_KEY }),
  };
}

const LOGOUT_PATHS = ['/api/auth/logout', '/trpc/auth.logout'];

/**
 * A `fetch` for the native app: it sends paths to the API at `apiOrigin` (the WebView's own origin
 * serves only the bundled files), proves the session with the bearer token instead of a cookie, keeps
 * the token a sign-in answers with, and forgets it on sign-out or when the API no longer knows it.
 * Addresses of other origins are fetched as they are, never with the token.
 */
export function createNativeFetch(
  apiOrigin: string,
  store: TokenStore,
  baseFetch: typeof fetch = fetch,
): typeof fetch {
  const api = new URL(apiOrigin).origin;
  return async (input, init) => {
    const request = new Request(new URL(requestUrl(input), api), init);
    if (new URL(request.url).origin !== api) return baseFetch(request);
    const headers = new Headers(request.headers);
    headers.set(CLIENT_HEADER, NATIVE_CLIENT);
    const token = await store.get();
    if (token !== null) headers.set('authorization', `Bearer ${token}`);
    const response = await baseFetch(new Request(request, { headers, credentials: 'omit' }));

    const newToken = response.headers.get(SESSION_TOKEN_HEADER);
    const path = new URL(request.url).pathname;
    if (newToken !== null) await store.set(newToken);
    else if (response.status === 401 || LOGOUT_PATHS.includes(path)) await store.clear();
    return response;
  };
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}
