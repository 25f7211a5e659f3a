import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';
import { isAudioCached } from './offline-support.ts';
import { signInAsDemo, waitForApp } from './support.ts';

const CONTEXT = 'Running my first half marathon on Sunday and I am nervous about the hills';
const KV_DATABASE = 'rally-kv';
const OFFLINE_COPY_KEY = 'signed-in-queries';

test.describe.configure({ timeout: 240_000 });

/** A key of the test's own, written beside the app's offline copy. */
const MARKER_KEY = 'written-by-the-test';

/**
 * A key's value in the app's IndexedDB key-value store, as JSON; null when the key, the store or
 * the database is not there (the database is not created by looking).
 */
function readKey(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    async ({ name, key }) => {
      const known = await indexedDB.databases();
      if (!known.some((database) => database.name === name)) return null;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      try {
        if (!database.objectStoreNames.contains('keyval')) return null;
        const value = await new Promise<unknown>((resolve, reject) => {
          const request = database.transaction('keyval').objectStore('keyval').get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('read failed'));
        });
        return value === undefined ? null : JSON.stringify(value);
      } finally {
        database.close();
      }
    },
    { name: KV_DATABASE, key },
  );
}

/** What the app keeps for offline use, as JSON, or null when there is nothing. */
const offlineCopy = (page: Page) => readKey(page, OFFLINE_COPY_KEY);

/** The seconds shown as the player's elapsed time ('1:05' is 65). */
async function elapsedSeconds(player: Locator): Promise<number> {
  const shown = player.locator('span').filter({ hasText: /^Elapsed time \d+:\d{2}$/ });
  const text = (await shown.textContent()) ?? '';
  const match = /(\d+):(\d{2})$/.exec(text);
  if (match === null) throw new Error(`Not a time: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

test('offline, a signed-in user reopens the dashboard, reads a speech and replays its audio', async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  await waitForServiceWorkerControl(page);

  // A new speech, written by the built-in writer.
  const form = page.getByRole('form', { name: 'Create a speech' });
  await form.getByRole('textbox', { name: 'What do you need motivation for?' }).fill(CONTEXT);
  await form.getByRole('combobox', { name: 'Length' }).selectOption({ label: 'Short (1-2 min)' });
  await form.getByRole('button', { name: 'Generate Speech' }).click();
  await expect(page.getByText('Speech Generated!')).toBeVisible({ timeout: 60_000 });
  const result = page.getByRole('article', { name: 'Encouraging Motivational Speech' });
  await expect(result).toBeVisible();
  const listed = (await (await page.request.get('/api/speeches')).json()) as {
    speeches: { id: number; context: string }[];
  };
  const summary = listed.speeches.find((candidate) => candidate.context === CONTEXT);
  if (summary === undefined) throw new Error('The new speech is not in the list');
  const speech = (await (await page.request.get(`/api/speeches/${summary.id}`)).json()) as {
    content: string;
  };
  const opening = speech.content.split('\n')[0]?.slice(0, 40) ?? '';
  expect(opening.length).toBeGreaterThan(10);

  // Played to the end with the built-in voice, through the player's own controls.
  const player = result.getByRole('region', { name: 'Audio player' });
  await result.getByRole('button', { name: 'Generate & Play AI Voice' }).click();
  await expect.poll(() => elapsedSeconds(player), { timeout: 90_000 }).toBeGreaterThan(0);
  const download = player.getByRole('link', { name: 'Download MP3' });
  await expect(download).toBeVisible({ timeout: 90_000 });
  const audioUrl = await download.getAttribute('href');
  if (audioUrl === null) throw new Error('No stored audio');
  await player.getByRole('slider', { name: 'Seek' }).press('End');
  await expect(page.getByText('Playback Complete')).toBeVisible({ timeout: 60_000 });
  // The service worker keeps the recording, and the app its answers.
  await expect.poll(() => isAudioCached(page, audioUrl)).toBe(true);
  await expect.poll(() => offlineCopy(page)).toContain(CONTEXT);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/Good (morning|afternoon|evening), Demo/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await waitForApp(page);

  // What needs the server is disabled and says why.
  for (const action of [
    page.getByRole('button', { name: 'Generate Speech' }),
    page.getByRole('button', { name: 'Check In' }),
    page.getByRole('button', { name: 'New Goal' }),
  ]) {
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription('You are offline');
  }

  // The speech, from the last answers this device saw.
  const recent = page.getByRole('region', { name: 'Recent Speeches' });
  await recent.getByRole('button', { name: new RegExp(`^${CONTEXT.slice(0, 20)}`) }).click();
  const reopened = page.getByRole('article', { name: 'Encouraging Motivational Speech' });
  await reopened.getByRole('tab', { name: 'Text Output' }).click();
  await expect(reopened.getByText(opening, { exact: false })).toBeVisible();

  // Its audio plays from the service worker's cache: the elapsed time moves on.
  await reopened.getByRole('tab', { name: 'AI Voice Output' }).click();
  const replay = reopened.getByRole('region', { name: 'Audio player' });
  await reopened.getByRole('button', { name: 'Play AI Voice' }).click();
  await expect.poll(() => elapsedSeconds(replay), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('button', { name: 'Rate Speech', exact: true })).toBeDisabled();
  // Another voice has no recording here: making one needs the server.
  await reopened.getByRole('radio', { name: 'Shimmer' }).click();
  for (const play of [
    reopened.getByRole('button', { name: 'Generate & Play AI Voice' }),
    replay.getByRole('button', { name: 'Play', exact: true }),
  ]) {
    await expect(play).toBeDisabled();
    await expect(play).toHaveAccessibleDescription('You are offline');
  }
  await expect(page.getByRole('alert').filter({ hasText: /error/i })).toHaveCount(0);
});

test('after signing out, nothing of the user is left for an offline reload', async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  await waitForServiceWorkerControl(page);
  await expect.poll(() => offlineCopy(page)).toContain('"firstName":"Demo"');

  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/' && !url.search, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toBeVisible();
  expect(await offlineCopy(page)).toBeNull();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toBeVisible();
  await expect(page.getByText(/Good (morning|afternoon|evening)/)).toHaveCount(0);
  expect(await offlineCopy(page)).toBeNull();
});

test('deleting the account, and /hard-refresh, delete the offline copy too', async ({ page }) => {
  await signInAsDemo(page);
  await expect.poll(() => offlineCopy(page)).toContain('"firstName":"Demo"');
  const yourData = page.getByRole('region', { name: 'Your Data' });
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await offlineCopy(page)).toBeNull();

  await signInAsDemo(page);
  await expect.poll(() => offlineCopy(page)).toContain('"firstName":"Demo"');
  // /hard-refresh deletes the database whole. The user is still signed in afterwards, so the page it
  // reloads keeps a new copy at once, which the test can find before or after its first look: what
  // shows that the old database went is an entry written beside the old copy, gone for good.
  await page.evaluate(writeMarker, { name: KV_DATABASE, key: MARKER_KEY });
  expect(await readKey(page, MARKER_KEY)).toBe('true');
  await page.goto('/hard-refresh');
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('load');
  await expect.poll(() => readKey(page, MARKER_KEY)).toBeNull();
  // The signed-in user's copy, kept anew by the reloaded page.
  await expect.poll(() => offlineCopy(page)).toContain('"firstName":"Demo"');
});

/** Runs in the page: writes `true` under the test's own key into the app's key-value store. */
async function writeMarker({ name, key }: { name: string; key: string }): Promise<void> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = database.transaction('keyval', 'readwrite');
      transaction.objectStore('keyval').put(true, key);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('write failed'));
    });
  } finally {
    database.close();
  }
}
