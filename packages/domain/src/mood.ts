export const MOOD_MIN = 1;
export const MOOD_MAX = 10;
export const MOOD_DEFAULT = 5;
export const MOOD_NOTES_MAX = 200;

export const MOOD_FACTORS = ['energy', 'confidence', 'stress', 'motivation'] as const;
export type MoodFactor = (typeof MOOD_FACTORS)[number];
export type MoodScores = Record<MoodFactor, number>;

/** In the order the rules of spec section 4 are applied. */
export const MOOD_CATEGORIES = [
  'excellent',
  'great',
  'good',
  'balanced',
  'challenging',
  'overwhelmed',
  'struggling',
  'mixed',
] as const;
export type MoodCategory = (typeof MOOD_CATEGORIES)[number];

/** The overall mood: the first rule that matches the mean of energy, confidence and motivation, and stress. */
export function moodCategory({ energy, confidence, stress, motivation }: MoodScores): MoodCategory {
  const avg = (energy + confidence + motivation) / 3;
  if (avg >= 8 && stress <= 3) return 'excellent';
  if (avg >= 7 && stress <= 4) return 'great';
  if (avg >= 6 && stress <= 5) return 'good';
  if (avg >= 5 && stress <= 6) return 'balanced';
  if (avg >= 4 && stress <= 7) return 'challenging';
  if (stress >= 8) return 'overwhelmed';
  if (avg <= 3) return 'struggling';
  return 'mixed';
}

export function moodNotesCounter(notes: string): string {
  return `${notes.length}/${MOOD_NOTES_MAX} characters`;
}
