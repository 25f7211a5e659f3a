import type { Locator, Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { signInAsDemo } from './support.ts';

test.describe.configure({ timeout: 240_000 });

/** Lock-screen controls stand-in: headless Chromium has no lock screen, so the handlers the page
 * gives the Media Session are recorded, to be called as the system would. */
async function recordMediaSessionHandlers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const handlers: Record<string, (() => void) | null> = {};
    (window as Window & { mediaHandlers?: typeof handlers }).mediaHandlers = handlers;
    const session = navigator.mediaSession;
    const original = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      handlers[action] = handler as (() => void) | null;
      original(action, handler);
    };
  });
}

function callMediaHandler(page: Page, action: 'play' | 'pause'): Promise<void> {
  return page.evaluate((name) => {
    const handlers = (window as Window & { mediaHandlers?: Record<string, (() => void) | null> })
      .mediaHandlers;
    const handler = handlers?.[name];
    if (!handler) throw new Error(`No Media Session handler for ${name}`);
    handler();
  }, action);
}

async function openFirstSpeech(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Recent Speeches' }).getByRole('button').first().click();
  const result = page.locator('article').first();
  await expect(result.getByText('Music under the voice')).toBeVisible();
  return result;
}

function bedOption(result: Locator, name: string): Locator {
  return result.getByRole('radio', { name, exact: true });
}

/** Loudness per window of `windowSeconds`, of a decoded file: RMS, first channel. */
interface Decoded {
  duration: number;
  rms: number[];
}

const WINDOW_SECONDS = 0.1;

function decodeInPage(page: Page, base64: string): Promise<Decoded> {
  return page.evaluate(
    async ({ data, windowSeconds }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const context = new OfflineAudioContext(1, 1, 44_100);
      const buffer = await context.decodeAudioData(bytes.buffer);
      const samples = buffer.getChannelData(0);
      const size = Math.round(windowSeconds * buffer.sampleRate);
      const rms: number[] = [];
      for (let start = 0; start + size <= samples.length; start += size) {
        let sum = 0;
        for (let i = start; i < start + size; i += 1) sum += (samples[i] ?? 0) ** 2;
        rms.push(Math.sqrt(sum / size));
      }
      return { duration: buffer.duration, rms };
    },
    { data: base64, windowSeconds: WINDOW_SECONDS },
  );
}

test('a music bed: chosen, remembered across a reload, heard with the voice, and in the download', async ({
  page,
}) => {
  await recordMediaSessionHandlers(page);
  await signInAsDemo(page);
  let result = await openFirstSpeech(page);
  await expect(bedOption(result, 'None')).toBeChecked();

  const saved = page.waitForResponse((response) =>
    response.url().includes('personalisation.setMusicBed'),
  );
  await result.getByText('Calm', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(bedOption(result, 'Calm')).toBeChecked();

  await page.reload();
  result = await openFirstSpeech(page);
  await expect(bedOption(result, 'Calm')).toBeChecked();

  // Played with the bed on: the voice goes through the mix, and the element still plays it.
  await result.getByRole('button', { name: /Play AI Voice/ }).click();
  const currentTime = () => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);
  await expect.poll(currentTime, { timeout: 120_000 }).toBeGreaterThan(0.5);

  // The lock screen's pause and play (the Media Session's handlers) still drive the element.
  await callMediaHandler(page, 'pause');
  await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
  const pausedAt = await currentTime();
  await callMediaHandler(page, 'play');
  await expect.poll(currentTime).toBeGreaterThan(pausedAt + 0.3);
  await result.getByRole('button', { name: 'Pause' }).first().click();

  // With a bed on, the download offered is the mix.
  const mixButton = result.getByRole('button', { name: 'Download MP3 with music' });
  await expect(mixButton).toBeVisible({ timeout: 120_000 });
  await expect(result.getByRole('link', { name: 'Download MP3', exact: true })).toHaveCount(0);
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await mixButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-calm\.mp3$/);
  const mixBytes = readFileSync(await download.path());

  // The voice alone, as stored, from the link offered with the bed off.
  await result.getByText('None', { exact: true }).click();
  const voiceUrl = await result
    .getByRole('link', { name: 'Download MP3', exact: true })
    .getAttribute('href');
  const voiceBase64 = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, voiceUrl ?? '');

  const voice = await decodeInPage(page, voiceBase64);
  const mix = await decodeInPage(page, mixBytes.toString('base64'));
  // Longer: the bed fades out after the last word.
  expect(mix.duration).toBeGreaterThan(voice.duration + 2);
  // Louder where the voice is silent (between sentences, after the fade in): the bed is there.
  const quietWindows = voice.rms
    .map((level, index) => ({ level, index }))
    .filter(({ level, index }) => level < 0.002 && index * WINDOW_SECONDS > 2.5);
  expect(quietWindows.length).toBeGreaterThan(0);
  const mixInQuiet =
    quietWindows.reduce((sum, { index }) => sum + (mix.rms[index] ?? 0), 0) / quietWindows.length;
  const voiceInQuiet =
    quietWindows.reduce((sum, { level }) => sum + level, 0) / quietWindows.length;
  expect(mixInQuiet).toBeGreaterThan(voiceInQuiet * 5 + 0.005);
  // And after the voice's end, fading out.
  const afterVoice = mix.rms.slice(Math.ceil(voice.duration / WINDOW_SECONDS) + 2);
  expect(Math.max(...afterVoice)).toBeGreaterThan(0.005);
});

