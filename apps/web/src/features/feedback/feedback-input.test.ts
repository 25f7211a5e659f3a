import { FEEDBACK_DEFAULTS, feedbackInputSchema } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import { feedbackSubmission } from './feedback-input.ts';

describe('feedbackSubmission', () => {
  it("sends the form's defaults as input the server accepts", () => {
    const submission = feedbackSubmission(42, FEEDBACK_DEFAULTS);
    expect(submission).toEqual({
      speechId: '42',
      rating: 5,
      effectiveness: 4,
      emotionalResonance: 4,
      preferredLength: 'perfect',
      preferredTone: 'same',
      helpfulElements: [],
      improvementSuggestions: undefined,
      wouldRecommend: true,
      completedListening: true,
    });
    expect(feedbackInputSchema.safeParse(submission).success).toBe(true);
  });

  it('trims the suggestions and leaves out blank ones', () => {
    const values = { ...FEEDBACK_DEFAULTS, improvementSuggestions: '  More stories  ' };
    expect(feedbackSubmission(1, values).improvementSuggestions).toBe('More stories');
    const blank = { ...FEEDBACK_DEFAULTS, improvementSuggestions: ' \n ' };
    expect(feedbackSubmission(1, blank).improvementSuggestions).toBeUndefined();
  });

  it('carries every choice', () => {
    const values = {
      ...FEEDBACK_DEFAULTS,
      rating: 2,
      preferredLength: 'shorter',
      preferredTone: 'calmer',
      helpfulElements: ['calming_tone', 'practical_steps'],
      wouldRecommend: false,
      completedListening: false,
    } as const;
    const parsed = feedbackInputSchema.parse(feedbackSubmission(7, values));
    expect(parsed).toMatchObject({
      speechId: '7',
      rating: 2,
      preferredLength: 'shorter',
      preferredTone: 'calmer',
      helpfulElements: ['calming_tone', 'practical_steps'],
      wouldRecommend: false,
      completedListening: false,
    });
  });
});
