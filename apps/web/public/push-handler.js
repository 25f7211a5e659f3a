// Web Push in Rally's service worker: sw.js imports this file (workbox.importScripts in
// src/sw/pwa-options.ts). Plain JavaScript, served as is; src/sw/push-handler.test.ts runs it.

/** SPEECH_AUDIO_CACHE_NAME and its maxEntries in src/sw/pwa-options.ts: the player's audio cache. */
const SPEECH_AUDIO_CACHE = 'rally-speech-audio';
const SPEECH_AUDIO_MAX_ENTRIES = 20;
const NOTIFICATION_ICON = '/icon-192.png';
const FALLBACK_TITLE = 'Rally';

/** A URL of this origin, or null: a tap must never lead out of the app. */
function ownUrl(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

function payloadOf(event) {
  try {
    const payload = event.data ? event.data.json() : null;
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return {};
  }
}

/**
 * Keeps a recording in the player's cache, so it plays offline; keeps the cache bounded. Its bytes
 * are fetched, unless the page sends them (`mp3`, a Blob: it has just streamed them).
 */
async function keepAudio(audioUrl, mp3) {
  const url = ownUrl(audioUrl);
  if (url === null) return;
  try {
    const cache = await caches.open(SPEECH_AUDIO_CACHE);
    if (await cache.match(url)) return;
    const response =
      mp3 instanceof Blob && mp3.size > 0
        ? new Response(mp3, {
            headers: { 'content-type': 'audio/mpeg', 'content-length': String(mp3.size) },
          })
        : await fetch(url, { credentials: 'same-origin' });
    if (response.status !== 200) return;
    await cache.put(url, response);
    const keys = await cache.keys();
    await Promise.all(
      keys
        .slice(0, Math.max(0, keys.length - SPEECH_AUDIO_MAX_ENTRIES))
        .map((key) => cache.delete(key)),
    );
  } catch {
    // Offline or out of room: the talk is fetched when it is played instead.
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  const title = typeof payload.title === 'string' ? payload.title : FALLBACK_TITLE;
  const url = ownUrl(payload.url) ?? new URL('/', self.location.origin).href;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body: typeof payload.body === 'string' ? payload.body : '',
        icon: NOTIFICATION_ICON,
        data: { url },
      }),
      keepAudio(payload.audioUrl),
    ]),
  );
});

/** Focuses an open window of the app and takes it to the talk, or opens one there. */
async function openTalk(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      await (focused ?? open).navigate(url);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: open a new one.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url =
    ownUrl(event.notification.data && event.notification.data.url) ??
    new URL('/', self.location.origin).href;
  event.waitUntil(openTalk(url));
});

/** KEEP_AUDIO_MESSAGE in src/features/client-state.ts. */
const KEEP_AUDIO_MESSAGE = 'rally:keep-audio';
/** CLAIM_MESSAGE in src/sw/register.ts. */
const CLAIM_MESSAGE = 'rally:claim';
/** DELETE_SPEECH_MESSAGE in src/features/client-state.ts. */
const DELETE_SPEECH_MESSAGE = 'rally:delete-speech';

/** Deletes one of the user's speeches, as the page asked while it was leaving. */
async function deleteSpeech(value) {
  const url = ownUrl(value);
  if (url === null || !/^\/api\/speeches\/\d+$/.test(new URL(url).pathname)) return;
  try {
    await fetch(url, { method: 'DELETE', credentials: 'same-origin' });
  } catch {
    // Offline: the page's own request is all there is.
  }
}

self.addEventListener('message', (event) => {
  const message = event.data;
  if (!message) return;
  // The app names a recording to keep for offline play, as on a push: today's talk when it opens,
  // or one the player has just streamed (with its bytes).
  if (message.type === KEEP_AUDIO_MESSAGE)
    event.waitUntil(keepAudio(message.audioUrl, message.mp3));
  // A page that loaded while this worker was activating was not claimed with the others: it asks.
  if (message.type === CLAIM_MESSAGE) event.waitUntil(self.clients.claim());
  // A page leaving with a deletion still waiting out its undo: the worker outlives it.
  if (message.type === DELETE_SPEECH_MESSAGE) event.waitUntil(deleteSpeech(message.url));
});
