import { finished } from 'node:stream/promises';
import { findSpeechOfUser } from '@rally/db';
import type { Speech } from '@rally/db';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../errors.ts';
import { chooseVoice } from '../voices.ts';
import type { VoiceChoice } from '../voices.ts';
import type { AudioAnswer, AudioOptions } from './answers.ts';
import type { AudioDescription } from './description.ts';
import { describeSpeechAudio } from './description.ts';
import { shareRecording } from './recording.ts';
import { audioFailed, firstVoiceThatSpeaks } from './stand-ins.ts';
import { cacheKey, openStoredOrForget, storedAnswer } from './stored-audio.ts';

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
  return firstVoiceThatSpeaks(
    deps,
    choice,
    {
      speak: (candidate) => audioIn(deps, speech, candidate, options),
      stored: (candidate) => storedAnswer(deps, speech, candidate, options),
    },
    options.log,
  );
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
