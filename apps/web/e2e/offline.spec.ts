import type { Page } from '@playwright/test';
import { FIRST_SCREEN_DATA_ID, RENDERED_FOR_USER } from '../src/first-screen/page.ts';
import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';
import { AUDIO_CACHE, isAudioCached, storedAudioUrl } from './offline-support.ts';
import { signInAsDemo } from './support.ts';

/** Plays `url` in an audio element (muted, so no gesture is needed) until a second has passed. */
function playAudio(page: Page, url: string): Promise<number> {
  return page.evaluate(async (src) => {
    const audio = new Audio(src);
    audio.muted = true;
    await audio.play();
    await new Promise<void>((resolve, reject) => {
      audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)));
      audio.addEventListener('timeupdate', () => {
        if (audio.currentTime >= 1) resolve();
      });
    });
    audio.pause();
    return audio.duration;
  }, url);
}

test('after one visit the app opens offline, says so, and replays audio played before', async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);

  const audioUrl = await storedAudioUrl(page);
  const duration = await playAudio(page, audioUrl);
  expect(duration).toBeGreaterThan(1);
  await expect.poll(() => isAudioCached(page, audioUrl)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner').getByText('Rally')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  // The audio element plays the cached file again, seeking included (Range answered from the cache).
  expect(await playAudio(page, audioUrl)).toBeCloseTo(duration, 1);
  const range = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { range: 'bytes=0-99' } });
    return { status: response.status, length: (await response.arrayBuffer()).byteLength };
  }, audioUrl);
  expect(range).toEqual({ status: 206, length: 100 });

  // API answers are never cached: offline they fail.
  const voices = await page.evaluate(() =>
    fetch('/api/voices').then(
      (response) => response.status,
      () => 'network error',
    ),
  );
  expect(voices).toBe('network error');

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  // Online, the worker lets the server answer '/': the dashboard arrives rendered with its data,
  // not as the precached shell.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator(`#root[${RENDERED_FOR_USER}]`)).toHaveCount(1);
  await expect(page.locator(`script#${FIRST_SCREEN_DATA_ID}`)).toHaveCount(1);

  // /hard-refresh unregisters the worker and deletes its caches and its database: the next load
  // starts uncontrolled (the worker registers afresh after it), with no audio kept.
  await page.addInitScript(() => {
    Reflect.set(window, '__controlledAtStart', navigator.serviceWorker.controller !== null);
  });
  await page.goto('/hard-refresh');
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('load');
  const state = await page.evaluate(
    async (name) => ({
      controlledAtStart: Reflect.get(window, '__controlledAtStart') as boolean,
      audioCache: await caches.has(name),
    }),
    AUDIO_CACHE,
  );
  expect(state).toEqual({ controlledAtStart: false, audioCache: false });
  // The old worker holds its database open until the browser stops it, which a browser does with an
  // idle worker after a while, and the deletion then completes; the test stops it at once. It asks
  // from a page of the same origin that runs no app (the databases are the origin's), after closing
  // the app's page: stopping the workers under a page they had controlled cost that page its
  // renderer once, and the whole browser once, in full runs.
  const origin = await context.newPage();
  await origin.goto('/favicon.svg');
  await page.close();
  const devtools = await context.newCDPSession(origin);
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.stopAllWorkers');
  await expect
    .poll(() => origin.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)), {
      timeout: 30_000,
    })
    .not.toContain('workbox-expiration');
});

test('one file dropped while the first worker installs: the app registers again and gets its offline copy', async ({
  page,
  context,
}) => {
  // The worker fetches every file of the app to install; one failed fetch fails the install, and
  // without the app's retry (src/sw/register.ts) the page stayed uncontrolled until a reload.
  let dropped = 0;
  await context.route(/\/assets\/.+\.css$/, async (route) => {
    if (dropped === 0 && route.request().serviceWorker() !== null) {
      dropped += 1;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await signInAsDemo(page);
  await waitForServiceWorkerControl(page);
  expect(dropped).toBe(1);
});

test('the service worker and the manifest are served fresh', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ name: 'Rally', theme_color: '#8B5CF6' });
});
