import { existsSync } from 'node:fs';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { EncodeReply, EncodeRequest, EncodeTask } from './mp3-encoder-protocol.ts';

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
 * beside dist/main.js), else the TypeScript source, loaded through tsx by a small ESM shim.
 */
function workerScript(): URL {
  const built = new URL('./mp3-encoder-worker.js', import.meta.url);
  return existsSync(built)
    ? built
    : new URL('./mp3-encoder-worker-from-source.mjs', import.meta.url);
}

/**
 * PCM to MP3 in one worker thread of a piscina pool, for any number of streams at once (each a task
 * with its own port and its own encoder there). The pool starts the thread at the first stream,
 * stops it after two idle minutes, starts a new one after a crash, and holds the process only while
 * a stream is open.
 */
export class Mp3EncoderThread {
  private readonly pool: Piscina<EncodeTask, void>;

  constructor(idleWorkerMs = IDLE_WORKER_MS) {
    this.pool = new Piscina({
      filename: workerScript().href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: idleWorkerMs,
      // Every stream in the one thread: the provider's fair queue already bounds how many run.
      concurrentTasksPerWorker: Infinity,
    });
  }

  open(sampleRate: number, kbps: number, listener: Mp3StreamListener): Mp3Stream {
    const { port1: port, port2: workerPort } = new MessageChannel();
    let open = true;
    const stop = () => {
      open = false;
      port.close();
    };
    port.on('message', (reply: EncodeReply) => {
      if (!open) return;
      if (reply.mp3.length > 0) listener.mp3(reply.mp3);
      if (reply.last) {
        stop();
        listener.ended();
      }
    });
    const task: EncodeTask = { port: workerPort, sampleRate, kbps };
    // Its end comes on the port; the task fails when the encoder throws, the worker crashes or the
    // pool is closed.
    this.pool.run(task, { transferList: [workerPort] }).catch((error: unknown) => {
      if (!open) return;
      stop();
      listener.failed(error instanceof Error ? error : new Error(String(error)));
    });
    const post = (request: EncodeRequest, transfer: ArrayBuffer[] = []) => {
      if (open) port.postMessage(request, transfer);
    };
    return {
      write: (samples) => post({ type: 'pcm', samples }, [samples.buffer as ArrayBuffer]),
      end: () => post({ type: 'end' }),
      cancel: () => {
        post({ type: 'cancel' });
        stop();
      },
    };
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
