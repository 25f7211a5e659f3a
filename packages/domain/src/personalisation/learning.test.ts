import { describe, expect, it } from 'vitest';
import {
  AVOID_ELEMENT,
  AVOID_LENGTH,
  AVOID_TONE,
  elementWeights,
  learnPreferences,
  learnedLengthBias,
  learnedPreferences,
  learnedToneShift,
  languageStyleOf,
  ratingPercent,
  toneShiftOf,
} from './learning.ts';
import type { PreferredLength, PreferredTone } from '../feedback.ts';
import type { LanguageStyle, RatedSpeech, StoredPreferences, ToneShift } from './learning.ts';
import { buildSpeechBrief, buildSpeechPrompt } from '../speech-brief.ts';
import { wordTarget } from '../speech.ts';
import type { Tone } from '../speech.ts';

const DAY_MS = 86_400_000;

/** The n-th rated speech (written on day n), with neutral answers unless overridden. */
function rated(n: number, overrides: Partial<RatedSpeech> = {}): RatedSpeech {
  return {
    speechId: n,
    speechCreatedAt: new Date(Date.UTC(2025, 0, 1) + n * DAY_MS),
    tone: 'encouraging',
    voiceStyle: 'warm',
    length: 'medium',
    rating: 3,
    effectiveness: 4,
    emotionalResonance: 4,
    preferredLength: 'perfect',
    preferredTone: 'same',
    helpfulElements: [],
    improvementSuggestions: null,
    completedListening: true,
    ...overrides,
  };
}

const lengths = (...requests: (PreferredLength | null)[]) =>
  requests.map((preferredLength, n) => rated(n, { preferredLength }));
const tones = (...requests: (PreferredTone | null)[]) =>
  requests.map((preferredTone, n) => rated(n, { preferredTone }));

describe('learnedLengthBias', () => {
  it.each<[string, RatedSpeech[], string]>([
    ['no feedback', [], 'perfect'],
    ['one longer', lengths('longer'), 'longer'],
    ['one shorter', lengths('shorter'), 'shorter'],
    ['longer, then perfect keeps it', lengths('longer', 'perfect', 'perfect'), 'longer'],
    ['longer twice stays at the top step', lengths('longer', 'longer'), 'longer'],
    [
      'longer twice, then shorter comes back to the middle',
      lengths('longer', 'longer', 'shorter'),
      'perfect',
    ],
    ['longer after an overshoot to shorter', lengths('shorter', 'longer'), 'perfect'],
    ['no opinion changes nothing', lengths('longer', null), 'longer'],
  ])('%s → %s', (_why, feedback, bias) => {
    expect(learnedLengthBias(feedback)).toBe(bias);
  });

  it('applies requests in the order the speeches were written, not the order they were rated', () => {
    const older = rated(1, { preferredLength: 'longer' });
    const newer = rated(2, { preferredLength: 'shorter' });
    expect(learnedLengthBias([newer, older])).toBe(learnedLengthBias([older, newer]));
    expect(learnedLengthBias([newer, older, rated(3, { preferredLength: 'shorter' })])).toBe(
      'shorter',
    );
  });
});

describe('learnedToneShift', () => {
  it.each<[string, RatedSpeech[], ToneShift | null]>([
    ['no feedback', [], null],
    ['same', tones('same'), null],
    ['calmer', tones('calmer'), 'calmer'],
    ['calmer, then same keeps it', tones('calmer', 'same', null), 'calmer'],
    [
      'calmer, then more confident replaces it',
      tones('calmer', 'more_confident'),
      'more_confident',
    ],
    ['more energetic, then calmer cancels it', tones('more_energetic', 'calmer'), null],
    ['more confident, then gentler cancels it', tones('more_confident', 'gentler'), null],
    ['calmer after a cancel', tones('more_energetic', 'calmer', 'calmer'), 'calmer'],
    ['no request is ignored', tones('gentler', null), 'gentler'],
  ])('%s → %s', (_why, feedback, shift) => {
    expect(learnedToneShift(feedback)).toBe(shift);
  });
});

