import type { Page } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';
import { isAudioCached, storedAudioUrl } from './offline-support.ts';
import { signInAsDemo } from './support.ts';

/** The player's <audio> element, as the page sees it. */
function audioState(page: Page) {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (audio === null) throw new Error('The player has no <audio> element');
    return {
      currentTime: audio.currentTime,
      paused: audio.paused,
      playbackRate: audio.playbackRate,
      hasSource: audio.hasAttribute('src'),
    };
  });
}

async function currentTime(page: Page): Promise<number> {
  return (await audioState(page)).currentTime;
}

/**
 * The requests for voices and audio, the page's and its service worker's, in order, as 'METHOD path'
 * with ids as {id}; a tRPC batch is one request, named by its voice and audio procedures.
 */
function recordAudioRequests(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    const procedures = pathname.startsWith('/trpc/')
      ? pathname
          .slice('/trpc/'.length)
          .split(',')
          .filter((procedure) => /^(voice|audio)\./.test(procedure))
      : [];
    const path =
      procedures.length > 0
        ? `/trpc/${procedures.join(',')}`
        : /^\/api\/(voices|speeches\/\d+\/audio)/.test(pathname)
          ? pathname.replace(/\/\d+(?=\/|\.mp3$|$)/g, '/{id}')
          : null;
    if (path !== null) seen.push(`${request.method()} ${path}`);
  });
  return seen;
}

test.describe.configure({ timeout: 180_000 });

