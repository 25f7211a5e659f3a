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
