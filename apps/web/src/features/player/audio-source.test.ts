import { AUDIO_ERRORS } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import { AudioConnectionLostError, AudioError } from './audio-request.ts';
import { downloadMp3 } from './audio-source.ts';

function failingBody(reason: unknown): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array([0xff, 0xfb]));
      controller.error(reason);
    },
  });
}

describe('downloadMp3', () => {
  it('keeps the reason the connection watch gave up for (silence), not a generic network error', async () => {
    const silent = new AudioConnectionLostError('silent');
    await expect(downloadMp3(failingBody(silent))).rejects.toBe(silent);
  });

  it('tells a stream broken by the network as a network error', async () => {
    await expect(downloadMp3(failingBody(new TypeError('network error')))).rejects.toThrow(
      new AudioError(AUDIO_ERRORS.network),
    );
  });
});