describe('languageStyleOf / toneShiftOf', () => {
  it.each<[ToneShift | null, LanguageStyle]>([
    [null, 'conversational'],
    ['calmer', 'calm'],
    ['more_energetic', 'energetic'],
    ['more_confident', 'assertive'],
    ['gentler', 'gentle'],
  ])('%s ⇄ %s', (shift, style) => {
    expect(languageStyleOf(shift)).toBe(style);
    expect(toneShiftOf(style)).toBe(shift);
  });
});

describe('elementWeights', () => {
  it('adds how far each rating that named an element was from neutral', () => {
    const weights = elementWeights([
      rated(1, { rating: 5, helpfulElements: ['practical_steps', 'calming_tone'] }),
      rated(2, { rating: 4, helpfulElements: ['practical_steps'] }),
      rated(3, { rating: 1, helpfulElements: ['calming_tone', 'motivating_energy'] }),
      rated(4, { rating: 3, helpfulElements: ['specific_examples'] }),
    ]);
    expect(weights).toEqual({ practical_steps: 3, motivating_energy: -2 });
  });
});

describe('learnPreferences', () => {
  it('has only counts before any feedback', () => {
    expect(learnPreferences([])).toEqual({
      preferredTones: [],
      preferredLength: 'perfect',
      preferredVoiceStyle: 'warm',
      languageStyle: 'conversational',
      effectiveElements: {},
      avoidancePatterns: [],
      responseToRepetition: 'moderate',
      avgRating: null,
      totalFeedbackCount: 0,
    });
  });

  const feedback = [
    rated(1, {
      tone: 'gentle',
      voiceStyle: 'soothing',
      rating: 5,
      helpfulElements: ['calming_tone'],
    }),
    rated(2, { tone: 'gentle', voiceStyle: 'soothing', rating: 4 }),
    rated(3, { tone: 'confident', voiceStyle: 'professional', rating: 5 }),
    rated(4, { tone: 'confident', voiceStyle: 'professional', rating: 3 }),
    rated(5, {
      tone: 'energetic',
      length: 'long',
      rating: 1,
      preferredTone: 'calmer',
      preferredLength: 'shorter',
      helpfulElements: ['motivating_energy'],
    }),
    rated(6, { tone: 'encouraging', rating: 3 }),
  ];

  it('ranks liked tones by mean rating, and learns the changes asked for', () => {
    const profile = learnPreferences(feedback);
    expect(profile).toMatchObject({
      preferredTones: ['gentle', 'confident'],
      preferredVoiceStyle: 'soothing',
      preferredLength: 'shorter',
      languageStyle: 'calm',
      effectiveElements: { calming_tone: 2, motivating_energy: -2 },
      avoidancePatterns: [
        AVOID_TONE + 'energetic',
        AVOID_LENGTH + 'long',
        AVOID_ELEMENT + 'motivating_energy',
      ],
      responseToRepetition: 'moderate',
      avgRating: 3.5,
      totalFeedbackCount: 6,
    });
  });

  it('gives the same profile whatever order the feedback comes in, and again when repeated', () => {
    const profile = learnPreferences(feedback);
    expect(learnPreferences([...feedback].reverse())).toEqual(profile);
    const shuffled = [3, 0, 5, 1, 4, 2].flatMap((index) => feedback.slice(index, index + 1));
    expect(learnPreferences(shuffled)).toEqual(profile);
    expect(learnPreferences(feedback)).toEqual(profile);
  });

  it('rounds the mean rating to two decimals', () => {
    expect(
      learnPreferences([rated(1, { rating: 5 }), rated(2, { rating: 4 }), rated(3, { rating: 4 })])
        .avgRating,
    ).toBe(4.33);
  });

  it.each<[string, RatedSpeech[], string]>([
    [
      'a recent complaint about repetition',
      [rated(1, { improvementSuggestions: 'Too repetitive.' })],
      'high',
    ],
    [
      '"the same phrases" over and over',
      [rated(1, { improvementSuggestions: 'It used the same phrases a lot' })],
      'high',
    ],
    [
      'a complaint older than the 5 latest speeches',
      [
        rated(1, { improvementSuggestions: 'It repeats itself' }),
        ...[2, 3, 4, 5, 6].map((n) => rated(n)),
      ],
      'moderate',
    ],
    ['energetic speeches as the favourite', [rated(1, { tone: 'energetic', rating: 5 })], 'low'],
    [
      'a complaint beats an energetic favourite',
      [rated(1, { tone: 'energetic', rating: 5, improvementSuggestions: 'redundant ending' })],
      'high',
    ],
    ['nothing said about it', [rated(1, { rating: 5 })], 'moderate'],
  ])('responseToRepetition: %s → %s', (_why, items, response) => {
    expect(learnPreferences(items).responseToRepetition).toBe(response);
  });
});

