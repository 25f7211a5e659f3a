import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  deleteSpeechAudio,
  findSpeechAudio,
  findSpeechAudioOfUser,
  findSpeechOfUser,
} from '@rally/db';
import type { Speech, SpeechAudio, SpeechAudioKey } from '@rally/db';
import { MESSAGES } from '@rally/domain';
import type { VoiceProvider as VoiceProviderName } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { ByteRange } from '../providers/audio-store/types.ts';
import { VoiceError } from '../providers/voice/types.ts';
import { audioUrlOf, shareRecording } from './audio-recording.ts';
import { AppError, notFound } from './errors.ts';
import { statusOf } from './provider-status.ts';
import { chooseVoice, standInVoices } from './voices.ts';
import type { VoiceChoice } from './voices.ts';

export interface AudioOptions {
  /** The request's Range header, if any. */
  range: string | undefined;
  /**
   * False when the caller only needs to know where stored audio is (REST's `Prefer: return=minimal`,
   * tRPC's prepare): a stored answer is then `located`, without its bytes.
   */
  storedBytes: boolean;
  /** Aborted when the client goes away: synthesis stops and nothing is stored. */
  signal: AbortSignal | undefined;
  log: FastifyBaseLogger;
  /**
   * Called once before a new recording starts (never for a stored one); throws to refuse it, as
   * the per-user throttle does (429).
   */
  beforeNewRecording: () => Promise<void>;
}

/** Who spoke an answer: the voice asked for, or a stand-in of the alternate provider. */
export interface Speaker {
  provider: VoiceProviderName;
  voice: string;
}

export type AudioAnswer =
  /** A stored MP3: all of it (`range` null) or the requested bytes. */
  | {
      type: 'stored';
      speaker: Speaker;
      audioUrl: string;
      size: number;
      range: ByteRange | null;
      body: Readable;
    }
  /** A stored MP3, its bytes not wanted (see `AudioOptions.storedBytes`). */
  | { type: 'located'; speaker: Speaker; audioUrl: string }
  /** A Range that lies outside the stored MP3. */
  | { type: 'unsatisfiable'; size: number }
  /**
   * A first request: the MP3 as its chunks are synthesised, in order; stored once complete. Requests
   * for the same recording at the same time share it.
   */
  | { type: 'streamed'; speaker: Speaker; body: Readable };

/**
 * A chunk of the text as it was synthesised: `text.slice(start, end)` of the speech (whitespace
 * aside), spoken from `startMs` for `durationMs`.
 */
export interface TimedChunk {
  start: number;
  end: number;
  startMs: number;
  durationMs: number;
}

/** A stored MP3 and when each chunk of text is spoken in it, for highlighting sentences as they play. */
export interface AudioDescription {
  audioId: number;
  audioUrl: string;
  speaker: Speaker;
  byteLength: number;
  durationMs: number | null;
  /** Empty for audio stored before the chunks' text ends were kept (migration 0010). */
  chunks: TimedChunk[];
}

export type RangeRequest =
  { type: 'whole' } | { type: 'range'; range: ByteRange } | { type: 'unsatisfiable' };

/**
 * A single-range `bytes=` header against a file of `size` bytes. Anything else (several ranges, other
 * units, nonsense) is ignored and the whole file is sent, as HTTP allows.
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null) return { type: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { type: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { type: 'unsatisfiable' };
    return { type: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return { type: 'whole' };
  if (start >= size) return { type: 'unsatisfiable' };
  return { type: 'range', range: { start, end: Math.min(end, size - 1) } };
}

const textHashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `POST /api/speeches/{id}/audio`: the stored MP3 of the speech in this voice when there is one,
 * else a new one streamed as it is synthesised. When the voice's provider fails before any audio is
 * sent (or its model is gone, or it keeps failing), its stand-ins speak instead: the alternate
 * provider if configured, then the built-in voice; when none can, the spec's message, as a 503.
 */
