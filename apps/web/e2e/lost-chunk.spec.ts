import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsDemo, waitForCrisisScreen } from './support.ts';

const CONTEXT =
  'I give the best-man speech on Saturday and my hands shake just thinking about the microphone.';

/** The chunk the toasts' container comes in: first asked for when the first toast shows. */
const TOASTS_CHUNK = '**/assets/after-takeover-*.js';

// A first visit before the service worker controls the page: every chunk comes from the network.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

/** The page's download speed, through the DevTools protocol, so that a speech streams for a while. */
async function slowConnection(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 1500,
    uploadThroughput: -1,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('the connection dropping mid-stream on a first visit leaves a working page and the saved speech, not a white one', async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  const recent = page.getByRole('region', { name: 'Recent Speeches' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  let chunkRefused = false;
  await page.route(TOASTS_CHUNK, (route) => {
    chunkRefused = true;
    return route.abort('internetdisconnected');
  });

  const form = page.getByRole('form', { name: 'Create a speech' });
  await form.getByRole('textbox', { name: 'What do you need motivation for?' }).fill(CONTEXT);
  await waitForCrisisScreen(page);
  const normalSpeed = await slowConnection(page);
  await form.getByRole('button', { name: 'Generate Speech' }).click();
  const overlay = page.getByRole('dialog', { name: 'Creating Your Speech' });
  // The first words are on screen: the server goes on to finish and save the speech.
  await expect(overlay.getByLabel('Speech so far')).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);

  // The failure's toast asks for the toasts' chunk, which does not come: the page stays.
  await expect(overlay).toBeHidden();
  await expect.poll(() => chunkRefused).toBe(true);
  await expect(form.getByRole('button', { name: 'Generate Speech' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);

  // Back online (the chunk comes again): the toast that waited shows, and the saved speech too.
  await page.unroute(TOASTS_CHUNK);
  await normalSpeed();
  await context.setOffline(false);
  await expect(page.getByText('Generation Failed')).toBeVisible({ timeout: 30_000 });
  await expect(recent.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText('2 of 3 free speeches left')).toBeVisible();
  await form.getByRole('textbox', { name: 'What do you need motivation for?' }).fill(CONTEXT);
  await expect(form.getByRole('button', { name: 'Generate Speech' })).toBeEnabled();
});
