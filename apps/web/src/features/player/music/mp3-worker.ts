import { Mp3Encoder } from '@breezystack/lamejs';

/** The mix to encode: mono samples in [−1, 1]. */
export interface EncodeRequest {
  samples: Float32Array<ArrayBuffer>;
  sampleRate: number;
  kbps: number;
}

/** lamejs takes 16-bit PCM in blocks of a multiple of 576 samples. */
const BLOCK = 1152 * 8;

self.onmessage = (event: MessageEvent<EncodeRequest>) => {
  const { samples, sampleRate, kbps } = event.data;
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const pcm = new Int16Array(BLOCK);
  for (let start = 0; start < samples.length; start += BLOCK) {
    const block = samples.subarray(start, start + BLOCK);
    for (let i = 0; i < block.length; i += 1) {
      const clamped = Math.max(-1, Math.min(1, block[i] ?? 0));
      pcm[i] = clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff;
    }
    const encoded = encoder.encodeBuffer(pcm.subarray(0, block.length));
    if (encoded.length > 0) parts.push(new Uint8Array(encoded));
  }
  const last = encoder.flush();
  if (last.length > 0) parts.push(new Uint8Array(last));
  self.postMessage(new Blob(parts, { type: 'audio/mpeg' }));
};
