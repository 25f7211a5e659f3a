import { Mp3Encoder } from '@breezystack/lamejs';
import type { EncodeReply, EncodeRequest, EncodeTask } from './mp3-encoder-protocol.ts';

/**
 * The MP3 encoder's worker thread (for the Realtime voice's PCM), run by the pool in mp3-encoder.ts:
 * lamejs is synchronous work that was measured holding the server's event loop, first byte
 * included, so it runs here. Each block's frames are sent back as soon as they are encoded.
 */

/** Four MPEG-2 Layer III frames of 576 samples: the first frames go back without the rest of a delta. */
const ENCODE_BLOCK_SAMPLES = 2304;

/** lamejs gives a copy as an Int8Array: the same bytes as a Uint8Array, without copying them. */
const asBytes = (mp3: Int8Array | Uint8Array) =>
  new Uint8Array(mp3.buffer, mp3.byteOffset, mp3.byteLength);

/** One stream: its samples in on `port`, its frames back on it; settles when the stream ends. */
export default function encode({ port, sampleRate, kbps }: EncodeTask): Promise<void> {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const reply = (message: EncodeReply) => {
    port.postMessage(message, [message.mp3.buffer as ArrayBuffer]);
  };
  return new Promise<void>((resolve, reject) => {
    const finish = (error?: unknown) => {
      port.close();
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    port.on('message', (request: EncodeRequest) => {
      try {
        switch (request.type) {
          case 'pcm': {
            const { samples } = request;
            for (let start = 0; start < samples.length; start += ENCODE_BLOCK_SAMPLES) {
              const mp3 = encoder.encodeBuffer(
                samples.subarray(start, start + ENCODE_BLOCK_SAMPLES),
              );
              if (mp3.length > 0) reply({ mp3: asBytes(mp3), last: false });
            }
            break;
          }
          case 'end':
            reply({ mp3: asBytes(encoder.flush()), last: true });
            finish();
            break;
          case 'cancel':
            finish();
            break;
        }
      } catch (error) {
        finish(error);
      }
    });
  });
}

/**
 * Half a second of tone, so that lamejs is compiled by the JIT before the first stream: its first encode was measured at 20 to 200 ms
 * on a loaded machine, against 1 to 3 ms once warm.
 */
function warmUp(): void {
  const encoder = new Mp3Encoder(1, 24_000, 64);
  const tone = new Int16Array(12_000);
  for (let index = 0; index < tone.length; index += 1) {
    tone[index] = Math.round(8000 * Math.sin((index * 2 * Math.PI * 220) / 24_000));
  }
  for (let start = 0; start < tone.length; start += ENCODE_BLOCK_SAMPLES) {
    encoder.encodeBuffer(tone.subarray(start, start + ENCODE_BLOCK_SAMPLES));
  }
  encoder.flush();
}
warmUp();
