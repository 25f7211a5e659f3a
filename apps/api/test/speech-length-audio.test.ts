import {
  FALLBACK_VOICES,
  FIRST_VOICE_CHUNK_MAX_CHARS,
  PICKER_START_VOICE,
  SPEECH_LENGTHS,
  SPEECH_LENGTH_MINUTES,
  TONES,
  buildSpeechBrief,
  countWords,
  speechWordTarget,
  splitTextIntoChunks,
} from '@rally/domain';
import type { PreferredLength, SpeechBriefInput, SpeechLength, Tone } from '@rally/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalVoice } from '../src/providers/voice/local.ts';
import { mp3AudioFrames } from '../src/providers/voice/mp3.ts';
import { createLocalWriter } from '../src/providers/writer/local.ts';
import { seededRandom } from '../src/providers/writer/seeded-random.ts';

const LENGTH_PREFERENCES: (PreferredLength | null)[] = [null, 'shorter', 'longer'];
const SECONDS_PER_MINUTE = 60;

async function writeSpeech(input: SpeechBriefInput): Promise<string> {
  let text = '';
  for await (const piece of createLocalWriter({ random: seededRandom(7) }).write(
    buildSpeechBrief(input),
  )) {
    text += piece;
  }
  return text;
}

// Voices about 40 minutes of audio (about 1.5 CPU-minutes): the timeouts leave room for a busy machine.
describe('speech lengths, as the built-in voice reads them', () => {
  const voice = createLocalVoice();
  afterAll(() => voice.close?.());

  /** Seconds of MP3, voiced as the audio service does: in chunks under the provider's limit. */
  async function audioSeconds(text: string, voiceId: string, tone: Tone): Promise<number> {
    const chunks = splitTextIntoChunks(text, voice.maxChunkChars, FIRST_VOICE_CHUNK_MAX_CHARS);
    const mp3s = await Promise.all(
      chunks.map((chunk) => voice.synthesize(chunk, { voice: voiceId, tone })),
    );
    const ms = mp3s.reduce((total, mp3) => total + mp3AudioFrames(mp3).durationMs, 0);
    return ms / 1000;
  }

  it.each(SPEECH_LENGTHS)(
    'the built-in writer’s %s speech plays within its label in the picker’s first voice',
    async (length: SpeechLength) => {
      const text = await writeSpeech({
        context: 'I have a job interview on Monday and I am nervous',
        tone: 'encouraging',
        voiceStyle: 'warm',
        length,
      });
      const seconds = await audioSeconds(text, PICKER_START_VOICE, 'encouraging');
      const { min, max } = SPEECH_LENGTH_MINUTES[length];
      expect(seconds).toBeGreaterThanOrEqual(min * SECONDS_PER_MINUTE);
      expect(seconds).toBeLessThanOrEqual(max * SECONDS_PER_MINUTE);
    },
    300_000,
  );

  // Measured on a short speech: the word target of each length and length preference, read at
  // that rate, stays inside the length's label. Each voice at its own pace, and each tone's pace
  // on the picker's first voice (the tones scale every voice's pace alike).
  const paces: [string, Tone][] = [
    ...FALLBACK_VOICES.map((fallback): [string, Tone] => [fallback.id, 'encouraging']),
    ...TONES.filter((tone) => tone !== 'encouraging').map((tone): [string, Tone] => [
      PICKER_START_VOICE,
      tone,
    ]),
  ];
  it.each(paces)(
    '%s reading in the %s tone keeps every length inside its label',
    async (voiceId, tone) => {
      const text = await writeSpeech({
        context: 'I want to run my first marathon this spring',
        tone,
        voiceStyle: 'professional',
        length: 'short',
      });
      const wordsPerSecond = countWords(text) / (await audioSeconds(text, voiceId, tone));
      for (const length of SPEECH_LENGTHS) {
        const { min, max } = SPEECH_LENGTH_MINUTES[length];
        for (const preference of LENGTH_PREFERENCES) {
          const seconds = speechWordTarget(length, preference).target / wordsPerSecond;
          const label = `${length}, ${preference ?? 'no preference'}`;
          expect.soft(seconds, label).toBeGreaterThanOrEqual(min * SECONDS_PER_MINUTE);
          expect.soft(seconds, label).toBeLessThanOrEqual(max * SECONDS_PER_MINUTE);
        }
      }
    },
    180_000,
  );
});