test('a first play: the stored audio asked, the audio streamed once, then its description', async ({
  page,
}) => {
  await signInAsDemo(page);
  // The same in both projects: the worker keeps the new recording for offline replay.
  await waitForServiceWorkerControl(page);
  // The settings card, low in the sidebar, asks the voices when it is scrolled to: the same typed
  // query as the player's, asked once for the page. Loaded first, so that the count is the player's
  // alone whenever the card comes into view.
  const voicesListed = page.waitForResponse((response) => response.url().includes('voice.list'));
  const card = page.getByRole('region', { name: 'Daily Rally' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Save Daily Rally' })).toBeVisible();
  await voicesListed;
  const requests = recordAudioRequests(page);
  await page.getByRole('region', { name: 'Recent Speeches' }).getByRole('button').first().click();
  const result = page.locator('article').first();
  await result.getByRole('button', { name: 'Generate & Play AI Voice' }).click();
  const download = result.getByRole('link', { name: 'Download MP3' });
  await expect(download).toBeVisible({ timeout: 120_000 });
  // The worker keeps the streamed bytes for offline replay: nothing is downloaded again.
  const audioUrl = await download.getAttribute('href');
  await expect.poll(() => isAudioCached(page, audioUrl ?? ''), { timeout: 30_000 }).toBe(true);
  expect(requests).toEqual([
    'GET /trpc/audio.describe',
    'POST /api/speeches/{id}/audio',
    'GET /trpc/audio.describe',
  ]);
});

test('the demo speech is spoken by the built-in voice and the player controls it', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.getByRole('region', { name: 'Recent Speeches' }).getByRole('button').first().click();

  const result = page.locator('article').first();
  await expect(result.getByRole('tab', { name: 'AI Voice Output' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(result.getByRole('tab', { name: 'Text Output' })).toBeVisible();
  await expect(result.getByText('Encouraging Motivational Speech')).toBeVisible();
  await expect(result.getByRole('radio', { name: 'Nova' })).toBeChecked();
  await expect(result.getByText('SELECTED')).toHaveCount(1);
  for (const group of ['Female', 'Neutral', 'Male']) {
    await expect(result.getByRole('group', { name: `${group} voices`, exact: true })).toBeVisible();
  }

  const player = result.getByRole('region', { name: 'Audio player' });
  // The first sound comes in well under a second: the audio's answer is held until the waiting
  // state has been read. The context's route also sees what the service worker fetches.
  let answerAudio: () => void = () => undefined;
  const audioHeld = new Promise<void>((resolve) => (answerAudio = resolve));
  const audioRequest = /\/api\/speeches\/\d+\/audio$/;
  await page.context().route(
    audioRequest,
    async (route) => {
      await audioHeld;
      await route.continue();
    },
    { times: 1 },
  );
  await result.getByRole('button', { name: 'Generate & Play AI Voice' }).click();
  await expect(result.getByText('Generating AI Voice...')).toBeVisible();
  await expect(result.getByText('Processing: 10-50 seconds for best quality')).toBeVisible();
  answerAudio();

  // It plays: the clock of the <audio> element moves on.
  await expect.poll(() => currentTime(page), { timeout: 90_000 }).toBeGreaterThan(0.5);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Pause holds the position; resume moves it on again.
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(result.getByRole('button', { name: 'Resume' })).toBeVisible();
  const pausedAt = await currentTime(page);
  expect((await audioState(page)).paused).toBe(true);
  // Where the element stands as it leaves the pause: near the paused position, not back at 0 nor
  // moved on while paused (Chromium reports the position of a streamed MP3 up to ~0.1 s late).
  await page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (audio === null) throw new Error('The player has no <audio> element');
    (window as Window & { resumedAt?: Promise<number> }).resumedAt = new Promise((resolve) => {
      audio.addEventListener('play', () => resolve(audio.currentTime), { once: true });
    });
  });
  await player.getByRole('button', { name: 'Play' }).click();
  const resumedAt = await page.evaluate(
    () => (window as Window & { resumedAt?: Promise<number> }).resumedAt,
  );
  expect(resumedAt).toBeGreaterThanOrEqual(pausedAt);
  expect(resumedAt).toBeLessThan(pausedAt + 0.3);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(pausedAt + 0.3);

  // Forward and back 10 seconds, paused, so that how long a click takes on a slow machine does not
  // move the clock between the readings; then it plays on from where it was put.
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(result.getByRole('button', { name: 'Resume' })).toBeVisible();
  const beforeSkip = await currentTime(page);
  await player.getByRole('button', { name: 'Forward 10 seconds' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(beforeSkip + 9.7);
  expect(await currentTime(page)).toBeLessThan(beforeSkip + 10.3);
  await player.getByRole('button', { name: 'Back 10 seconds' }).click();
  await expect.poll(() => currentTime(page)).toBeLessThan(beforeSkip + 0.3);
  expect(await currentTime(page)).toBeGreaterThan(beforeSkip - 0.3);
  await player.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(beforeSkip + 0.3);

  // Speed.
  await player.getByRole('button', { name: '1.5x' }).click();
  await expect(player.getByRole('button', { name: '1.5x' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await audioState(page)).playbackRate).toBe(1.5);

  // The sentence being spoken is marked in the text tab.
  await result.getByRole('tab', { name: 'Text Output' }).click();
  await expect(result.locator('mark[aria-current="true"]')).toHaveCount(1);
  await result.getByRole('tab', { name: 'AI Voice Output' }).click();

  // Once the whole MP3 has arrived the server has stored it: it can be downloaded, with Range.
  const download = player.getByRole('link', { name: 'Download MP3' });
  await expect(download).toBeVisible({ timeout: 90_000 });
  const audioUrl = await download.getAttribute('href');
  expect(audioUrl).toMatch(/^\/api\/speeches\/\d+\/audio\/\d+\.mp3$/);
  const partial = await page.request.get(audioUrl ?? '', { headers: { Range: 'bytes=0-99' } });
  expect(partial.status()).toBe(206);
  expect(partial.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await partial.body()).length).toBe(100);

  // Seek with the slider, paused so that the position holds still: a click at 80% of the track.
  await player.getByRole('button', { name: 'Pause' }).click();
  const track = await player.locator('.mantine-Slider-root').boundingBox();
  if (track === null) throw new Error('The seek slider is not on screen');
  const duration = await page.evaluate(() => document.querySelector('audio')?.duration ?? 0);
  await page.mouse.click(track.x + track.width * 0.8, track.y + track.height / 2);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(duration * 0.7);
  expect(await currentTime(page)).toBeLessThan(duration * 0.9);

  // Stop: idle at 0.
  await player.getByRole('button', { name: 'Stop' }).click();
  await expect(result.getByRole('button', { name: 'Play AI Voice' })).toBeVisible();
  const stopped = await audioState(page);
  expect(stopped.paused).toBe(true);
  expect(stopped.currentTime).toBe(0);

  // Playing again uses the stored MP3; at the end the player is idle and says so.
  await result.getByRole('button', { name: 'Play AI Voice' }).click();
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(0.2);
  await page.mouse.click(track.x + track.width - 2, track.y + track.height / 2);
  await expect(page.getByText('Playback Complete')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Your motivational speech has finished playing.')).toBeVisible();
  expect((await audioState(page)).hasSource).toBe(false);

  // A new voice stops playback and drops the old voice's audio.
  await result.getByRole('button', { name: 'Play AI Voice' }).click();
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(0.2);
  await result.getByRole('radio', { name: 'Shimmer' }).click();
  await expect(result.getByRole('radio', { name: 'Shimmer' })).toBeChecked();
  await expect(result.getByRole('button', { name: 'Generate & Play AI Voice' })).toBeVisible();
  const changed = await audioState(page);
  expect(changed.paused).toBe(true);
  expect(changed.hasSource).toBe(false);
});

test('the audio debug page logs browser facts and keeps Test Direct Audio off until there is a test speech', async ({
  page,
}) => {
  await page.goto('/audio-debug');
  await expect(page.getByRole('button', { name: 'Test Direct Audio' })).toBeDisabled();
  await page.getByRole('button', { name: 'Get Browser Info' }).click();
  const log = page.getByRole('list', { name: 'Log' });
  await expect(log.getByText(/User agent: /)).toBeVisible();
  await expect(
    log.getByText('Streams MP3 while it downloads (MediaSource): yes', { exact: false }),
  ).toBeVisible();
  await expect(log.getByRole('listitem').first()).toContainText(/^\d{2}:\d{2}:\d{2}\.\d{3}/);
  await page.getByRole('button', { name: 'Clear Log' }).click();
  await expect(log.getByText('The log is empty.')).toBeVisible();
});

test("a stored recording opened in a tab of its own loads there: the API's policy lets it play itself", async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  await waitForServiceWorkerControl(page);
  const audioUrl = await storedAudioUrl(page);
  const tab = await context.newPage();
  const refused: string[] = [];
  tab.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  const opened = await tab.goto(audioUrl);
  expect(opened?.status()).toBe(200);
  // Chromium shows the recording in a media document of its own, which loads it as media.
  await expect
    .poll(() => tab.evaluate(() => document.querySelector('video')?.readyState ?? -1))
    .toBeGreaterThanOrEqual(1);
  expect(refused).toEqual([]);
});
