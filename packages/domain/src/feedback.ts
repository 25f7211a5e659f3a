export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const IMPROVEMENT_SUGGESTIONS_MAX = 1000;

export const PREFERRED_LENGTHS = ['shorter', 'perfect', 'longer'] as const;
export type PreferredLength = (typeof PREFERRED_LENGTHS)[number];

export const PREFERRED_LENGTH_LABELS: Record<PreferredLength, string> = {
  shorter: 'Shorter',
  perfect: 'Perfect',
  longer: 'Longer',
};

export const PREFERRED_TONES = [
  'same',
  'more_energetic',
  'calmer',
  'more_confident',
  'gentler',
] as const;
export type PreferredTone = (typeof PREFERRED_TONES)[number];

/** The feedback form offers only these; the server also accepts 'gentler'. */
export const FORM_PREFERRED_TONES = ['same', 'more_energetic', 'calmer', 'more_confident'] as const;
export type FormPreferredTone = (typeof FORM_PREFERRED_TONES)[number];

export const PREFERRED_TONE_LABELS: Record<PreferredTone, string> = {
  same: 'Same',
  more_energetic: 'More energetic',
  calmer: 'Calmer',
  more_confident: 'More confident',
  gentler: 'Gentler',
};

export const HELPFUL_ELEMENTS = [
  'specific_examples',
  'emotional_language',
  'actionable_advice',
  'personal_connection',
  'motivating_energy',
  'calming_tone',
  'practical_steps',
  'encouraging_words',
] as const;
export type HelpfulElement = (typeof HELPFUL_ELEMENTS)[number];

/** Takes any string because insights name elements as stored, e.g. 'specific_examples' → 'specific examples'. */
export function helpfulElementLabel(element: string): string {
  return element.replaceAll('_', ' ');
}

export interface FeedbackFormDefaults {
  rating: number;
  effectiveness: number;
  emotionalResonance: number;
  preferredLength: PreferredLength;
  preferredTone: FormPreferredTone;
  helpfulElements: readonly HelpfulElement[];
  improvementSuggestions: string;
  wouldRecommend: boolean;
  completedListening: boolean;
}

/** The spec fixes the ratings and flags; 'perfect', 'same' and no elements are our starting choices. */
export const FEEDBACK_DEFAULTS: Readonly<FeedbackFormDefaults> = {
  rating: 5,
  effectiveness: 4,
  emotionalResonance: 4,
  preferredLength: 'perfect',
  preferredTone: 'same',
  helpfulElements: [],
  improvementSuggestions: '',
  wouldRecommend: true,
  completedListening: true,
};
