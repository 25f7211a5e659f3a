import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  claimAudioRecording,
  findSpeechAudio,
  releaseAudioRecording,
  renewAudioRecording,
} from '@rally/db';
import type { Speech, SpeechAudio, SpeechAudioKey } from '@rally/db';
import { FIRST_VOICE_CHUNK_MAX_CHARS, chunkTextEnds, splitTextIntoChunks } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { memorySlot } from '../../server-memory.ts';
import { VoiceError } from '../../providers/voice/types.ts';
import { AppError } from '../errors.ts';
import type { VoiceChoice } from '../voices.ts';
import type { ChunkAudio } from './chunk-audio.ts';
import { storeAudio } from './stored-audio.ts';
import { synthesizeChunks } from './synthesis.ts';

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

interface SharedRecording {
  started: Promise<Started>;
  /** Requests still listening; when the last one goes before the end, the recording stops. */
  listeners: number;
  stop: AbortController;
  finished: boolean;
}

/** This server's recordings in progress, by cache key: one per key, shared by every request for it. */
const RECORDINGS = memorySlot(() => new Map<string, SharedRecording>());

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
  const recordings = deps.memory.get(RECORDINGS);
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
    const chunks = synthesizeChunks(deps, request, texts, stop);
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
