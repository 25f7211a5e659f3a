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

/** The part of capacitor-secure-storage-plugin the store uses (Android Keystore, iOS Keychain). */
export interface SecureStorage {
  keys(): Promise<{ value: string[] }>;
  get(options: { key: string }): Promise<{ value: string }>;
  set(options: { key: string; value: string }): Promise<unknown>;
  remove(options: { key: string }): Promise<unknown>;
}

/**
 * The token in the device's secure storage: encrypted with a key in the Android Keystore, or in
 * the iOS Keychain. The app kept it in Capacitor Preferences (SharedPreferences, UserDefaults:
 * private but not encrypted) before; a token found there is moved over once and deleted, so a
 * user stays signed in across the update and no copy stays behind in the clear.
 */
export function secureTokenStore(
  secure: SecureStorage,
  formerPreferences: Pick<PreferencesPlugin, 'get' | 'remove'>,
): TokenStore {
  // The plugin rejects get and remove of a key it does not hold, so its keys are asked first.
  const has = async () => (await secure.keys()).value.includes(TOKEN_KEY);
  const moveFormerToken = async () => {
    const { value } = await formerPreferences.get({ key: TOKEN_KEY });
    if (value === null) return;
    // A token already in secure storage is newer than one left in Preferences.
    if (!(await has())) await secure.set({ key: TOKEN_KEY, value });
    // Deleted only once it is safe in secure storage: a failure above leaves it for the next try.
    await formerPreferences.remove({ key: TOKEN_KEY });
  };
  let moved: Promise<void> | null = null;
  const afterMove = () => {
    moved ??= moveFormerToken().catch((error: unknown) => {
      moved = null;
      throw error;
    });
    return moved;
  };
  return {
    get: async () => {
      await afterMove();
      return (await has()) ? (await secure.get({ key: TOKEN_KEY })).value : null;
    },
    set: async (token) => {
      await afterMove();
      await secure.set({ key: TOKEN_KEY, value: token });
    },
    clear: async () => {
      await afterMove();
      if (await has()) await secure.remove({ key: TOKEN_KEY });
    },
  };
}

/**
 * Keeps the token in memory once read, so that an API call costs no trip over the native bridge
 * to the Keystore (two plugin calls, and a decryption, for every request before). The app is the
 * only writer of its token, through this store, so the copy in memory cannot go stale; a failed
 * read or write forgets it and the next call asks the device again.
 */
export function cachedTokenStore(store: TokenStore): TokenStore {
  let known: Promise<string | null> | null = null;
  const forgetOnFailure = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      known = null;
      throw error;
    }
  };
  return {
    get: () => {
      if (known === null) {
        const reading = store.get();
        known = reading;
        forgetOnFailure(reading).catch(() => undefined);
      }
      return known;
    },
    set: (token) => {
      known = Promise.resolve(token);
      return forgetOnFailure(store.set(token));
    },
    clear: () => {
      known = Promise.resolve(null);
      return forgetOnFailure(store.clear());
    },
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
