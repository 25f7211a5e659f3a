import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';
import { signInAsDemo, waitForApp } from './support.ts';

/** The demo account's sample speech, as History titles it. */
const DEMO_TITLE = 'I am presenting our new produc';

test('offline, a speech never opened on this device says it needs a connection, and opens once back', async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  await waitForServiceWorkerControl(page);
  await page.goto('/history');
  await waitForApp(page);
  const row = page.getByRole('listitem').filter({ hasText: DEMO_TITLE });
  await expect(row).toHaveCount(1);
  // The list is kept for offline use shortly after it is seen (its text is not: never opened).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const database = await new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open('rally-kv');
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error ?? new Error('open failed'));
          });
          try {
            return await new Promise<string>((resolve, reject) => {
              const read = database
                .transaction('keyval')
                .objectStore('keyval')
                .get('signed-in-queries');
              read.onsuccess = () => resolve(JSON.stringify(read.result ?? null));
              read.onerror = () => reject(read.error ?? new Error('read failed'));
            });
          } finally {
            database.close();
          }
        }),
      { timeout: 20_000 },
    )
    .toContain(DEMO_TITLE);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await row.getByRole('button', { name: /^Play: / }).click();
  const alert = row.getByRole('alert');
  await expect(alert).toHaveText(
    'This speech has not been opened on this device yet, so it needs a connection to open. It will open when you are back online.',
  );
  await expect(row.getByText(/Failed to fetch/)).toHaveCount(0);
  // Offline, nothing was asked of the voice: no failure toast.
  await expect(page.getByText('Audio Generation Failed')).toHaveCount(0);

  await context.setOffline(false);
  await expect(row.getByRole('article', { name: 'Encouraging Motivational Speech' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(alert).toHaveCount(0);
});
