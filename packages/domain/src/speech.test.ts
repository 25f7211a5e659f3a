import { describe, expect, it } from 'vitest';
import {
  SPEAKING_RATE_WPM,
  SPEECH_DEFAULTS,
  SPEECH_LENGTHS,
  SPEECH_LENGTH_LABELS,
  SPEECH_LENGTH_MINUTES,
  countWords,
  estimatedDurationSeconds,
  formatAudioLength,
  formatDuration,
  speechHeading,
  wordTarget,
} from './speech.ts';
import type { SpeechLength, Tone } from './speech.ts';

describe('wordTarget', () => {
  it.each<[SpeechLength, number, number]>([
    ['short', 160, 320],
    ['medium', 800, 1120],
    ['long', 1600, 2400],
    ['extended', 2400, 3200],
  ])('%s speeches have %i to %i words', (length, min, max) => {
    expect(wordTarget(length)).toEqual({ min, max });
  });

  it.each(SPEECH_LENGTHS)(
    'the %s word range, read at the speaking rate, spans the minutes of its label',
    (length) => {
      const { min, max } = wordTarget(length);
      const minutes = SPEECH_LENGTH_MINUTES[length];
      expect(estimatedDurationSeconds(min)).toBe(minutes.min * 60);
      expect(estimatedDurationSeconds(max)).toBe(minutes.max * 60);
    },
  );
});

describe('SPEAKING_RATE_WPM', () => {
  it('is the rate the built-in voice was tuned to', () => {
    expect(SPEAKING_RATE_WPM).toBe(160);
  });
});

describe('SPEECH_LENGTH_LABELS', () => {
  it('labels each length with its minutes', () => {
    expect(SPEECH_LENGTH_LABELS).toEqual({
      short: '1-2 min',
      medium: '5-7 min',
      long: '10-15 min',
      extended: '15-20 min',
    });
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['one', 1],
    ['  two  words ', 2],
    ['line one\nline two\n\nline three', 6],
  ])('%j has %i words', (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});

describe('estimatedDurationSeconds', () => {
  it.each([
    [0, 0],
    [160, 60],
    [80, 30],
    [1, 0],
    [2, 1],
    [4, 2],
    [960, 360],
    [1120, 420],
    [3200, 1200],
  ])('%i words take %i seconds at 160 words a minute', (words, seconds) => {
    expect(estimatedDurationSeconds(words)).toBe(seconds);
  });
});

describe('speechHeading', () => {
  it.each<[Tone, string]>([
    ['encouraging', 'Encouraging Motivational Speech'],
    ['confident', 'Confident Motivational Speech'],
    ['gentle', 'Gentle Motivational Speech'],
    ['energetic', 'Energetic Motivational Speech'],
  ])('%s → %s', (tone, heading) => {
    expect(speechHeading(tone)).toBe(heading);
  });
});

describe('formatDuration', () => {
  it.each<[number | null | undefined, string]>([
    [null, 'Est. 2-3 min'],
    [undefined, 'Est. 2-3 min'],
    [0, 'Est. 2-3 min'],
    [Number.NaN, 'Est. 2-3 min'],
    [-5, 'Est. 2-3 min'],
    [1, 'Est. 1 min'],
    [74, 'Est. 1 min'],
    [75, 'Est. 1½ min'],
    [90, 'Est. 1½ min'],
    [104, 'Est. 1½ min'],
    [105, 'Est. 2 min'],
    [360, 'Est. 6 min'],
    [374, 'Est. 6 min'],
    [375, 'Est. 6½ min'],
    [1200, 'Est. 20 min'],
  ])('%s seconds → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatAudioLength', () => {
  it.each<[number, string]>([
    [Number.NaN, '0 s'],
    [-1, '0 s'],
    [0, '0 s'],
    [0.99, '0 s'],
    [1, '1 s'],
    [59.99, '59 s'],
    [60, '1 min 0 s'],
    [62.6, '1 min 2 s'],
    [92, '1 min 32 s'],
    [358, '5 min 58 s'],
    [1200, '20 min 0 s'],
  ])('%s seconds → %s', (seconds, text) => {
    expect(formatAudioLength(seconds)).toBe(text);
  });
});

describe('SPEECH_DEFAULTS', () => {
  it('starts the form empty, encouraging, warm and medium', () => {
    expect(SPEECH_DEFAULTS).toEqual({
      context: '',
      tone: 'encouraging',
      voiceStyle: 'warm',
      duration: 'medium',
    });
  });
});
