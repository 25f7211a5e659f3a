import { FALLBACK_VOICES } from '@rally/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalVoice } from '../src/providers/voice/local.ts';
import { mp3AudioFrames } from '../src/providers/voice/mp3.ts';
import { VoiceError } from '../src/providers/voice/types.ts';

const SENTENCES =
  'You have prepared for this. Walk in, breathe, and show them the work you are proud of. ' +
  'Every answer you give comes from hours of practice.';

describe('the built-in voice (espeak-ng and lamejs in a worker thread)', () => {
  const voice = createLocalVoice({ poolSize: 1 });
  afterAll(() => voice.close?.());

  it('speaks a real MP3 in a worker while the event loop keeps running', async () => {
    const tickMs = 20;
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, tickMs);
    const started = performance.now();
    let mp3: Uint8Array;
    try {
      mp3 = await voice.synthesize(SENTENCES, { voice: 'nova' });
    } finally {
      clearInterval(timer);
    }
    const elapsed = performance.now() - started;

    // MPEG audio frame sync: eleven set bits.
    expect(mp3[0]).toBe(0xff);
    expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
    const audio = mp3AudioFrames(mp3);
    expect(audio.frames.length).toBe(mp3.length);
    // About 25 words: several seconds of speech.
    expect(audio.durationMs).toBeGreaterThan(4000);
    expect(audio.durationMs).toBeLessThan(30_000);
    // Synthesis takes far longer than any pause of the timer: the work is off the main thread.
    expect(elapsed).toBeGreaterThan(longestGap * 3);
    expect(longestGap).toBeLessThan(500);
  });

  it('gives each of the five voices its own sound', async () => {
    const results = await Promise.all(
      FALLBACK_VOICES.map((fallback) =>
        voice.synthesize('The same words in every voice.', { voice: fallback.id }),
      ),
    );
    const fingerprints = new Set(
      results.map((mp3) => `${mp3.length}:${Buffer.from(mp3).toString('base64').slice(200, 400)}`),
    );
    expect(fingerprints.size).toBe(FALLBACK_VOICES.length);
    for (const mp3 of results) expect(mp3AudioFrames(mp3).durationMs).toBeGreaterThan(500);
  });

  it('reads a gentle speech slower than an energetic one', async () => {
    const [gentle, energetic] = await Promise.all([
      voice.synthesize(SENTENCES, { voice: 'alloy', tone: 'gentle' }),
      voice.synthesize(SENTENCES, { voice: 'alloy', tone: 'energetic' }),
    ]);
    expect(mp3AudioFrames(gentle).durationMs).toBeGreaterThan(mp3AudioFrames(energetic).durationMs);
  });

  it('refuses an unknown voice and drops a job aborted while it waits', async () => {
    await expect(voice.synthesize('Hi.', { voice: 'joanna' })).rejects.toMatchObject({
      kind: 'unknown_voice',
    });
    const controller = new AbortController();
    const running = voice.synthesize(SENTENCES, { voice: 'echo' });
    const waiting = voice.synthesize(SENTENCES, { voice: 'onyx', signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(VoiceError);
    await expect(waiting).rejects.toMatchObject({ kind: 'aborted' });
    expect(mp3AudioFrames(await running).durationMs).toBeGreaterThan(0);
  });
});
