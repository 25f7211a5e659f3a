import type { FeedbackFormDefaults } from '@rally/domain';
import type { RouterInputs } from '../../trpc.ts';

export type FeedbackFormValues = FeedbackFormDefaults;
export type FeedbackSubmission = RouterInputs['feedback']['submit'];

/** What the feedback form sends: the id as the schema's string, and no suggestions when left blank. */
export function feedbackSubmission(
  speechId: number,
  values: FeedbackFormValues,
): FeedbackSubmission {
  const suggestions = values.improvementSuggestions.trim();
  return {
    speechId: String(speechId),
    rating: values.rating,
    effectiveness: values.effectiveness,
    emotionalResonance: values.emotionalResonance,
    preferredLength: values.preferredLength,
    preferredTone: values.preferredTone,
    helpfulElements: [...values.helpfulElements],
    improvementSuggestions: suggestions === '' ? undefined : suggestions,
    wouldRecommend: values.wouldRecommend,
    completedListening: values.completedListening,
  };
}
