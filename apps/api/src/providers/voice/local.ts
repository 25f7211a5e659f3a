import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { FALLBACK_VOICES, VOICE_CHUNK_MAX_CHARS } from '@rally/domain';
import type { Tone } from '@rally/domain';
import type { EspeakVoice, SpeakReply, SpeakRequest } from './local-protocol.ts';
import { joinBytes } from './mp3.ts';
import { VoiceError } from './types.ts';
import type { SynthesisOptions, VoiceProvider } from './types.ts';

/**
 * The five voices of the spec, each given its own espeak-ng voice, variant and pitch so that they
 * are told apart by ear. Each one's espeak speed is tuned so that it reads a speech at the
 * domain's SPEAKING_RATE_WPM (160 words a minute, pauses included; measured on speeches of the
 * built-in writer: espeak reads about 1.17 times its nominal speed), so the length labels hold
 * whichever voice is picked.
 */
const ESPEAK_VOICES: Record<string, EspeakVoice> = {
  // Warm and friendly: American English, female variant f3, a little high.
  nova: { voice: 'en-us+f3', pitch: 60, wordsPerMinute: 142, amplitude: 100 },
  // Soft and gentle: British English, female variant f4, higher and quieter.
  shimmer: { voice: 'en-gb+f4', pitch: 68, wordsPerMinute: 141, amplitude: 80 },
  // Balanced, neutral: Received Pronunciation, low female variant f2, middle pitch.
  alloy: { voice: 'en-gb-x-rp+f2', pitch: 45, wordsPerMinute: 143, amplitude: 100 },
  // Authoritative male: British English, male variant m1, lower.
  echo: { voice: 'en-gb+m1', pitch: 38, wordsPerMinute: 141, amplitude: 110 },
  // Deep and powerful male: American English, male variant m7, the lowest pitch and loud.
  onyx: { voice: 'en-us+m7', pitch: 20, wordsPerMinute: 144, amplitude: 120 },
};

/**
 * An energetic speech is read a little faster. Small steps: each tone's writing changes the pauses
 * too (an energetic one breaks into short exclamations), and every tone must stay within about 6%
 * of the speaking rate so that every length's audio stays inside its label: the tightest is an
 * extended speech written long, 3,000 words in at most 20 minutes (150 words a minute). Measured
 * on ten short speeches of the built-in writer a tone (five requests, two seeds; nova), in words a
 * minute: encouraging 151-163, confident 152-168, gentle 152-167, energetic 157-172. The gentle
 * tone's writing reads slower by itself (149-164 at 0.99), so its voice is not slowed further.
 */
const TONE_PACE: Record<Tone, number> = {
  encouraging: 1,
  confident: 1.02,
  gentle: 1.01,
  energetic: 1.05,
};

const IDLE_WORKER_MS = 120_000;

export interface LocalVoiceOptions {
  /** Worker threads synthesising at once: 1 on a two-core machine, else 2. */
  poolSize?: number;
  /** An idle worker is stopped after this long, giving its memory back. */
  idleWorkerMs?: number;
}

/**
 * The built-in voice: espeak-ng (WebAssembly) speaks, lamejs encodes MP3, in worker threads. It
 * streams: each piece of MP3 is passed on as the worker encodes it, so that the first frames are
 * sent before the rest of the chunk is encoded (docs/decisions/first-sound.md).
 */
