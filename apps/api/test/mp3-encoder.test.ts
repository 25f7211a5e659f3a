import { afterEach, describe, expect, it } from 'vitest';
import { Mp3EncoderThread } from '../src/providers/voice/mp3-encoder.ts';
import type { Mp3Stream } from '../src/providers/voice/mp3-encoder.ts';
import { joinBytes, mp3AudioFrames } from '../src/providers/voice/mp3.ts';

const SAMPLE_RATE = 24_000;

/** `ms` of a 220 Hz tone as mono 16-bit PCM. */
function tone(ms: number): Int16Array {
  const samples = new Int16Array((SAMPLE_RATE * ms) / 1000);
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = Math.round(8000 * Math.sin((index * 2 * Math.PI * 220) / SAMPLE_RATE));
  }
  return samples;
}

/** A stream and what it hears: its frames, and how it ended. */
function listen(encoder: Mp3EncoderThread) {
  const frames: Uint8Array[] = [];
  let stream: Mp3Stream | undefined;
  const outcome = new Promise<'ended' | Error>((resolve) => {
    stream = encoder.open(SAMPLE_RATE, 64, {
      mp3: (bytes) => frames.push(bytes),
      ended: () => resolve('ended'),
      failed: (error) => resolve(error),
    });
  });
  if (stream === undefined) throw new Error('no stream');
  return { stream, frames, outcome, mp3: () => joinBytes(frames) };
}

describe('the MP3 encoder thread (a piscina pool of one)', () => {
  let encoder: Mp3EncoderThread | undefined;
  afterEach(async () => {
    await encoder?.close();
    encoder = undefined;
  });

  it('encodes streams at once in the one thread, each into its own MP3', async () => {
    encoder = new Mp3EncoderThread();
    const short = listen(encoder);
    const long = listen(encoder);
    long.stream.write(tone(500));
    short.stream.write(tone(250));
    long.stream.write(tone(500));
    short.stream.end();
    long.stream.end();
    expect(await short.outcome).toBe('ended');
    expect(await long.outcome).toBe('ended');
    // lamejs pads a frame or two at each end.
    expect(mp3AudioFrames(short.mp3()).durationMs).toBeGreaterThanOrEqual(250);
    expect(mp3AudioFrames(short.mp3()).durationMs).toBeLessThan(400);
    expect(mp3AudioFrames(long.mp3()).durationMs).toBeGreaterThanOrEqual(1000);
    expect(mp3AudioFrames(long.mp3()).durationMs).toBeLessThan(1150);
  });

  it('hears nothing more from a cancelled stream, and the others carry on', async () => {
    encoder = new Mp3EncoderThread();
    const cancelled = listen(encoder);
    const kept = listen(encoder);
    cancelled.stream.write(tone(250));
    cancelled.stream.cancel();
    cancelled.stream.write(tone(250));
    cancelled.stream.end();
    kept.stream.write(tone(250));
    kept.stream.end();
    expect(await kept.outcome).toBe('ended');
    expect(mp3AudioFrames(kept.mp3()).durationMs).toBeGreaterThanOrEqual(250);
    const heard = cancelled.frames.length;
    // A stream after it in the same thread comes back whole: the cancelled one said nothing more.
    const after = listen(encoder);
    after.stream.end();
    expect(await after.outcome).toBe('ended');
    expect(cancelled.frames.length).toBe(heard);
  });

  it('fails the streams still open when it is closed', async () => {
    encoder = new Mp3EncoderThread();
    const open = listen(encoder);
    open.stream.write(tone(250));
    const closing = encoder;
    encoder = undefined;
    await closing.close();
    expect(await open.outcome).toBeInstanceOf(Error);
  });
});
