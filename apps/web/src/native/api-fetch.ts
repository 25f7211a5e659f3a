import { Capacitor } from '@capacitor/core';
import { Preferences } from '@capacitor/preferences';
import { createNativeFetch, preferencesTokenStore } from './api-session.ts';

/** Where the native app finds the API, fixed at build time (`VITE_API_ORIGIN=https://… pnpm mobile:sync`). */
const API_ORIGIN: string | undefined = import.meta.env.VITE_API_ORIGIN;

const browserFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, credentials: 'include' });

/**
 * The `fetch` for API calls: in a browser, same-origin with the session cookie; in the native app,
 * to VITE_API_ORIGIN with the bearer token kept on the device.
 */
export const apiFetch: typeof fetch =
  Capacitor.isNativePlatform() && API_ORIGIN !== undefined
    ? createNativeFetch(API_ORIGIN, preferencesTokenStore(Preferences))
    : browserFetch;