export function createLocalVoice(options: LocalVoiceOptions = {}): VoiceProvider {
  const poolSize = options.poolSize ?? Math.min(2, Math.max(1, availableParallelism() - 1));
  const pool = new WorkerPool(poolSize, options.idleWorkerMs ?? IDLE_WORKER_MS);
  const espeakVoiceFor = ({ voice, tone }: SynthesisOptions): EspeakVoice => {
    const espeakVoice = ESPEAK_VOICES[voice];
    if (espeakVoice === undefined) throw new VoiceError('unknown_voice');
    const pace = tone === undefined ? 1 : TONE_PACE[tone];
    return { ...espeakVoice, wordsPerMinute: Math.round(espeakVoice.wordsPerMinute * pace) };
  };
  return {
    name: 'local',
    maxChunkChars: VOICE_CHUNK_MAX_CHARS.local,
    concurrency: poolSize,
    listVoices: () =>
      Promise.resolve(FALLBACK_VOICES.map((voice) => ({ ...voice, provider: 'local' as const }))),
    async synthesize(text, synthesisOptions) {
      const pieces: Uint8Array[] = [];
      await pool.run(text, espeakVoiceFor(synthesisOptions), synthesisOptions.signal, (piece) =>
        pieces.push(piece),
      );
      return joinBytes(pieces);
    },
    async *stream(text, synthesisOptions) {
      const espeakVoice = espeakVoiceFor(synthesisOptions);
      const pieces = new Readable({ objectMode: true, read: () => undefined });
      pool
        .run(text, espeakVoice, synthesisOptions.signal, (piece) => pieces.push(piece))
        .then(
          () => pieces.push(null),
          (error: unknown) =>
            pieces.destroy(error instanceof Error ? error : new Error(String(error))),
        );
      for await (const piece of pieces) yield piece as Uint8Array;
    },
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}

/**
 * Where the worker's code is: next to the bundle when built (tsup writes dist/local-worker.js
 * beside dist/main.js), else the TypeScript source, started through tsx by a small ESM shim.
 */
function workerScript(): URL {
  const built = new URL('./local-worker.js', import.meta.url);
  return existsSync(built) ? built : new URL('./local-worker-from-source.mjs', import.meta.url);
}

interface Job {
  text: string;
  voice: EspeakVoice;
  /** Each piece of the MP3, as the worker sends it. */
  take(piece: Uint8Array): void;
  resolve(): void;
  reject(error: Error): void;
}

interface PooledWorker {
  worker: Worker;
  job: (Job & { id: number }) | null;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Up to `size` workers, started on demand (or one ahead by `warm`), each doing one job at a time;
 * the rest wait in order. The first worker is kept when idle, warm for the next request; the others
 * stop after `idleWorkerMs` idle.
 */
class WorkerPool {
  private readonly workers: PooledWorker[] = [];
  private readonly queue: Job[] = [];
  private nextId = 0;

  constructor(
    private readonly size: number,
    private readonly idleWorkerMs: number,
  ) {}

  /** Speaks `text`, handing each piece of its MP3 to `take`; settles once the last is handed. */
  run(
    text: string,
    voice: EspeakVoice,
    signal: AbortSignal | undefined,
    take: (piece: Uint8Array) => void,
  ): Promise<void> {
    if (signal?.aborted) return Promise.reject(new VoiceError('aborted'));
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const job: Job = {
        text,
        voice,
        // A job given up (aborted) hears no more of its worker.
        take: (piece) => {
          if (!settled) take(piece);
        },
        resolve: () => {
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        reject: (error) => {
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      // A waiting job leaves the queue; a running one finishes in its worker and is ignored.
      const onAbort = () => {
        const index = this.queue.indexOf(job);
        if (index !== -1) this.queue.splice(index, 1);
        job.reject(new VoiceError('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Starts a worker now if none runs: it compiles and warms up before any request needs it. */
  warm(): void {
    if (this.workers.length > 0) return;
    const pooled = this.spawn();
    // Idle from the start: it does not keep the process alive.
    pooled?.worker.unref();
  }

  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new VoiceError('aborted'));
    const workers = this.workers.splice(0);
    await Promise.all(
      workers.map(async (pooled) => {
        clearTimeout(pooled.idleTimer);
        pooled.job?.reject(new VoiceError('aborted'));
        await pooled.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const pooled = this.workers.find((candidate) => candidate.job === null) ?? this.spawn();
      if (pooled === undefined) return;
      const job = this.queue.shift();
      if (job === undefined) return;
      this.start(pooled, job);
    }
  }

  private start(pooled: PooledWorker, job: Job): void {
    clearTimeout(pooled.idleTimer);
    const id = this.nextId++;
    pooled.job = { ...job, id };
    // Held while working so a waiting caller keeps the process alive; let go when idle.
    pooled.worker.ref();
    const request: SpeakRequest = { id, text: job.text, voice: job.voice };
    pooled.worker.postMessage(request);
  }

  private spawn(): PooledWorker | undefined {
    if (this.workers.length >= this.size) return undefined;
    const worker = new Worker(workerScript());
    const pooled: PooledWorker = { worker, job: null, idleTimer: undefined };
    worker.on('message', (reply: SpeakReply) => this.receive(pooled, reply));
    worker.on('error', (error) => this.fail(pooled, error));
    worker.on('exit', (code) => this.fail(pooled, new Error(`worker exited with code ${code}`)));
    this.workers.push(pooled);
    return pooled;
  }

  private receive(pooled: PooledWorker, reply: SpeakReply): void {
    const job = pooled.job;
    if (job === null || job.id !== reply.id) return;
    if ('piece' in reply) {
      job.take(reply.piece);
      return;
    }
    pooled.job = null;
    if ('end' in reply) job.resolve();
    else job.reject(new VoiceError('upstream', { cause: new Error(reply.error) }));
    this.idle(pooled);
    this.dispatch();
  }

  private idle(pooled: PooledWorker): void {
    pooled.worker.unref();
    // The first worker stays, warm: a new one would compile the WebAssembly again (seconds).
    if (this.workers[0] === pooled) return;
    pooled.idleTimer = setTimeout(() => {
      this.remove(pooled);
      void pooled.worker.terminate();
    }, this.idleWorkerMs);
    pooled.idleTimer.unref();
  }

  /** A worker that crashed or exited fails its job and is replaced by the next dispatch. */
  private fail(pooled: PooledWorker, error: Error): void {
    if (!this.remove(pooled)) return;
    clearTimeout(pooled.idleTimer);
    pooled.job?.reject(new VoiceError('upstream', { cause: error }));
    pooled.job = null;
    this.dispatch();
  }

  private remove(pooled: PooledWorker): boolean {
    const index = this.workers.indexOf(pooled);
    if (index === -1) return false;
    this.workers.splice(index, 1);
    return true;
  }
}
