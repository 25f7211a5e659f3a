import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_DEFAULTS,
  FORM_PREFERRED_TONES,
  HELPFUL_ELEMENTS,
  PREFERRED_TONES,
  helpfulElementLabel,
} from './feedback.ts';

describe('helpfulElementLabel', () => {
  it.each([
    ['specific_examples', 'specific examples'],
    ['encouraging_words', 'encouraging words'],
    ['a_b_c', 'a b c'],
    ['plain', 'plain'],
  ])('%s → %s', (element, label) => {
    expect(helpfulElementLabel(element)).toBe(label);
  });
});

describe('feedback constants', () => {
  it('starts the form at 5, 4 and 4 stars, recommending and completed', () => {
    expect(FEEDBACK_DEFAULTS).toMatchObject({
      rating: 5,
      effectiveness: 4,
      emotionalResonance: 4,
      wouldRecommend: true,
      completedListening: true,
    });
  });

  it('offers the first four preferred tones on the form', () => {
    expect(FORM_PREFERRED_TONES).toEqual(PREFERRED_TONES.slice(0, 4));
  });

  it('has the 8 helpful elements', () => {
    expect(HELPFUL_ELEMENTS).toHaveLength(8);
  });
});