/** The built chunk of the download's mix, whose export keeps its name (a dynamic import's entry). */
function offlineMixChunk(): string {
  const assets = readdirSync(new URL('../dist/assets/', import.meta.url));
  const file = assets.find((name) => /^offline-mix-.*\.js$/.test(name));
  if (!file) throw new Error('The build has no offline-mix chunk');
  return `/assets/${file}`;
}

test('the bed ducks under the voice, swells in its pauses, and fades out after it', async ({
  page,
}) => {
  await page.goto('/');
  // A voice stand-in that is known sample for sample: a tone for 3 s, silence for 3 s, a tone for
  // 3 s, as a WAV file, mixed over the calm bed by the download's own code in the browser. The bed
  // alone is then the mix less the voice.
  const levels = await page.evaluate(async (chunk) => {
    const rate = 44_100;
    const seconds = 9;
    const pcm = new Int16Array(rate * seconds);
    for (let i = 0; i < pcm.length; i += 1) {
      const t = i / rate;
      const speaking = t < 3 || t >= 6;
      pcm[i] = speaking ? Math.round(0.3 * 0x7fff * Math.sin(2 * Math.PI * 220 * t)) : 0;
    }
    const wav = new DataView(new ArrayBuffer(44 + pcm.byteLength));
    const text = (offset: number, value: string) => {
      for (let i = 0; i < value.length; i += 1) wav.setUint8(offset + i, value.charCodeAt(i));
    };
    text(0, 'RIFF');
    wav.setUint32(4, 36 + pcm.byteLength, true);
    text(8, 'WAVEfmt ');
    wav.setUint32(16, 16, true);
    wav.setUint16(20, 1, true);
    wav.setUint16(22, 1, true);
    wav.setUint32(24, rate, true);
    wav.setUint32(28, rate * 2, true);
    wav.setUint16(32, 2, true);
    wav.setUint16(34, 16, true);
    text(36, 'data');
    wav.setUint32(40, pcm.byteLength, true);
    new Int16Array(wav.buffer, 44).set(pcm);

    const voice = await new OfflineAudioContext(1, 1, rate).decodeAudioData(wav.buffer.slice(0));
    const { renderMix } = (await import(chunk)) as {
      renderMix: (mp3: ArrayBuffer, bed: string) => Promise<AudioBuffer>;
    };
    const mix = await renderMix(wav.buffer.slice(0), 'calm');
    const mixed = mix.getChannelData(0);
    const spoken = voice.getChannelData(0);
    const bedRms = (from: number, to: number) => {
      let sum = 0;
      const first = Math.round(from * rate);
      const last = Math.round(to * rate);
      for (let i = first; i < last; i += 1) sum += ((mixed[i] ?? 0) - (spoken[i] ?? 0)) ** 2;
      return Math.sqrt(sum / (last - first));
    };
    return {
      mixSeconds: mix.duration,
      underVoice: bedRms(7, 9),
      inPause: bedRms(4.5, 6),
      afterVoice: bedRms(9.8, 10.4),
      fadedOut: bedRms(11.6, 12),
    };
  }, offlineMixChunk());

  expect(levels.mixSeconds).toBeCloseTo(12, 1);
  // Heard in the pause, and ducked to about a third (−9 dB) under the voice.
  expect(levels.inPause).toBeGreaterThan(0.005);
  expect(levels.underVoice).toBeLessThan(levels.inPause * 0.5);
  expect(levels.underVoice).toBeGreaterThan(levels.inPause * 0.15);
  // Back up once the voice stops (while the 3 s fade out has begun), then fading to silence.
  expect(levels.afterVoice).toBeGreaterThan(levels.underVoice * 1.4);
  expect(levels.fadedOut).toBeLessThan(levels.afterVoice * 0.3);
});
