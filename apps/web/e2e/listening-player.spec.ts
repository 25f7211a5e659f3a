import type { Page } from '@playwright/test';
import { formatClock } from '@rally/domain';
import { expect, test } from './fixtures.ts';
import { signInAsDemo } from './support.ts';

// Named *-player.spec.ts: it runs in the returning-visitor project too (playwright.config.ts).
test.describe.configure({ timeout: 180_000 });

/** The player's <audio> element, as the page sees it (all nothing while the player loads). */
function audioState(page: Page) {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (audio === null) {
      return { currentTime: 0, duration: Number.NaN, arrived: 0, paused: true, volume: 1 };
    }
    const { buffered } = audio;
    return {
      currentTime: audio.currentTime,
      duration: audio.duration,
      arrived: buffered.length > 0 ? buffered.end(buffered.length - 1) : 0,
      paused: audio.paused,
      volume: audio.volume,
    };
  });
}

/** The total time the player shows, as its text ('m:ss'). */
function shownTotal(page: Page): Promise<string> {
  return page
    .getByRole('region', { name: 'Audio player' })
    .locator('span', { hasText: /^Total time \d+:\d\d$/ })
    .evaluate((element) => (element.textContent ?? '').replace('Total time ', ''));
}

/** The demo account's sample speech: its id and the estimate of its length from its text. */
async function demoSpeech(page: Page): Promise<{ id: number; estimatedDuration: number }> {
  const listed = await page.request.get('/api/speeches');
  const { speeches } = (await listed.json()) as { speeches: { id: number }[] };
  const first = speeches[0];
  if (first === undefined) throw new Error('The demo account has no speech');
  const speech = await page.request.get(`/api/speeches/${first.id}`);
  return (await speech.json()) as { id: number; estimatedDuration: number };
}

/** Slows the page's downloads (DevTools protocol), so that the audio streams in for a while. */
async function slowDownloads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  const emulate = (downloadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput,
      uploadThroughput: -1,
    });
  await emulate(bytesPerSecond);
  return () => emulate(-1);
}

test("History's ▶ plays the speech; while its audio streams the total is the estimate, then the real length", async ({
  page,
}) => {
  await signInAsDemo(page);
  const speech = await demoSpeech(page);
  await page.goto('/history');
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Play: / }) });
  await expect(row).toHaveCount(1);
  // 8 kB/s: the 64 kbps MP3 arrives at about its own speed, so it is never all there early.
  const fullSpeed = await slowDownloads(page, 8_000);
  await row.getByRole('button', { name: /^Play: / }).click();

  // It plays, without a second press.
  await expect
    .poll(async () => (await audioState(page)).currentTime, { timeout: 120_000 })
    .toBeGreaterThan(0.5);
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Part of it has arrived: the total shown is the estimate, not that part.
  const streaming = await audioState(page);
  expect(streaming.arrived).toBeLessThan(speech.estimatedDuration - 5);
  expect(await shownTotal(page)).toBe(formatClock(speech.estimatedDuration));
  await expect(player.getByRole('link', { name: 'Download MP3' })).toHaveCount(0);

  // Once it has all arrived, the total is the recording's real length.
  await fullSpeed();
  await expect(player.getByRole('link', { name: 'Download MP3' })).toBeVisible({
    timeout: 120_000,
  });
  const complete = await audioState(page);
  await expect.poll(() => shownTotal(page)).toBe(formatClock(complete.duration));
});

test('Forward 10 seconds ahead of the streamed audio goes there, loading, and plays on from there once it arrives', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.getByRole('region', { name: 'Recent Speeches' }).getByRole('button').first().click();
  const result = page.locator('article').first();
  const player = result.getByRole('region', { name: 'Audio player' });
  // 8 kB/s: the 64 kbps MP3 arrives at about its own speed, so 10 s ahead has not arrived yet.
  const fullSpeed = await slowDownloads(page, 8_000);
  await result.getByRole('button', { name: 'Generate & Play AI Voice' }).click();
  await expect
    .poll(async () => (await audioState(page)).currentTime, { timeout: 120_000 })
    .toBeGreaterThan(0.5);

  await player.getByRole('button', { name: 'Forward 10 seconds' }).click();
  const skipped = await audioState(page);
  // Not yet arrived, but the player stands there, not at the end of what has arrived.
  expect(skipped.arrived).toBeLessThan(skipped.currentTime);
  expect(skipped.currentTime).toBeGreaterThan(10);
  await expect(player.getByRole('status', { name: 'Loading the audio' })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Once that part has arrived it plays on from there, and the loading mark goes.
  await fullSpeed();
  await expect
    .poll(async () => (await audioState(page)).currentTime, { timeout: 60_000 })
    .toBeGreaterThan(skipped.currentTime + 0.5);
  expect((await audioState(page)).paused).toBe(false);
  await expect(player.getByRole('status', { name: 'Loading the audio' })).toHaveCount(0);
  await expect(page.getByText('Playback Complete')).toHaveCount(0);
});

/** Keeps every volume the <audio> element is given, in the page, for `volumesSet`. */
async function recordVolumes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (audio === null) throw new Error('The player has no <audio> element');
    const seen: number[] = [];
    (window as Window & { volumesSet?: number[] }).volumesSet = seen;
    audio.addEventListener('volumechange', () => seen.push(audio.volume));
  });
}

function volumesSet(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as Window & { volumesSet?: number[] }).volumesSet ?? []);
}