export async function speechAudio(
  deps: AppDeps,
  userId: string,
  speechId: number,
  requestedVoice: string,
  requestOptions: AudioOptions,
): Promise<AudioAnswer> {
  // A stand-in voice taking over a failed recording is the same recording: counted once.
  let counted: Promise<void> | undefined;
  const options: AudioOptions = {
    ...requestOptions,
    beforeNewRecording: () => (counted ??= requestOptions.beforeNewRecording()),
  };
  const speech = await findSpeechOfUser(deps.db, userId, speechId);
  if (!speech) throw notFound('Speech');
  const choice = await chooseVoice(deps, requestedVoice, options.log);
  const candidates = [choice, ...(await standInVoices(deps, choice, options.log))];
  let failure: VoiceError | undefined;
  for (const [index, candidate] of candidates.entries()) {
    const status = statusOf(candidate.provider);
    const last = index === candidates.length - 1;
    // A provider that is gone or standing down is passed over, unless nothing is left after it.
    if (!last && !status.usable(deps.now())) {
      const stored = await storedAnswer(deps, speech, candidate, options);
      if (stored) return stored;
      continue;
    }
    try {
      const answer = await audioIn(deps, speech, candidate, options);
      status.succeeded();
      if (candidate !== choice) {
        options.log.warn(
          {
            asked: { provider: choice.provider.name, voice: choice.voice.id },
            speaks: { provider: candidate.provider.name, voice: candidate.voice.id },
          },
          'a stand-in voice speaks',
        );
      }
      return answer;
    } catch (error) {
      if (!(error instanceof VoiceError)) throw error;
      // The client has gone: there is no one to answer, and no reason to try another provider.
      if (error.kind === 'aborted') throw audioFailed(error);
      noteVoiceFailure(deps, candidate, error, options.log);
      failure = error;
    }
  }
  throw audioFailed(failure);
}

/** Failures that say something about the provider (not about this text or voice) count against it. */
function noteVoiceFailure(
  deps: AppDeps,
  choice: VoiceChoice,
  error: VoiceError,
  log: FastifyBaseLogger,
): void {
  const provider = choice.provider.name;
  const status = statusOf(choice.provider);
  if (error.kind === 'model_gone') {
    status.gone(error.message, deps.now());
    log.error({ err: error, provider }, 'voice model is gone: its stand-ins speak from now on');
    return;
  }
  log.warn({ err: error, provider, voice: choice.voice.id }, 'voice provider failed');
  if (error.kind === 'unknown_voice' || error.kind === 'rejected') return;
  if (status.failed(error.kind, deps.now())) {
    log.error({ provider }, 'voice provider keeps failing: its stand-ins speak for a while');
  }
}

/** `GET /api/speeches/{id}/audio/{audioId}.mp3`: a stored MP3 of one of the user's own speeches. */
export async function storedSpeechAudio(
  deps: AppDeps,
  userId: string,
  speechId: number,
  audioId: number,
  range: string | undefined,
): Promise<AudioAnswer> {
  const audio = await findSpeechAudioOfUser(deps.db, userId, speechId, audioId);
  const answer = audio ? await openStored(deps, audio, { range, storedBytes: true }) : null;
  if (answer === null) throw notFound('Audio');
  return answer;
}

/** The stored MP3 of a speech in a voice (or in its stand-in) with its chunk timings; null when none. */
export async function describeSpeechAudio(
  deps: AppDeps,
  userId: string,
  speechId: number,
  requestedVoice: string,
  log: FastifyBaseLogger,
): Promise<AudioDescription | null> {
  const speech = await findSpeechOfUser(deps.db, userId, speechId);
  if (!speech) throw notFound('Speech');
  const choice = await chooseVoice(deps, requestedVoice, log);
  const audio =
    (await findSpeechAudio(deps.db, cacheKey(speech, choice))) ??
    (await storedStandIn(deps, speech, choice, log));
  return audio ? describe(audio) : null;
}

/** Makes sure the MP3 exists (synthesising it if need be) and describes it. */
export async function prepareSpeechAudio(
  deps: AppDeps,
  userId: string,
  speechId: number,
  requestedVoice: string,
  options: Omit<AudioOptions, 'range' | 'storedBytes'>,
): Promise<AudioDescription> {
  const answer = await speechAudio(deps, userId, speechId, requestedVoice, {
    ...options,
    range: undefined,
    storedBytes: false,
  });
  if (answer.type === 'streamed') {
    // Reading the stream to its end is what stores it.
    answer.body.resume();
    await finished(answer.body);
  }
  const description = await describeSpeechAudio(
    deps,
    userId,
    speechId,
    requestedVoice,
    options.log,
  );
  if (description === null) throw audioFailed(new Error('the synthesised audio was not stored'));
  return description;
}

function audioFailed(cause: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', MESSAGES.audioFailed.message, undefined, { cause });
}

