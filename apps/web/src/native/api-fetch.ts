import { Capacitor } from '@capacitor/core';
import { Preferences } from '@capacitor/preferences';
import { SecureStoragePlugin } from 'capacitor-secure-storage-plugin';
import { cachedTokenStore, createNativeFetch, secureTokenStore } from './api-session.ts';

/** Where the native app finds the API, fixed at build time (`VITE_API_ORIGIN=https://… pnpm mobile:sync`). */
const API_ORIGIN: string | undefined = import.meta.env.VITE_API_ORIGIN;

/**
 * Whether API calls go to VITE_API_ORIGIN with the bearer token (the native app) rather than to
 * the page's own origin with the session cookie. A URL the API names (a stored recording's) is then
 * not the page's to load: it must be fetched through `apiFetch`.
 */
export const usesBearerToken: boolean = Capacitor.isNativePlatform() && API_ORIGIN !== undefined;

const browserFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, credentials: 'include' });

/**
 * The `fetch` for API calls: in a browser, same-origin with the session cookie; in the native app,
 * to VITE_API_ORIGIN with the bearer token kept in the device's secure storage.
 */
export const apiFetch: typeof fetch =
  usesBearerToken && API_ORIGIN !== undefined
    ? createNativeFetch(
        API_ORIGIN,
        cachedTokenStore(secureTokenStore(SecureStoragePlugin, Preferences)),
      )
    : browserFetch;