describe('ratingPercent', () => {
  it.each([
    [5, 100],
    [4, 80],
    [3.99, 80],
    [3, 60],
    [1, 20],
    [4.33, 87],
  ])('%d stars → %d%%', (stars, percent) => {
    expect(ratingPercent(stars)).toBe(percent);
  });
});

const storedDefaults: StoredPreferences = {
  preferredTones: [],
  preferredLength: 'medium',
  languageStyle: 'conversational',
  effectiveElements: {},
  avoidancePatterns: [],
  responseToRepetition: 'moderate',
};

describe('learnedPreferences', () => {
  it('reads the column defaults as "nothing learned yet"', () => {
    expect(learnedPreferences(storedDefaults, 'encouraging')).toEqual({
      preferredTones: [],
      toneShift: null,
      lengthBias: null,
      effectiveElements: [],
      avoidancePatterns: [],
      responseToRepetition: 'moderate',
    });
  });

  it('keeps known values, orders elements by weight and words the avoidance patterns', () => {
    const stored: StoredPreferences = {
      preferredTones: ['gentle', 'no-such-tone', 'confident'],
      preferredLength: 'longer',
      languageStyle: 'assertive',
      effectiveElements: {
        calming_tone: 2,
        specific_examples: 5,
        unknown_element: 9,
        practical_steps: -1,
      },
      avoidancePatterns: [
        AVOID_TONE + 'energetic',
        AVOID_TONE + 'gentle',
        AVOID_LENGTH + 'long',
        AVOID_ELEMENT + 'practical_steps',
        AVOID_ELEMENT + 'nonsense',
        'hustle culture',
      ],
      responseToRepetition: 'moderate',
    };
    expect(learnedPreferences(stored, 'gentle')).toEqual({
      preferredTones: ['gentle', 'confident'],
      toneShift: 'more_confident',
      lengthBias: 'longer',
      effectiveElements: ['specific_examples', 'calming_tone'],
      // The gentle tone was chosen for this speech, so it is not something to avoid in it.
      avoidancePatterns: ['the energetic tone', 'leaning on practical steps', 'hustle culture'],
      responseToRepetition: 'moderate',
    });
  });
});

describe('what the next prompt asks for after feedback', () => {
  function nextPrompt(feedback: RatedSpeech[], tone: Tone = 'encouraging') {
    const profile = learnPreferences(feedback);
    const stored: StoredPreferences = profile;
    const brief = buildSpeechBrief({
      context: 'I have a big exam on Monday',
      tone,
      voiceStyle: 'warm',
      length: 'short',
      preferences: learnedPreferences(stored, tone),
    });
    return { brief, prompt: buildSpeechPrompt(brief) };
  }

  it("asks for a calmer delivery after 'calmer'", () => {
    const before = nextPrompt([rated(1, { preferredTone: 'same' })]);
    const after = nextPrompt([rated(1, { preferredTone: 'calmer' })]);
    expect(before.prompt.user).not.toMatch(/calmer delivery/);
    expect(after.prompt.user).toMatch(/calmer delivery/);
  });

  it("raises the word target after 'longer', inside the chosen length", () => {
    const before = nextPrompt([rated(1, { preferredLength: 'perfect' })]).brief.wordTarget;
    const after = nextPrompt([rated(1, { preferredLength: 'longer' })]).brief.wordTarget;
    const { min, max } = wordTarget('short');
    expect(after.target).toBeGreaterThan(before.target);
    expect(after.target).toBeGreaterThanOrEqual(min);
    expect(after.target).toBeLessThanOrEqual(max);
  });
});
