import { findSpeechOfUser } from '@rally/db';
import type { Speech, SpeechAudio } from '@rally/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../errors.ts';
import { chooseVoice, standInVoices } from '../voices.ts';
import type { VoiceChoice } from '../voices.ts';
import type { Speaker } from './answers.ts';
import { audioUrlOf, findStoredAudio } from './stored-audio.ts';

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
  /** Empty for audio stored before the chunks' text ends were kept (migration 0011). */
  chunks: TimedChunk[];
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
    (await findStoredAudio(deps, speech, choice)) ??
    (await storedStandIn(deps, speech, choice, log));
  return audio ? describe(audio) : null;
}

/** The stored audio of the first stand-in voice that has one (it spoke when the voice could not). */
async function storedStandIn(
  deps: AppDeps,
  speech: Speech,
  choice: VoiceChoice,
  log: FastifyBaseLogger,
): Promise<SpeechAudio | undefined> {
  for (const standIn of await standInVoices(deps, choice, log)) {
    const stored = await findStoredAudio(deps, speech, standIn);
    if (stored) return stored;
  }
  return undefined;
}

/** The stored audio with its chunks' timings, as they were recorded (never a new split of the text). */
function describe(audio: SpeechAudio): AudioDescription {
  const durations = audio.chunkDurationsMs ?? [];
  const ends = audio.chunkTextEnds ?? [];
  let startMs = 0;
  // The table keeps one end per duration (migration 0011); older audio has no ends.
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
