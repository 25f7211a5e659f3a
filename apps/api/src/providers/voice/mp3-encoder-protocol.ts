/**
 * What the main thread and the MP3 encoder's worker (mp3-encoder-worker.ts) say to each other. Each
 * stream of PCM has its own id and its own lamejs encoder in the worker; messages keep their order.
 */

export type EncodeRequest =
  /** Starts a stream: mono 16-bit PCM at `sampleRate`, to MP3 at `kbps`. */
  | { type: 'open'; id: number; sampleRate: number; kbps: number }
  /** More samples; the worker answers with the MP3 frames they complete, as each block is encoded. */
  | { type: 'pcm'; id: number; samples: Int16Array }
  /** No more samples: the worker answers with the last frames and `last: true`. */
  | { type: 'end'; id: number }
  /** The stream is given up: no answer. */
  | { type: 'cancel'; id: number };

export type EncodeReply =
  { id: number; mp3: Uint8Array; last: boolean } | { id: number; error: string };
