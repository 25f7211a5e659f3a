import { parentPort } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';
import type { EncodeReply, EncodeRequest } from './mp3-encoder-protocol.ts';

/**
 * The MP3 encoder's worker thread (for the Realtime voice's PCM): lamejs is synchronous work that
 * was measured holding the server's event loop, first byte included, so it runs here. Each block's
 * frames are sent back as soon as they are encoded.
 */
if (parentPort === null) throw new Error('mp3-encoder-worker must run as a worker thread.');
const port = parentPort;

/** Four MPEG-2 Layer III frames of 576 samples: the first frames go back without the rest of a delta. */
const ENCODE_BLOCK_SAMPLES = 2304;
const encoders = new Map<number, Mp3Encoder>();

const reply = (message: EncodeReply) => {
  port.postMessage(message, 'mp3' in message ? [message.mp3.buffer as ArrayBuffer] : []);
};
/** lamejs gives a copy as an Int8Array: the same bytes as a Uint8Array, without copying them. */
const asBytes = (mp3: Int8Array | Uint8Array) =>
  new Uint8Array(mp3.buffer, mp3.byteOffset, mp3.byteLength);

port.on('message', (request: EncodeRequest) => {
  try {
    switch (request.type) {
      case 'open':
        encoders.set(request.id, new Mp3Encoder(1, request.sampleRate, request.kbps));
        break;
      case 'pcm': {
        const encoder = encoders.get(request.id);
        if (encoder === undefined) break;
        const { samples } = request;
        for (let start = 0; start < samples.length; start += ENCODE_BLOCK_SAMPLES) {
          const mp3 = encoder.encodeBuffer(samples.subarray(start, start + ENCODE_BLOCK_SAMPLES));
          if (mp3.length > 0) reply({ id: request.id, mp3: asBytes(mp3), last: false });
        }
        break;
      }
      case 'end': {
        const encoder = encoders.get(request.id);
        encoders.delete(request.id);
        reply({ id: request.id, mp3: asBytes(encoder?.flush() ?? new Uint8Array()), last: true });
        break;
      }
      case 'cancel':
        encoders.delete(request.id);
        break;
    }
  } catch (error) {
    encoders.delete(request.id);
    reply({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});

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
