import type { EncodeRequest } from './mp3-worker.ts';

/** The download's bit rate: the music needs more than the built-in voice's 64 kbps. */
const MIX_KBPS = 128;

/** The mix as an MP3 Blob, encoded by lamejs in a worker so that the page stays responsive. */
export function encodeMp3(mix: AudioBuffer): Promise<Blob> {
  const worker = new Worker(new URL('./mp3-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Blob>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      reject(new Error(event.message || 'The MP3 encoder failed'));
      worker.terminate();
    };
    const samples = mix.getChannelData(0).slice();
    const request: EncodeRequest = { samples, sampleRate: mix.sampleRate, kbps: MIX_KBPS };
    worker.postMessage(request, [samples.buffer]);
  });
}
