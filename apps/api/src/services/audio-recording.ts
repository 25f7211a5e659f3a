import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  claimAudioRecording,
  findSpeechAudio,
  releaseAudioRecording,
  renewAudioRecording,
  saveSpeechAudio,
  setSpeechAudioUrl,
} from '@rally/db';
import type { Speech, SpeechAudio, SpeechAudioKey } from '@rally/db';
import { FIRST_VOICE_CHUNK_MAX_CHARS, chunkTextEnds, splitTextIntoChunks } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { AppDeps } from '../deps.ts';
import { Mp3FrameReader, joinBytes } from '../providers/voice/mp3.ts';
import type { Mp3Audio } from '../providers/voice/mp3.ts';
import { VoiceError } from '../providers/voice/types.ts';
import type { VoiceProvider } from '../providers/voice/types.ts';
import { AppError } from './errors.ts';
import { FairQueue } from './fair-queue.ts';
import type { VoiceChoice } from './voices.ts';

/** Chunks synthesised at once for one speech: enough to stay ahead of playback, few enough to be polite. */
export const SYNTHESIS_CONCURRENCY = 3;
/** Syntheses a voice service runs at once for this server, unless its adapter says how many it can. */
const SYNTHESES_AT_ONCE = 12;
/** A claim on a recording lapses this long after it was last renewed (its server may have died). */
const CLAIM_MS = 30_000;
const RENEW_CLAIM_EVERY_MS = 10_000;
/** How often a server waiting for another's recording looks for the stored audio. */
const WAIT_FOR_OTHER_SERVER_MS = 250;

/** What a request asking for a new recording brings to it. */
export interface RecordingRequest {
  speech: Speech;
  choice: VoiceChoice;
  key: SpeechAudioKey;
  /** Aborted when this client goes away; the recording stops once every client sharing it has. */
  signal: AbortSignal | undefined;
  log: FastifyBaseLogger;
  /** Counts the recording against the user's limit (throws to refuse it); called once per recording. */
  beforeNewRecording: () => Promise<void>;
}

/** A recording as one request gets it: stored meanwhile (by another server), or streamed as it is made. */
export type HeardRecording =
  { type: 'stored'; audio: SpeechAudio } | { type: 'streamed'; body: Readable };

