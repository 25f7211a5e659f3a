import { joinBytes } from '../../providers/voice/mp3.ts';
import type { Mp3Audio } from '../../providers/voice/mp3.ts';

/** A promise settled from outside (Promise.withResolvers, which the compile target lacks). */
function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
} {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * One chunk's audio frames as the provider sends them, kept so that every request sharing the
 * recording reads them from the start, as they come.
 */
export class ChunkAudio {
  private readonly frames: Uint8Array[] = [];
  private ending: { error: unknown } | { durationMs: number } | null = null;
  private wakeReaders: (() => void)[] = [];
  private readonly completed = deferred<Mp3Audio>();
  private readonly sounded = deferred<void>();

  constructor() {
    // Awaited in turn by whoever needs them; until then a failure must not count as unhandled.
    this.completed.promise.catch(() => {});
    this.sounded.promise.catch(() => {});
  }

  /** The whole chunk, once its last frame has come. */
  get complete(): Promise<Mp3Audio> {
    return this.completed.promise;
  }

  /** Settled at the chunk's first frame (or its failure before one). */
  get firstSound(): Promise<void> {
    return this.sounded.promise;
  }

  add(frames: Uint8Array): void {
    if (frames.length === 0 || this.ending !== null) return;
    this.frames.push(frames);
    this.sounded.resolve();
    this.wake();
  }

  finish(durationMs: number): void {
    if (this.ending !== null) return;
    this.ending = { durationMs };
    this.sounded.resolve();
    this.completed.resolve({ frames: joinBytes(this.frames), durationMs });
    this.wake();
  }

  fail(error: unknown): void {
    if (this.ending !== null) return;
    this.ending = { error };
    this.sounded.reject(error);
    this.completed.reject(error);
    this.wake();
  }

  /** Every frame from the first, waiting for those still to come. */
  async *read(): AsyncGenerator<Uint8Array> {
    for (let index = 0; ;) {
      while (index < this.frames.length) yield this.frames[index++] as Uint8Array;
      if (this.ending !== null) {
        if ('error' in this.ending) throw this.ending.error;
        return;
      }
      await new Promise<void>((resolve) => this.wakeReaders.push(resolve));
    }
  }

  private wake(): void {
    const readers = this.wakeReaders;
    this.wakeReaders = [];
    for (const resolve of readers) resolve();
  }
}
