import { createServer, request as httpRequest } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';
import { signInAsDemo } from './support.ts';

const CONTEXT =
  'I defend my dissertation on Friday and I keep imagining the committee tearing it apart.';

/**
 * The page's connection, through the DevTools protocol: offline (the browser says so with an
 * `offline` event) or back.
 */
async function network(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const emulate = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  return { offline: () => emulate(true), normal: () => emulate(false) };
}

function speechForm(page: Page) {
  const form = page.getByRole('form', { name: 'Create a speech' });
  return {
    context: form.getByRole('textbox', { name: 'What do you need motivation for?' }),
    generate: form.getByRole('button', { name: 'Generate Speech' }),
  };
}

const overlayOf = (page: Page) => page.getByRole('dialog', { name: 'Creating Your Speech' });

/**
 * Sends the speech's stream through a proxy on 127.0.0.1 that passes the server's answer on up to
 * its first words and holds the rest. The server writes and saves the whole speech, and the page is
 * still mid-stream when the test takes it offline, however slow the machine.
 */
async function holdStreamAfterFirstWords(page: Page) {
  const appOrigin = new URL(page.url()).origin;
  const held: ServerResponse[] = [];
  const proxy = createServer((browserRequest, browserResponse) => {
    held.push(browserResponse);
    const toServer = httpRequest(
      new URL(browserRequest.url ?? '/', appOrigin),
      {
        method: browserRequest.method,
        // As the page sent it: the browser marks the detour through the proxy as another site's.
        headers: {
          ...browserRequest.headers,
          host: new URL(appOrigin).host,
          'sec-fetch-site': 'same-origin',
        },
      },
      (serverResponse) => {
        browserResponse.writeHead(serverResponse.statusCode ?? 502, serverResponse.headers);
        let passed = '';
        let holding = false;
        // Read to the end either way, so that the server is never held back by the proxy.
        serverResponse.on('data', (chunk: Buffer) => {
          if (holding) return;
          const text = chunk.toString();
          // A busy machine can bring the whole speech in one chunk: pass on only up to the end of
          // the line that carries the first words, and hold the rest.
          const first = (passed + text).indexOf('"type":"text"');
          const lineEnd = first < 0 ? -1 : (passed + text).indexOf('\n', first);
          if (lineEnd < 0) {
            passed += text;
            browserResponse.write(chunk);
            return;
          }
          const cut = lineEnd + 1 - passed.length;
          browserResponse.write(
            text.slice(0, (passed + text)[lineEnd + 1] === '\n' ? cut + 1 : cut),
          );
          holding = true;
        });
      },
    );
    browserRequest.pipe(toServer);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  const { port } = proxy.address() as AddressInfo;
  await page.route('**/trpc/speech.generateStream**', (route) => {
    const url = new URL(route.request().url());
    return route.continue({ url: `http://127.0.0.1:${port}${url.pathname}${url.search}` });
  });
  return {
    close: async () => {
      for (const response of held) response.destroy();
      await new Promise((closed) => proxy.close(closed));
    },
  };
}

/** Presses Generate Speech on a connection that hangs: the request never reaches the server. */
async function generateOnAHangingConnection(page: Page) {
  await page.route('**/trpc/speech.generateStream**', () => undefined);
  const form = speechForm(page);
  await form.context.fill(CONTEXT);
  await form.generate.click();
  const overlay = overlayOf(page);
  await expect(overlay).toBeVisible();
  return { form, overlay };
}

test.describe.configure({ timeout: 120_000 });

test('losing the connection mid-stream closes the overlay with a toast, and the saved speech appears once back', async ({
  page,
}) => {
  await signInAsDemo(page);
  await expect(page.getByText('3 of 3 free speeches left')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Speeches' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);

  const form = speechForm(page);
  await form.context.fill(CONTEXT);
  const connection = await network(page);
  const stream = await holdStreamAfterFirstWords(page);
  await form.generate.click();

  const overlay = overlayOf(page);
  await expect(overlay.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // The first words are on screen: from now on the server finishes and saves the speech.
  await expect(overlay.getByLabel('Speech so far')).toBeVisible({ timeout: 30_000 });
  await connection.offline();
  await stream.close();

  await expect(overlay).toBeHidden();
  await expect(page.getByText('Generation Failed')).toBeVisible();
  await expect(page.getByText(/Your device went offline/)).toBeVisible();
  // Not trapped: the form is back, its button waiting for the connection and saying why.
  await expect(form.generate).toBeDisabled();
  await expect(form.generate).toHaveAccessibleDescription(/offline/i);

  // Back online, the page shows what the server did: the speech was finished, saved and counted.
  await connection.normal();
  await expect(form.generate).toBeEnabled();
  await expect(recent.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText('2 of 3 free speeches left')).toBeVisible();
});

test('Cancel closes the overlay at once, even before the server has answered', async ({ page }) => {
  await signInAsDemo(page);
  const { form, overlay } = await generateOnAHangingConnection(page);
  await overlay.getByRole('button', { name: 'Cancel' }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByText('Generation Cancelled')).toBeVisible();
  await expect(form.generate).toBeEnabled();
  await expect(page.getByText('3 of 3 free speeches left')).toBeVisible();
});

test('a stream that brings nothing for 15 seconds closes the overlay with a toast', async ({
  page,
}) => {
  await page.clock.install();
  await signInAsDemo(page);
  const { overlay } = await generateOnAHangingConnection(page);

  await page.clock.fastForward(14_000);
  await expect(overlay).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(overlay).toBeHidden();
  await expect(page.getByText('Generation Failed')).toBeVisible();
  await expect(page.getByText(/Nothing arrived for 15 seconds/)).toBeVisible();
});

test("'Generating AI Voice...' can be cancelled, and gives up when the device goes offline", async ({
  page,
}) => {
  await signInAsDemo(page);
  // The voice is being generated and nothing comes back yet.
  await page.route('**/api/speeches/*/audio', () => undefined);
  await page.getByRole('region', { name: 'Recent Speeches' }).getByRole('button').first().click();
  const result = page.locator('article').first();
  const play = result.getByRole('button', { name: 'Generate & Play AI Voice' });
  const generating = result.getByRole('button', { name: 'Generating AI Voice...' });

  await play.click();
  await expect(generating).toBeVisible();
  await result.getByRole('button', { name: 'Cancel' }).click();
  await expect(generating).toBeHidden();
  await expect(play).toBeVisible();

  await play.click();
  await expect(generating).toBeVisible();
  await page.context().setOffline(true);
  await expect(generating).toBeHidden();
  const toast = page.getByRole('alert').filter({ hasText: 'Audio Generation Failed' });
  await expect(toast).toContainText('Your device went offline while the voice was being generated');
  await expect(play).toBeVisible();
  await page.context().setOffline(false);
});
