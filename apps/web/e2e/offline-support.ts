import type { Page } from '@playwright/test';

/** The service worker's cache of played speeches (src/features/client-state.ts). */
export const AUDIO_CACHE = 'rally-speech-audio';

/** Whether the service worker's audio cache holds the file at `url`. */
export function isAudioCached(page: Page, url: string): Promise<boolean> {
  return page.evaluate(
    async ({ name, url }) => (await (await caches.open(name)).match(url)) !== undefined,
    { name: AUDIO_CACHE, url },
  );
}

/**
 * The stored MP3 of the demo's sample speech: the first request synthesises and stores it, the next
 * answers with its address.
 */
export async function storedAudioUrl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const page = (await (await fetch('/api/speeches')).json()) as { speeches: { id: number }[] };
    const speech = page.speeches[0];
    if (!speech) throw new Error('The demo account has no speech');
    const request = () =>
      fetch(`/api/speeches/${speech.id}/audio`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ voice: 'nova' }),
      });
    await (await request()).arrayBuffer();
    const stored = await request();
    const url = stored.headers.get('x-audio-url');
    if (url === null) throw new Error(`No stored audio: ${stored.status}`);
    return url;
  });
}
