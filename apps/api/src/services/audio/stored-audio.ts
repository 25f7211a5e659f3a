import { createHash } from 'node:crypto';
import {
  deleteSpeechAudio,
  findSpeechAudio,
  findSpeechAudioOfUser,
  saveSpeechAudio,
  setSpeechAudioUrl,
} from '@rally/db';
import type { Speech, SpeechAudio, SpeechAudioKey } from '@rally/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { joinBytes } from '../../providers/voice/mp3.ts';
import type { Mp3Audio } from '../../providers/voice/mp3.ts';
import { notFound } from '../errors.ts';
import type { VoiceChoice } from '../voices.ts';
import type { AudioAnswer, AudioOptions } from './answers.ts';
import { parseRangeHeader } from './range.ts';

const textHashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a speech's audio in a voice is stored under; the text's hash, so that a new text records anew. */
export function cacheKey(speech: Speech, choice: VoiceChoice): SpeechAudioKey {
  return {
    speechId: speech.id,
    voice: choice.voice.id,
    provider: choice.provider.name,
    textHash: textHashOf(speech.content),
  };
}

/** Where the stored MP3 is served: its row's id, so the URL changes only when it is recorded again. */
export function audioUrlOf(audio: Pick<SpeechAudio, 'id' | 'speechId'>): string {
  return `/api/speeches/${audio.speechId}/audio/${audio.id}.mp3`;
}

/** The stored audio of a speech in a voice, if there is one. */
export function findStoredAudio(
  deps: AppDeps,
  speech: Speech,
  choice: VoiceChoice,
): Promise<SpeechAudio | undefined> {
  return findSpeechAudio(deps.db, cacheKey(speech, choice));
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

/** The stored MP3 for this choice, if there is one. */
export async function storedAnswer(
  deps: AppDeps,
  speech: Speech,
  choice: VoiceChoice,
  options: AudioOptions,
): Promise<AudioAnswer | null> {
  const cached = await findStoredAudio(deps, speech, choice);
  return cached ? openStoredOrForget(deps, cached, options) : null;
}

/** The stored MP3, or null after dropping its row when the file has gone. */
export async function openStoredOrForget(
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

/** Each chunk's audio, in order, and where each chunk's text ends in the speech. */
export interface RecordedChunks {
  audio: Mp3Audio[];
  textEnds: number[];
}

/**
 * Keeps the joined MP3 with each chunk's duration and text end (the player's timings), and points
 * the speech at it. A failure here only costs the cache.
 */
export async function storeAudio(
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
