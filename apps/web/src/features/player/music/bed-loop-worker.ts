import type { ComposedBed } from './composer.ts';
import { renderBedLoop } from './composer.ts';

/** What to synthesise: a bed's loop at the rate of the context that will play it. */
export interface BedLoopRequest {
  bed: ComposedBed;
  sampleRate: number;
}

// Synthesising a loop takes ~0.3 s of CPU: here, the page keeps answering while it is made.
self.onmessage = (event: MessageEvent<BedLoopRequest>) => {
  const loop = renderBedLoop(event.data.bed, event.data.sampleRate);
  self.postMessage(loop, { transfer: [loop.buffer] });
};
