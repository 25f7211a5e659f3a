import type { BedLoopRequest } from './bed-loop-worker.ts';
import type { ComposedBed } from './composer.ts';

/** A bed's seamless loop (composer.ts), synthesised in a worker, as an AudioBuffer of `context`. */
export function bedLoopBuffer(context: BaseAudioContext, bed: ComposedBed): Promise<AudioBuffer> {
  const worker = new Worker(new URL('./bed-loop-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<AudioBuffer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Float32Array<ArrayBuffer>>) => {
      worker.terminate();
      const buffer = context.createBuffer(1, event.data.length, context.sampleRate);
      buffer.copyToChannel(event.data, 0);
      resolve(buffer);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The music could not be made'));
    };
    const request: BedLoopRequest = { bed, sampleRate: context.sampleRate };
    worker.postMessage(request);
  });
}