function cacheKey(speech: Speech, choice: VoiceChoice): SpeechAudioKey {
  return {
    speechId: speech.id,
    voice: choice.voice.id,
    provider: choice.provider.name,
    textHash: textHashOf(speech.content),
  };
}

async function storedStandIn(
  deps: AppDeps,
  speech: Speech,
  choice: VoiceChoice,
  log: FastifyBaseLogger,
): Promise<SpeechAudio | undefined> {
  for (const standIn of await standInVoices(deps, choice, log)) {
    const stored = await findSpeechAudio(deps.db, cacheKey(speech, standIn));
    if (stored) return stored;
  }
  return undefined;
}

/** The stored MP3 for this choice, or a new one; a cache row whose file has gone is dropped. */
async function audioIn(
  deps: AppDeps,
  speech: Speech,
  choice: VoiceChoice,
  options: AudioOptions,
): Promise<AudioAnswer> {
  const answer = await storedAnswer(deps, speech, choice, options);
  if (answer) return answer;
  const key = cacheKey(speech, choice);
  const speaker = { provider: choice.provider.name, voice: choice.voice.id };
  // A second round when another server stored the audio where this one cannot read it.
  for (let round = 0; round < 2; round += 1) {
    const heard = await shareRecording(deps, {
      speech,
      choice,
      key,
      signal: options.signal,
      log: options.log,
      beforeNewRecording: options.beforeNewRecording,
    });
    if (heard.type === 'streamed') return { type: 'streamed', speaker, body: heard.body };
    // Recorded by another server while this one waited.
    const stored = await openStoredOrForget(deps, heard.audio, options);
    if (stored) return stored;
  }
  throw audioFailed(new Error('the stored audio cannot be read'));
}

/** The stored MP3 for this choice, if there is one. */
async function storedAnswer(
  deps: AppDeps,
  speech: Speech,
  choice: VoiceChoice,
  options: AudioOptions,
): Promise<AudioAnswer | null> {
  const cached = await findSpeechAudio(deps.db, cacheKey(speech, choice));
  return cached ? openStoredOrForget(deps, cached, options) : null;
}

/** The stored MP3, or null after dropping its row when the file has gone. */
async function openStoredOrForget(
  deps: AppDeps,
  audio: SpeechAudio,
  options: AudioOptions,
): Promise<AudioAnswer | null> {
  const answer = await openStored(deps, audio, options);
  if (answer !== null) return answer;
  options.log.warn(
    { storageKey: audio.storageKey },
    'stored audio file is missing; recording again',
  );
  await deleteSpeechAudio(deps.db, audio.id);
  return null;
}

/** The stored MP3's answer; null when its file has gone. */
async function openStored(
  deps: AppDeps,
  audio: SpeechAudio,
  options: Pick<AudioOptions, 'range' | 'storedBytes'>,
): Promise<AudioAnswer | null> {
  const speaker = { provider: audio.provider, voice: audio.voice };
  const audioUrl = audioUrlOf(audio);
  if (!options.storedBytes) {
    // Whether the file is still there: its first byte, read and let go.
    const probe = await deps.providers.audioStore.read(audio.storageKey, { start: 0, end: 0 });
    if (probe === null) return null;
    probe.destroy();
    return { type: 'located', speaker, audioUrl };
  }
  const size = audio.byteLength;
  const request = parseRangeHeader(options.range, size);
  if (request.type === 'unsatisfiable') return { type: 'unsatisfiable', size };
  const range = request.type === 'range' ? request.range : null;
  const body = await deps.providers.audioStore.read(audio.storageKey, range ?? undefined);
  if (body === null) return null;
  return { type: 'stored', speaker, audioUrl, size, range, body };
}

/** The stored audio with its chunks' timings, as they were recorded (never a new split of the text). */
function describe(audio: SpeechAudio): AudioDescription {
  const durations = audio.chunkDurationsMs ?? [];
  const ends = audio.chunkTextEnds ?? [];
  let startMs = 0;
  // The table keeps one end per duration (migration 0010); older audio has no ends.
  const chunks =
    ends.length === durations.length
      ? ends.map((end, index) => {
          const durationMs = durations[index] ?? 0;
          const chunk = { start: ends[index - 1] ?? 0, end, startMs, durationMs };
          startMs += durationMs;
          return chunk;
        })
      : [];
  return {
    audioId: audio.id,
    audioUrl: audioUrlOf(audio),
    speaker: { provider: audio.provider, voice: audio.voice },
    byteLength: audio.byteLength,
    durationMs: audio.durationMs,
    chunks,
  };
}
