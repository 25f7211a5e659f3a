export const LEARNING_STATUSES = [
  'Highly Personalised',
  'Learning Your Preferences',
  'Building Your Profile',
] as const;
export type LearningStatus = (typeof LEARNING_STATUSES)[number];

export const HIGHLY_PERSONALISED_PERCENT = 80;
export const LEARNING_PERCENT = 60;

/** By the average feedback rating as a percent; a fraction below a threshold stays below it (79.99 → learning). */
export function learningStatus(avgRatingPercent: number): LearningStatus {
  if (avgRatingPercent >= HIGHLY_PERSONALISED_PERCENT) return 'Highly Personalised';
  if (avgRatingPercent >= LEARNING_PERCENT) return 'Learning Your Preferences';
  return 'Building Your Profile';
}