/** Settled once the first audio is ready: the chunks in order, and the store that follows them. */
type Started =
  | { type: 'stored'; audio: SpeechAudio }
  | { type: 'recording'; chunks: ChunkAudio[]; stored: Promise<void> };

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
class ChunkAudio {
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

interface SharedRecording {
  started: Promise<Started>;
  /** Requests still listening; when the last one goes before the end, the recording stops. */
  listeners: number;
  stop: AbortController;
  finished: boolean;
}

/** This server's recordings in progress, by cache key: one per key, shared by every request for it. */
const recordingsOfServer = new WeakMap<AppDeps, Map<string, SharedRecording>>();
/** One queue per voice provider: its capacity is shared by all the recordings it makes. */
const synthesisQueues = new WeakMap<VoiceProvider, FairQueue>();

export function audioUrlOf(audio: Pick<SpeechAudio, 'id' | 'speechId'>): string {
  return `/api/speeches/${audio.speechId}/audio/${audio.id}.mp3`;
}

/** The queue in which `provider`'s syntheses take turns between users. */
export function synthesisQueueOf(provider: VoiceProvider): FairQueue {
  let queue = synthesisQueues.get(provider);
  if (queue === undefined) {
    queue = new FairQueue(provider.concurrency ?? SYNTHESES_AT_ONCE);
    synthesisQueues.set(provider, queue);
  }
  return queue;
}

/**
 * The new recording of `request.key`, made once however many requests ask for it at the same time:
 * requests on this server share the recording in progress, and a request on another server waits
 * for the audio this one stores (the `audio_recordings` claim says who records). Only the request
 * that starts the recording counts it against the user's limit.
 */
export async function shareRecording(
  deps: AppDeps,
  request: RecordingRequest,
): Promise<HeardRecording> {
  const recordings = recordingsOfServer.get(deps) ?? new Map<string, SharedRecording>();
  recordingsOfServer.set(deps, recordings);
  const id = JSON.stringify(request.key);
  let shared = recordings.get(id);
  if (shared === undefined) {
    const started = startRecording(deps, request);
    shared = started;
    recordings.set(id, started);
    const forget = () => {
      started.finished = true;
      if (recordings.get(id) === started) recordings.delete(id);
    };
    void started.started
      .then((s) => (s.type === 'recording' ? s.stored : undefined))
      .then(forget, forget);
  }
  return listen(shared, request.signal, () => {
    if (recordings.get(id) === shared) recordings.delete(id);
  });
}

function startRecording(deps: AppDeps, request: RecordingRequest): SharedRecording {
  const stop = new AbortController();
  const started = record(deps, request, stop);
  // Listeners may all have gone before it settles; its failure is theirs, not an unhandled one.
  started.catch(() => {});
  return { started, listeners: 0, stop, finished: false };
}

/** One request's share of a recording: the first chunk's outcome, then every chunk in order. */
async function listen(
  shared: SharedRecording,
  signal: AbortSignal | undefined,
  onStopped: () => void,
): Promise<HeardRecording> {
  shared.listeners += 1;
  let listening = true;
  const leave = () => {
    if (!listening) return;
    listening = false;
    signal?.removeEventListener('abort', leave);
    shared.listeners -= 1;
    if (shared.listeners === 0 && !shared.finished) {
      onStopped();
      shared.stop.abort(new VoiceError('aborted'));
    }
  };
  signal?.addEventListener('abort', leave, { once: true });

  let started: Started;
  try {
    started = await untilAborted(shared.started, signal);
  } catch (error) {
    leave();
    throw error;
  }
  if (started.type === 'stored') {
    leave();
    return started;
  }
  const { chunks, stored } = started;
  async function* frames(): AsyncGenerator<Uint8Array> {
    try {
      for (const chunk of chunks) yield* chunk.read();
      // The stream ends once the audio is stored, so the next request finds it.
      await stored;
    } finally {
      leave();
    }
  }
  return { type: 'streamed', body: Readable.from(frames(), { objectMode: false }) };
}

/** `promise`, or a rejection as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(new VoiceError('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new VoiceError('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Claims the recording across servers (or finds it stored by another), counts it, and synthesises
 * it chunk by chunk. Settles once the first chunk is ready, so that a failure before any audio is
 * sent can still be answered with an error (or the alternate provider).
 */
async function record(
  deps: AppDeps,
  request: RecordingRequest,
  stop: AbortController,
): Promise<Started> {
  const { speech, choice, key, log } = request;
  const texts = splitTextIntoChunks(
    speech.content,
    choice.provider.maxChunkChars,
    FIRST_VOICE_CHUNK_MAX_CHARS,
  );
  if (texts.length === 0) throw new AppError('BAD_REQUEST', 'This speech has no text to read.');

  const claimId = randomUUID();
  const storedElsewhere = await claimOrFindStored(deps, key, claimId, stop.signal);
  if (storedElsewhere !== null) return { type: 'stored', audio: storedElsewhere };

  const renewal = setInterval(() => {
    renewAudioRecording(deps.db, claimId, new Date(deps.now().getTime() + CLAIM_MS)).catch(
      (error: unknown) => log.warn({ err: error, speechId: key.speechId }, 'claim not renewed'),
    );
  }, RENEW_CLAIM_EVERY_MS);
  renewal.unref();
  const release = async () => {
    clearInterval(renewal);
    try {
      await releaseAudioRecording(deps.db, claimId);
    } catch (error) {
      // It lapses on its own.
      log.warn({ err: error, speechId: key.speechId }, 'recording claim not released');
    }
  };

  try {
    await request.beforeNewRecording();
    const chunks = synthesizeChunks(request, texts, stop);
    try {
      await (chunks[0]?.firstSound ?? Promise.reject(new VoiceError('empty')));
    } catch (error) {
      stop.abort(error);
      throw error;
    }
    const stored = Promise.all(chunks.map((chunk) => chunk.complete))
      .then(
        (audio) =>
          storeAudio(
            deps,
            speech,
            key,
            { audio, textEnds: chunkTextEnds(speech.content, texts) },
            log,
          ),
        (error: unknown) => {
          if (!(error instanceof VoiceError && error.kind === 'aborted')) {
            log.warn(
              { err: error, speechId: speech.id, provider: key.provider },
              'audio stream ended early',
            );
          }
        },
      )
      .finally(release);
    return { type: 'recording', chunks, stored };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Takes the claim on `key`'s recording and returns null, or returns the audio another server stored
 * while this one waited for its claim to end.
 */
async function claimOrFindStored(
  deps: AppDeps,
  key: SpeechAudioKey,
  claimId: string,
  stop: AbortSignal,
): Promise<SpeechAudio | null> {
  for (;;) {
    const now = deps.now();
    const until = new Date(now.getTime() + CLAIM_MS);
    const claimed = await claimAudioRecording(deps.db, key, { claimId, now, until });
    // Claimed or not, another server may have stored it since this request looked.
    const stored = await findSpeechAudio(deps.db, key);
    if (stored !== undefined) {
      if (claimed) await releaseAudioRecording(deps.db, claimId);
      return stored;
    }
    if (claimed) return null;
    try {
      await sleep(WAIT_FOR_OTHER_SERVER_MS, undefined, { signal: stop });
    } catch {
      throw stop.reason;
    }
  }
}

/**
 * Starts every chunk's synthesis, a few at a time and in the provider's fair queue, stopping them all
 * at the first failure; each chunk's frames are kept as they arrive, in the chunks' order. A chunk
 * stopped because another failed reports that failure, not the 'aborted' it saw.
 */
function synthesizeChunks(
  { speech, choice }: RecordingRequest,
  texts: string[],
  stop: AbortController,
): ChunkAudio[] {
  const queue = synthesisQueueOf(choice.provider);
  const atOnce = pLimit(SYNTHESIS_CONCURRENCY);
  const { signal } = stop;
  const options = {
    voice: choice.voice.id,
    tone: speech.tone,
    voiceStyle: speech.voiceStyle,
    signal,
  };
  const pieces = async function* (text: string): AsyncGenerator<Uint8Array> {
    if (choice.provider.stream) yield* choice.provider.stream(text, options);
    else yield await choice.provider.synthesize(text, options);
  };
  const synthesize = async (text: string, chunk: ChunkAudio): Promise<void> => {
    const reader = new Mp3FrameReader();
    for await (const piece of pieces(text)) chunk.add(reader.push(piece));
    chunk.add(reader.end());
    if (reader.durationMs === 0) throw new VoiceError('empty');
    chunk.finish(reader.durationMs);
  };
  return texts.map((text) => {
    const chunk = new ChunkAudio();
    void atOnce(async () => {
      try {
        await queue.run(speech.userId, () => synthesize(text, chunk), signal);
      } catch (error) {
        if (!signal.aborted) stop.abort(error);
        chunk.fail(signal.reason instanceof Error ? signal.reason : error);
      }
    });
    return chunk;
  });
}

/** Each chunk's audio, in order, and where each chunk's text ends in the speech. */
interface RecordedChunks {
  audio: Mp3Audio[];
  textEnds: number[];
}

/**
 * Keeps the joined MP3 with each chunk's duration and text end (the player's timings), and points
 * the speech at it. A failure here only costs the cache.
 */
async function storeAudio(
  deps: AppDeps,
  speech: Speech,
  key: SpeechAudioKey,
  chunks: RecordedChunks,
  log: FastifyBaseLogger,
): Promise<void> {
  const bytes = joinBytes(chunks.audio.map((chunk) => chunk.frames));
  const chunkDurationsMs = chunks.audio.map((chunk) => chunk.durationMs);
  const storageKey = `speeches/${speech.id}/${key.provider}-${key.voice}-${key.textHash}.mp3`;
  let stored = false;
  try {
    await deps.providers.audioStore.put(storageKey, bytes);
    stored = true;
    // The row and the speech's link to it, together or not at all.
    await deps.db.transaction().execute(async (trx) => {
      const audio = await saveSpeechAudio(trx, {
        ...key,
        userId: speech.userId,
        storageKey,
        byteLength: bytes.length,
        durationMs: chunkDurationsMs.reduce((total, ms) => total + ms, 0),
        chunkDurationsMs: JSON.stringify(chunkDurationsMs),
        chunkTextEnds: JSON.stringify(chunks.textEnds),
      });
      await setSpeechAudioUrl(trx, speech.id, audioUrlOf(audio));
    });
  } catch (error) {
    log.error(
      { err: error, speechId: speech.id, storageKey },
      'synthesised audio could not be stored',
    );
    // A file without its row is never served: do not leave it behind.
    if (stored) await removeStoredAudio(deps, storageKey, log);
  }
}

async function removeStoredAudio(
  deps: AppDeps,
  storageKey: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await deps.providers.audioStore.delete(storageKey);
  } catch (error) {
    log.error({ err: error, storageKey }, 'unsaved audio file could not be removed');
  }
}