/** A click on the seek bar `fraction` of the way along. */
async function seekTo(page: Page, fraction: number): Promise<void> {
  const track = await page
    .getByRole('region', { name: 'Audio player' })
    .locator('.mantine-Slider-root')
    .boundingBox();
  if (track === null) throw new Error('The seek slider is not on screen');
  await page.mouse.click(track.x + track.width * fraction, track.y + track.height / 2);
}

test('repeat plays the talk again until turned off; the sleep timer fades out and stops, timed or at the end of the talk', async ({
  page,
}) => {
  // The page's timers run on Playwright's clock: the sleep timer's minutes pass in a moment.
  await page.clock.install();
  await signInAsDemo(page);
  await page.getByRole('region', { name: 'Recent Speeches' }).getByRole('button').first().click();
  const result = page.locator('article').first();
  const player = result.getByRole('region', { name: 'Audio player' });
  await result.getByRole('button', { name: 'Generate & Play AI Voice' }).click();
  await expect(player.getByRole('link', { name: 'Download MP3' })).toBeVisible({
    timeout: 120_000,
  });
  await recordVolumes(page);

  // Repeat: at the end it starts again instead of stopping.
  const repeat = player.getByRole('button', { name: 'Repeat' });
  await expect(repeat).toHaveAttribute('aria-pressed', 'false');
  await repeat.click();
  await expect(repeat).toHaveAttribute('aria-pressed', 'true');
  await seekTo(page, 0.98);
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(0);
  const { duration } = await audioState(page);
  await expect
    .poll(async () => (await audioState(page)).currentTime, { timeout: 30_000 })
    .toBeLessThan(duration / 2);
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(0.3);
  expect((await audioState(page)).paused).toBe(false);
  await expect(page.getByText('Playback Complete')).toHaveCount(0);
  // Remembered on this device.
  expect(await page.evaluate(() => localStorage.getItem('rally.player.repeat'))).toBe('on');

  // Sleep in 15 minutes, with repeat on: full volume until the last 10 seconds, then a fade to
  // silence, and a pause.
  const sleepButton = player.getByRole('button', { name: 'Sleep timer' });
  await sleepButton.click();
  await page.getByRole('menuitem', { name: '15 min' }).click();
  const countdown = player.getByRole('button', { name: /^Sleep in / });
  await expect(countdown).toHaveText(/Sleep in 1[45]:\d\d/);
  await page.clock.fastForward('14:45');
  await expect(countdown).toHaveText(/Sleep in 0:1[0-5]/);
  expect((await audioState(page)).volume).toBe(1);
  await page.clock.runFor(10_000);
  const fading = await audioState(page);
  expect(fading.volume).toBeGreaterThan(0);
  expect(fading.volume).toBeLessThan(1);
  expect(fading.paused).toBe(false);
  await page.clock.runFor(10_000);
  await expect(result.getByRole('button', { name: 'Resume' })).toBeVisible();
  expect((await audioState(page)).paused).toBe(true);
  await expect(sleepButton).toBeVisible();
  const faded = (await volumesSet(page)).filter((volume) => volume > 0 && volume < 1);
  expect(faded.length).toBeGreaterThan(3);
  expect(faded).toEqual([...faded].sort((a, b) => b - a));
  // Volume back for the next listen.
  expect((await audioState(page)).volume).toBe(1);

  // Sleep at the end of the talk: repeat gives way, the last seconds fade, and it ends.
  await result.getByRole('button', { name: 'Resume' }).click();
  await sleepButton.click();
  await page.getByRole('menuitem', { name: 'End of talk' }).click();
  await expect(player.getByRole('button', { name: 'Sleep at end of talk' })).toBeVisible();
  const before = (await volumesSet(page)).length;
  await seekTo(page, 0.9);
  await expect(page.getByText('Playback Complete')).toBeVisible({ timeout: 60_000 });
  const endFade = (await volumesSet(page)).slice(before).filter((v) => v > 0 && v < 1);
  expect(endFade.length).toBeGreaterThan(0);
  await expect(result.getByRole('button', { name: 'Play AI Voice' })).toBeVisible();
  await expect(sleepButton).toBeVisible();

  // Turned off, repeat stays off.
  await repeat.click();
  await expect(repeat).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('rally.player.repeat'))).toBeNull();
});

test('screenshots: the player with repeat on and the sleep timer open, at 390 and 1280 px', async ({
  page,
}, testInfo) => {
  await signInAsDemo(page);
  await page.getByRole('region', { name: 'Recent Speeches' }).getByRole('button').first().click();
  const result = page.locator('article').first();
  const player = result.getByRole('region', { name: 'Audio player' });
  await result.getByRole('button', { name: 'Generate & Play AI Voice' }).click();
  await expect(player.getByRole('link', { name: 'Download MP3' })).toBeVisible({
    timeout: 120_000,
  });
  await player.getByRole('button', { name: 'Pause' }).click();
  await player.getByRole('button', { name: 'Repeat' }).click();
  await player.getByRole('button', { name: 'Sleep timer' }).click();
  await page.getByRole('menuitem', { name: '30 min' }).click();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await player.getByRole('button', { name: /^Sleep in / }).click();
    await expect(page.getByRole('menuitem', { name: 'Turn off' })).toBeVisible();
    await player.scrollIntoViewIfNeeded();
    const path = testInfo.outputPath(`player-sleep-timer-${width}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`player at ${width} px`, { path, contentType: 'image/png' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Turn off' })).toBeHidden();
  }
});
