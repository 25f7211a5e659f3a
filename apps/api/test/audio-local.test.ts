import { FALLBACK_VOICES } from '@rally/domain';
import type * as WorkerThreads from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLocalVoice } from '../src/providers/voice/local.ts';
import { mp3AudioFrames } from '../src/providers/voice/mp3.ts';
import { VoiceError } from '../src/providers/voice/types.ts';

/** Worker threads started in this file: the pool's one worker does every job in turn. */
const workers = vi.hoisted(() => ({ started: 0 }));
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof WorkerThreads>();
  class CountedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      workers.started += 1;
    }
  }
  return { ...actual, Worker: CountedWorker };
});

const SENTENCES =
  'You have prepared for this. Walk in, breathe, and show them the work you are proud of. ' +
  'Every answer you give comes from hours of practice.';

describe('the built-in voice (espeak-ng and lamejs in a worker thread)', () => {
  const voice = createLocalVoice({ poolSize: 1 });
  afterAll(() => voice.close?.());

  it('speaks a real MP3 in a worker thread while the event loop keeps turning', async () => {
    const order: string[] = [];
    const speaking = voice.synthesize(SENTENCES, { voice: 'nova' }).then((mp3) => {
      order.push('mp3');
      return mp3;
    });
    // Synthesis on this thread would finish before the loop turned once; in a worker it cannot.
    setImmediate(() => order.push('loop turned'));
    const mp3 = await speaking;

    expect(order).toEqual(['loop turned', 'mp3']);
    expect(workers.started).toBe(1);
    // MPEG audio frame sync: eleven set bits.
    expect(mp3[0]).toBe(0xff);
    expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
    const audio = mp3AudioFrames(mp3);
    expect(audio.frames.length).toBe(mp3.length);
    // About 25 words: several seconds of speech.
    expect(audio.durationMs).toBeGreaterThan(4000);
    expect(audio.durationMs).toBeLessThan(30_000);
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

  it('streams: the first frames come on their own, before the rest of the text is encoded', async () => {
    const pieces: Uint8Array[] = [];
    const stream = voice.stream?.(SENTENCES, { voice: 'nova' });
    if (stream === undefined) throw new Error('The built-in voice does not stream');
    for await (const piece of stream) pieces.push(piece);
    const whole = Buffer.concat(pieces);
    // The first piece is the first two frames' worth (0.1 s), a small part of the whole.
    expect(pieces.length).toBeGreaterThan(3);
    expect(mp3AudioFrames(pieces[0] ?? new Uint8Array()).durationMs).toBeLessThan(200);
    expect(mp3AudioFrames(whole).durationMs).toBeGreaterThan(4000);
    await expect(
      (async () => {
        for await (const piece of voice.stream?.('Hi.', { voice: 'joanna' }) ?? []) void piece;
      })(),
    ).rejects.toMatchObject({ kind: 'unknown_voice' });
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
    expect(workers.started).toBe(1);
  });
});

describe('warming the built-in voice', () => {
  it('starts its worker before any request, and the first request is spoken by it', async () => {
    const voice = createLocalVoice({ poolSize: 1 });
    const before = workers.started;
    voice.warm?.();
    voice.warm?.();
    expect(workers.started).toBe(before + 1);
    const mp3 = await voice.synthesize('Ready when you are.', { voice: 'nova' });
    expect(mp3AudioFrames(mp3).durationMs).toBeGreaterThan(500);
    expect(workers.started).toBe(before + 1);
    await voice.close?.();
  });
});
