import { describe, expect, it } from 'vitest';
import {
  SPEECH_DEFAULTS,
  SPEECH_LENGTH_LABELS,
  countWords,
  estimatedDurationSeconds,
  formatDuration,
  speechHeading,
  wordTarget,
} from './speech.ts';
import type { SpeechLength, Tone } from './speech.ts';

describe('wordTarget', () => {
  it.each<[SpeechLength, number, number]>([
    ['short', 150, 300],
    ['medium', 750, 1050],
    ['long', 1500, 2250],
    ['extended', 2250, 3000],
  ])('%s speeches have %i to %i words', (length, min, max) => {
    expect(wordTarget(length)).toEqual({ min, max });
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
    [150, 60],
    [75, 30],
    [1, 0],
    [3, 1],
    [1050, 420],
  ])('%i words take %i seconds at 150 words a minute', (words, seconds) => {
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
    [20, '1 min'],
    [89, '1 min'],
    [90, '2 min'],
    [420, '7 min'],
  ])('%s seconds → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
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
