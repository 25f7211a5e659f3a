import { describe, expect, it } from 'vitest';
import {
  MOOD_WINDOW_MS,
  insightsWaitingMessage,
  moodLiftAround,
  personalisationInsights,
  whatWorksForYou,
} from './insights.ts';
import type { InsightsInput, MoodCheckIn, SpeechMoment } from './insights.ts';
import type { MoodScores } from '../mood.ts';
import type { RatedSpeech } from './learning.ts';

const HOUR_MS = 3_600_000;
const START = Date.UTC(2025, 2, 1);
const at = (hours: number) => new Date(START + hours * HOUR_MS);

/** Rated speech n, written at hour 10n, with neutral answers unless overridden. */
function rated(n: number, overrides: Partial<RatedSpeech> = {}): RatedSpeech {
  return {
    speechId: n,
    speechCreatedAt: at(10 * n),
    tone: 'encouraging',
    voiceStyle: 'warm',
    length: 'medium',
    rating: 4,
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

const neutralMood: MoodScores = { energy: 5, confidence: 5, stress: 5, motivation: 5 };
const checkIn = (hours: number, scores: Partial<MoodScores> = {}): MoodCheckIn => ({
  ...neutralMood,
  ...scores,
  createdAt: at(hours),
});

const speechOf = (item: RatedSpeech): SpeechMoment => ({
  id: item.speechId,
  tone: item.tone,
  length: item.length,
  createdAt: item.speechCreatedAt,
});

describe('insightsWaitingMessage', () => {
  it.each([
    [0, 'Rate 3 speeches to unlock your personalisation insights.'],
    [1, 'Rate 2 more speeches to unlock your personalisation insights.'],
    [2, 'Rate 1 more speech to unlock your personalisation insights.'],
  ])('%d rated → %s', (count, message) => {
    expect(insightsWaitingMessage(count)).toBe(message);
  });
});

describe('moodLiftAround', () => {
  const speechAt = at(100);

  it.each<[string, MoodCheckIn[], MoodScores | null]>([
    ['no check-ins', [], null],
    ['only a check-in before', [checkIn(99)], null],
    ['only a check-in after', [checkIn(101)], null],
    [
      'one each side',
      [checkIn(99, { energy: 3, stress: 8 }), checkIn(101, { energy: 6, stress: 4 })],
      { energy: 3, confidence: 0, motivation: 0, stress: 4 },
    ],
    [
      'the last before and the first after',
      [
        checkIn(90, { motivation: 1 }),
        checkIn(98, { motivation: 4 }),
        checkIn(102, { motivation: 6 }),
        checkIn(110, { motivation: 9 }),
      ],
      { energy: 0, confidence: 0, motivation: 2, stress: 0 },
    ],
    [
      'a check-in at the very moment counts as before',
      [checkIn(100, { confidence: 2 }), checkIn(101, { confidence: 5 })],
      { energy: 0, confidence: 3, motivation: 0, stress: 0 },
    ],
    [
      'exactly 24 hours each side still counts',
      [checkIn(76, { energy: 2 }), checkIn(124, { energy: 4 })],
      { energy: 2, confidence: 0, motivation: 0, stress: 0 },
    ],
  ])('%s', (_why, moods, lift) => {
    expect(moodLiftAround(speechAt, moods)).toEqual(lift);
  });

  it('ignores check-ins more than 24 hours away', () => {
    const justOutside = MOOD_WINDOW_MS + 1;
    const moods = [
      { ...neutralMood, createdAt: new Date(speechAt.getTime() - justOutside) },
      checkIn(101),
    ];
    expect(moodLiftAround(speechAt, moods)).toBeNull();
    const late = [
      checkIn(99),
      { ...neutralMood, createdAt: new Date(speechAt.getTime() + justOutside) },
    ];
    expect(moodLiftAround(speechAt, late)).toBeNull();
  });
});

/** Speeches with a check-in an hour before (all 5) and an hour after (the given scores). */
function withMoodAfter(items: [RatedSpeech, Partial<MoodScores>][]): InsightsInput {
  return {
    feedback: items.map(([item]) => item),
    speeches: items.map(([item]) => speechOf(item)),
    moods: items.flatMap(([item, after]) => {
      const hours = (item.speechCreatedAt.getTime() - START) / HOUR_MS;
      return [checkIn(hours - 1), checkIn(hours + 1, after)];
    }),
  };
}

describe('whatWorksForYou', () => {
  it('says nothing without enough evidence', () => {
    const input = withMoodAfter([[rated(1, { tone: 'energetic', rating: 5 }), { motivation: 9 }]]);
    expect(whatWorksForYou(input)).toEqual([]);
  });

  it('names the tone and length that lift a mood value most, and the ones rated highest', () => {
    const input = withMoodAfter([
      [rated(1, { tone: 'energetic', length: 'short', rating: 3 }), { motivation: 8 }],
      [rated(2, { tone: 'energetic', length: 'short', rating: 3 }), { motivation: 7 }],
      [rated(3, { tone: 'gentle', length: 'long', rating: 5 }), { stress: 4 }],
      [rated(4, { tone: 'gentle', length: 'long', rating: 5 }), { stress: 4 }],
    ]);
    expect(whatWorksForYou(input)).toEqual([
      'Energetic, short speeches lift your motivation most.',
      'You rate gentle, long speeches highest.',
    ]);
  });

  it.each<[string, Partial<MoodScores>, string]>([
    ['energy', { energy: 8 }, 'Confident speeches lift your energy most.'],
    ['confidence', { confidence: 8 }, 'Confident speeches lift your confidence most.'],
    ['stress, which eases as it drops', { stress: 2 }, 'Confident speeches ease your stress most.'],
  ])('words a lift in %s', (_factor, after, sentence) => {
    const input = withMoodAfter([
      [rated(1, { tone: 'confident', length: 'medium' }), after],
      [rated(2, { tone: 'confident', length: 'long' }), after],
    ]);
    expect(whatWorksForYou(input)[0]).toBe(sentence);
  });

  it('ignores a lift under 1 point and a mood that got worse', () => {
    const input = withMoodAfter([
      [rated(1, { rating: 3 }), { energy: 5.5, stress: 9 }],
      [rated(2, { rating: 3 }), { energy: 5.5, stress: 9 }],
    ]);
    expect(whatWorksForYou(input)).toEqual([]);
  });

  it('compares mood around speeches that were never rated, too', () => {
    const speeches: SpeechMoment[] = [1, 2].map((n) => ({
      id: n,
      tone: 'gentle',
      length: null,
      createdAt: at(10 * n),
    }));
    const moods = [
      checkIn(9, { stress: 9 }),
      checkIn(11, { stress: 6 }),
      checkIn(19, { stress: 9 }),
      checkIn(21, { stress: 5 }),
    ];
    expect(whatWorksForYou({ feedback: [], speeches, moods })).toEqual([
      'Gentle speeches ease your stress most.',
    ]);
  });

  it('names the helpful element behind the best mood change, or else the best ratings', () => {
    const elements = ['practical_steps'];
    const byMood = withMoodAfter([
      [rated(1, { helpfulElements: elements, rating: 3 }), {}],
      [rated(2, { helpfulElements: elements, rating: 3 }), {}],
      [rated(3, { helpfulElements: ['calming_tone'], rating: 3 }), { stress: 3 }],
      [rated(4, { helpfulElements: ['calming_tone'], rating: 3, tone: 'gentle' }), { stress: 3 }],
    ]);
    expect(whatWorksForYou(byMood)).toContain(
      'Speeches with a calming tone ease your stress most.',
    );

    const byRating: InsightsInput = {
      feedback: [
        rated(1, { helpfulElements: elements, rating: 5, tone: 'gentle' }),
        rated(2, { helpfulElements: elements, rating: 4, tone: 'confident' }),
        rated(3, { helpfulElements: ['calming_tone'], rating: 2 }),
      ],
      speeches: [],
      moods: [],
    };
    expect(whatWorksForYou(byRating)).toEqual([
      'Speeches with practical steps get your best ratings.',
    ]);
  });

  it('says what lifts the mood, what rates highest and which element helps', () => {
    const input = withMoodAfter(
      [1, 2, 3, 4].map((n) => [
        rated(n, {
          tone: 'energetic',
          length: 'short',
          rating: 5,
          helpfulElements: ['motivating_energy'],
        }),
        { energy: 9 },
      ]),
    );
    expect(whatWorksForYou(input)).toEqual([
      'Energetic, short speeches lift your energy most.',
      'You rate energetic, short speeches highest.',
      'Speeches with motivating energy lift your energy most.',
    ]);
  });
});

describe('personalisationInsights', () => {
  const none = { speeches: [], moods: [] };

  it.each([0, 1, 2])('has no data with %d ratings, and says how many more are needed', (count) => {
    const feedback = Array.from({ length: count }, (_, n) => rated(n + 1, { rating: 4 }));
    const result = personalisationInsights({ feedback, ...none });
    expect(result).toEqual({
      hasData: false,
      message: insightsWaitingMessage(count),
      avgRating: count === 0 ? null : 80,
      totalFeedback: count,
      insights: null,
      whatWorks: [],
    });
  });

  it('describes the profile from 3 ratings on', () => {
    const feedback = [
      rated(1, { tone: 'confident', rating: 5, helpfulElements: ['practical_steps'] }),
      rated(2, {
        tone: 'confident',
        rating: 4,
        helpfulElements: ['practical_steps', 'calming_tone'],
      }),
      rated(3, { tone: 'gentle', rating: 3 }),
    ];
    expect(personalisationInsights({ feedback, ...none })).toEqual({
      hasData: true,
      message: 'Based on 3 rated speeches.',
      avgRating: 80,
      totalFeedback: 3,
      insights: {
        personalityProfile: 'Practical Go-Getter',
        topPerformingTone: 'confident',
        mostEffectiveElement: 'practical_steps',
        improvementArea: 'Keep rating to fine-tune your speeches',
      },
      whatWorks: [
        'You rate confident, medium-length speeches highest.',
        'Speeches with practical steps get your best ratings.',
      ],
    });
  });

  it.each<[string, Partial<RatedSpeech>, string]>([
    ['a tone change asked for', { preferredTone: 'calmer' }, 'A calmer delivery'],
    ['more energy asked for', { preferredTone: 'more_energetic' }, 'More energy'],
    [
      'shorter speeches asked for',
      { preferredLength: 'shorter' },
      'Shorter, more focused speeches',
    ],
    ['longer speeches asked for', { preferredLength: 'longer' }, 'More depth in each speech'],
    ['speeches left unfinished', { completedListening: false }, 'Keeping you listening to the end'],
    ['low effectiveness', { effectiveness: 2 }, 'Practical impact'],
    ['low emotional resonance', { emotionalResonance: 2 }, 'Emotional connection'],
    ['nothing to fix', {}, 'Keep rating to fine-tune your speeches'],
  ])('improvementArea: %s → %s', (_why, overrides, area) => {
    const feedback = [1, 2, 3].map((n) => rated(n, overrides));
    expect(personalisationInsights({ feedback, ...none }).insights?.improvementArea).toBe(area);
  });

  it.each<[string, Partial<RatedSpeech>, string]>([
    ['energetic, no element', { tone: 'energetic' }, 'High-Energy Achiever'],
    [
      'gentle with a calming tone',
      { tone: 'gentle', helpfulElements: ['calming_tone'] },
      'Grounded Reflective Thinker',
    ],
    [
      'encouraging with personal connection',
      { helpfulElements: ['personal_connection'] },
      'Heart-led Growth Seeker',
    ],
    [
      'confident with motivating energy',
      { tone: 'confident', helpfulElements: ['motivating_energy'] },
      'Driven Go-Getter',
    ],
  ])('personalityProfile: %s → %s', (_why, overrides, profile) => {
    const feedback = [1, 2, 3].map((n) => rated(n, { rating: 5, ...overrides }));
    expect(personalisationInsights({ feedback, ...none }).insights?.personalityProfile).toBe(
      profile,
    );
  });

  it('names no element when only low ratings named it', () => {
    const feedback = [1, 2, 3].map((n) =>
      rated(n, { rating: 2, helpfulElements: ['specific_examples'] }),
    );
    const insights = personalisationInsights({ feedback, ...none }).insights;
    expect(insights?.mostEffectiveElement).toBeNull();
    expect(insights?.topPerformingTone).toBe('encouraging');
  });
});
