import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { EncodeReply, EncodeRequest } from './mp3-encoder-protocol.ts';

/** What a stream of PCM hears back: MP3 frames as they are encoded, then the end, or an error. */
export interface Mp3StreamListener {
  mp3(bytes: Uint8Array): void;
  /** After the last frames, once `end` has been called. */
  ended(): void;
  failed(error: Error): void;
}

export interface Mp3Stream {
  /** Mono 16-bit samples; the buffer is handed over to the worker (transferred), not copied. */
  write(samples: Int16Array): void;
  /** No more samples: the last frames come, then `ended`. */
  end(): void;
  /** Given up: nothing more is heard. */
  cancel(): void;
}

const IDLE_WORKER_MS = 120_000;

/**
 * Where the worker's code is: next to the bundle when built (tsup writes dist/mp3-encoder-worker.js
 * beside dist/main.js), else the TypeScript source, started through tsx by a small ESM shim.
 */
function workerScript(): URL {
  const built = new URL('./mp3-encoder-worker.js', import.meta.url);
  return existsSync(built)
    ? built
    : new URL('./mp3-encoder-worker-from-source.mjs', import.meta.url);
}

/**
 * PCM to MP3 in one worker thread, for any number of streams at once (each with its own encoder
 * there). Started at the first stream, stopped after two idle minutes; it never keeps the process
 * alive by itself.
 */
export class Mp3EncoderThread {
  private worker: Worker | undefined;
  private readonly listeners = new Map<number, Mp3StreamListener>();
  private nextId = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly idleWorkerMs = IDLE_WORKER_MS) {}

  open(sampleRate: number, kbps: number, listener: Mp3StreamListener): Mp3Stream {
    clearTimeout(this.idleTimer);
    const worker = this.started();
    const id = this.nextId++;
    this.listeners.set(id, listener);
    const post = (request: EncodeRequest, transfer: ArrayBuffer[] = []) => {
      if (this.worker === worker && this.listeners.has(id)) worker.postMessage(request, transfer);
    };
    post({ type: 'open', id, sampleRate, kbps });
    return {
      write: (samples) => post({ type: 'pcm', id, samples }, [samples.buffer as ArrayBuffer]),
      end: () => post({ type: 'end', id }),
      cancel: () => {
        post({ type: 'cancel', id });
        this.forget(id);
      },
    };
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('the MP3 encoder was closed'));
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker !== undefined) return this.worker;
    const worker = new Worker(workerScript());
    worker.unref();
    worker.on('message', (reply: EncodeReply) => this.receive(reply));
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`MP3 encoder worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private receive(reply: EncodeReply): void {
    const listener = this.listeners.get(reply.id);
    if (listener === undefined) return;
    if ('error' in reply) {
      this.forget(reply.id);
      listener.failed(new Error(reply.error));
      return;
    }
    if (reply.mp3.length > 0) listener.mp3(reply.mp3);
    if (reply.last) {
      this.forget(reply.id);
      listener.ended();
    }
  }

  private forget(id: number): void {
    if (this.listeners.delete(id)) this.idleAfterwards();
  }

  private failAll(error: Error): void {
    const listeners = [...this.listeners.values()];
    this.listeners.clear();
    for (const listener of listeners) listener.failed(error);
  }

  private idleAfterwards(): void {
    if (this.listeners.size > 0 || this.worker === undefined) return;
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.idleTimer = setTimeout(() => {
      if (this.worker !== worker || this.listeners.size > 0) return;
      this.worker = undefined;
      void worker.terminate();
    }, this.idleWorkerMs);
    this.idleTimer.unref();
  }
}
