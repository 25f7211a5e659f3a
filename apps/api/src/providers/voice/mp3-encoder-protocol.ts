import type { MessagePort } from 'node:worker_threads';

/**
 * What the main thread and the MP3 encoder's worker (mp3-encoder-worker.ts) say to each other. Each
 * stream of PCM is a task of the pool with a port of its own and its own lamejs encoder in the
 * worker; messages on a port keep their order.
 */

/** A stream's task: mono 16-bit PCM at `sampleRate`, to MP3 at `kbps`, over `port`. */
export interface EncodeTask {
  port: MessagePort;
  sampleRate: number;
  kbps: number;
}

export type EncodeRequest =
  /** More samples; the worker answers with the MP3 frames they complete, as each block is encoded. */
  | { type: 'pcm'; samples: Int16Array }
  /** No more samples: the worker answers with the last frames and `last: true`, and the task ends. */
  | { type: 'end' }
  /** The stream is given up: no answer, and the task ends. */
  | { type: 'cancel' };

export interface EncodeReply {
  mp3: Uint8Array;
  last: boolean;
}
