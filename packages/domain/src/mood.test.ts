import { describe, expect, it } from 'vitest';
import { MOOD_CATEGORIES, moodCategory, moodNotesCounter } from './mood.ts';
import type { MoodCategory } from './mood.ts';

describe('moodCategory', () => {
  // [energy, confidence, motivation, stress, category, why]
  it.each<[number, number, number, number, MoodCategory, string]>([
    [8, 8, 8, 3, 'excellent', 'avg exactly 8 with stress exactly 3'],
    [10, 10, 10, 1, 'excellent', 'top scores, lowest stress'],
    [7, 8, 9, 2, 'excellent', 'mixed scores averaging 8'],
    [7.97, 8, 8, 3, 'great', 'avg 7.99 falls short of excellent'],
    [8, 8, 8, 4, 'great', 'avg 8 with stress 4'],
    [7, 7, 7, 4, 'great', 'avg exactly 7 with stress exactly 4'],
    [7, 7, 7, 5, 'good', 'great but for stress 5'],
    [6.97, 7, 7, 4, 'good', 'avg 6.99 falls short of great'],
    [6, 6, 6, 5, 'good', 'avg exactly 6 with stress exactly 5'],
    [6, 6, 6, 6, 'balanced', 'good but for stress 6'],
    [5, 5, 5, 6, 'balanced', 'avg exactly 5 with stress exactly 6'],
    [5, 5, 5, 7, 'challenging', 'balanced but for stress 7'],
    [4, 4, 4, 7, 'challenging', 'avg exactly 4 with stress exactly 7'],
    [10, 10, 10, 7, 'challenging', 'a high avg with stress 7'],
    [10, 10, 10, 8, 'overwhelmed', 'stress 8 with a high avg'],
    [8, 8, 8, 10, 'overwhelmed', 'stress 10'],
    [1, 1, 1, 9, 'overwhelmed', 'overwhelmed is checked before struggling'],
    [3, 3, 3, 7, 'struggling', 'avg exactly 3'],
    [1, 1, 1, 1, 'struggling', 'lowest scores, lowest stress'],
    [3, 3, 4, 7, 'mixed', 'avg 3.33: above struggling, below challenging'],
    [3.97, 4, 4, 1, 'mixed', 'avg 3.99 with low stress'],
    [4, 4, 3, 2, 'mixed', 'avg 3.67'],
  ])(
    'energy %d, confidence %d, motivation %d, stress %d → %s (%s)',
    (energy, confidence, motivation, stress, category) => {
      expect(moodCategory({ energy, confidence, motivation, stress })).toBe(category);
    },
  );

  it('lists the 8 categories in rule order', () => {
    expect(MOOD_CATEGORIES).toEqual([
      'excellent',
      'great',
      'good',
      'balanced',
      'challenging',
      'overwhelmed',
      'struggling',
      'mixed',
    ]);
  });
});

describe('moodNotesCounter', () => {
  it.each([
    [0, '0/200 characters'],
    [4, '4/200 characters'],
    [200, '200/200 characters'],
  ])('notes of %i characters → %s', (length, counter) => {
    expect(moodNotesCounter('x'.repeat(length))).toBe(counter);
  });
});
