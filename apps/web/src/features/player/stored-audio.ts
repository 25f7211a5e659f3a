import { AUDIO_ERRORS, audioServerError } from '@rally/domain';
import { apiFetch, usesBearerToken } from '../../native/api-fetch.ts';
import { AudioError, MP3_TYPE } from './audio-request.ts';

/** What the <audio> element plays for a stored recording, and how to let go of it. */
export interface StoredAudioSource {
  url: string;
  /** Frees what the source holds (a Blob URL's bytes); null when there is nothing to free. */
  release: (() => void) | null;
}

/**
 * Turns a stored recording's URL (`x-audio-url`, `audio.describe`'s `audioUrl`) into something the
 * element can play. Synchronous where it can be, so that the web app can call `play()` inside the
 * click that asked for it.
 */
export type OpenStoredAudio = (
  url: string,
  signal: AbortSignal,
) => StoredAudioSource | Promise<StoredAudioSource>;

type ObjectUrls = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;

/**
 * The web app: the element loads the URL itself, same-origin with the session cookie, in ranges
 * (seeking without the whole file) and through the service worker's cache (offline replay).
 */
export const directStoredAudio: OpenStoredAudio = (url) => ({ url, release: null });

/**
 * The native app: the URL is the API's, not the WebView's, and the element cannot send the bearer
 * token, so the bytes are fetched with `fetchWith` and played from a Blob URL.
 */
export function storedAudioThrough(
  fetchWith: typeof fetch,
  urls: ObjectUrls = URL,
): OpenStoredAudio {
  return async (url, signal) => {
    const blob = await fetchStoredAudio(fetchWith, url, signal);
    const objectUrl = urls.createObjectURL(blob);
    return { url: objectUrl, release: () => urls.revokeObjectURL(objectUrl) };
  };
}

/**
 * A stored recording's bytes as an MP3 Blob. Failures are AudioErrors with spec section 8's
 * messages; aborting `signal` rejects with the signal's reason.
 */
export async function fetchStoredAudio(
  fetchWith: typeof fetch,
  url: string,
  signal?: AbortSignal,
): Promise<Blob> {
  let blob: Blob;
  try {
    const response = await fetchWith(url, { signal });
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      throw new AudioError(audioServerError(response.status));
    }
    blob = await response.blob();
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof AudioError) throw error;
    throw new AudioError(AUDIO_ERRORS.network, { cause: error });
  }
  if (blob.size === 0) throw new AudioError(AUDIO_ERRORS.empty);
  // The element decides how to decode by the Blob's type; the API's answer says audio/mpeg.
  return blob.type === MP3_TYPE ? blob : new Blob([blob], { type: MP3_TYPE });
}

/** How this build plays a stored recording. */
export const openStoredAudio: OpenStoredAudio = usesBearerToken
  ? storedAudioThrough(apiFetch)
  : directStoredAudio;

/** How long a download's Blob URL is kept: the browser reads it after the click, not during it. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/**
 * The native app's 'Download MP3': the link's URL is the API's and needs the bearer token, so the
 * bytes are fetched first and saved from a Blob URL through a link of the page's own.
 */
export async function downloadStoredAudio(
  url: string,
  fileName: string,
  fetchWith: typeof fetch = apiFetch,
  urls: ObjectUrls = URL,
): Promise<void> {
  const blob = await fetchStoredAudio(fetchWith, url);
  const objectUrl = urls.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.click();
  setTimeout(() => urls.revokeObjectURL(objectUrl), DOWNLOAD_URL_LIFETIME_MS);
}
