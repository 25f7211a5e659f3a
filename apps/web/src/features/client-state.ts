/** The app's own IndexedDB key-value database, deleted by /hard-refresh. */
export const KV_DATABASE_NAME = 'rally-kv';
/** The service worker's: Workbox keeps the age of each cached audio file here to expire old ones. */
export const SERVICE_WORKER_DATABASE_NAME = 'workbox-expiration';

/** The service worker's cache of played speeches (sw/pwa-options.ts). */
export const SPEECH_AUDIO_CACHE_NAME = 'rally-speech-audio';

export function clearStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}

/** Signing out forgets the speeches played here, so the next person on this browser cannot replay them. */
export async function forgetPlayedAudio(): Promise<void> {
  if ('caches' in window) await caches.delete(SPEECH_AUDIO_CACHE_NAME);
}

/** The message public/push-handler.js answers by keeping a recording in the player's cache. */
export const KEEP_AUDIO_MESSAGE = 'rally:keep-audio';

/** The message public/push-handler.js answers by deleting a speech (`/api/speeches/{id}`) itself. */
export const DELETE_SPEECH_MESSAGE = 'rally:delete-speech';

/**
 * A recording played while it streamed in was never asked for at its stored URL, so the service
 * worker's audio cache lacks it: the worker keeps the bytes the page has just streamed under that
 * URL, for offline replay, instead of downloading them again.
 */
export function keepAudioForOffline(url: string, mp3: Blob): void {
  navigator.serviceWorker?.controller?.postMessage({
    type: KEEP_AUDIO_MESSAGE,
    audioUrl: url,
    mp3,
  });
}

/** The names in a `document.cookie` string ('a=1; b=2' → ['a', 'b']). */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** Expires every cookie that scripts can see; the HttpOnly session cookie is the server's to clear. */
export function clearReadableCookies(): void {
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  const hostname = window.location.hostname;
  for (const name of cookieNames(document.cookie)) {
    document.cookie = `${name}=; ${expired}; path=/`;
    document.cookie = `${name}=; ${expired}; path=/; domain=${hostname}`;
  }
}

export async function deleteCacheStorage(): Promise<void> {
  if (!('caches' in window)) return;
  const keys = await caches.keys();
  await Promise.all(keys.map((key) => caches.delete(key)));
}

export function deleteIndexedDb(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
    // Another tab holds it open; the deletion finishes when that tab lets go, and the reload must not wait.
    request.onblocked = () => resolve();
  });
}

/** The page stays as it is until it reloads; the next load is fetched from the network. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
