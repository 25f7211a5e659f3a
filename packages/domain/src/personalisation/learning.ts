import { HELPFUL_ELEMENTS, PREFERRED_LENGTHS, RATING_MAX, RATING_MIN } from '../feedback.ts';
import type { HelpfulElement, PreferredLength, PreferredTone } from '../feedback.ts';
import type { LearnedPreferences } from '../speech-brief.ts';
import { SPEECH_DEFAULTS, SPEECH_LENGTHS, TONES, VOICE_STYLES } from '../speech.ts';
import type { SpeechLength, Tone, VoiceStyle } from '../speech.ts';

// Learning reads the whole set of a user's feedback and recomputes the profile from it, so the result
// does not depend on the order ratings arrived in, and re-rating a speech gives the same profile as
// rating it that way the first time.

/**
 * One feedback with the speech it rates. The enum-like columns are checked by the database
 * (migrations 0006 and 0010); the helpful elements are a JSON list, so ones this code does not know
 * are ignored.
 */
export interface RatedSpeech {
  speechId: number;
  /** When the rated speech was written: change requests apply in this order. */
  speechCreatedAt: Date;
  tone: Tone;
  voiceStyle: VoiceStyle;
  /** The length chosen for the speech; null for a speech saved without one. */
  length: SpeechLength | null;
  rating: number;
  effectiveness: number;
  emotionalResonance: number;
  preferredLength: PreferredLength | null;
  preferredTone: PreferredTone | null;
  helpfulElements: readonly string[];
  improvementSuggestions: string | null;
  completedListening: boolean;
}

/** The middle of the star scale: above it a rating counts for something, below it against. */
export const NEUTRAL_RATING = (RATING_MIN + RATING_MAX) / 2;
/** A rating this low or lower means the speech did not work. */
export const LOW_RATING = 2;
/** Ratings this high or higher mean the speech worked. */
export const LIKED_RATING = 4;
/** How many of the latest rated speeches count as "recent" (complaints about repetition). */
export const RECENT_FEEDBACK = 5;

export const REPETITION_RESPONSES = ['low', 'moderate', 'high'] as const;
export type RepetitionResponse = (typeof REPETITION_RESPONSES)[number];

export type ToneShift = Exclude<PreferredTone, 'same'>;

/**
 * user_preferences.languageStyle holds the tone change the user asked for, as a style of language;
 * the spec's default 'conversational' means no change.
 */
export const LANGUAGE_STYLES = [
  'conversational',
  'calm',
  'energetic',
  'assertive',
  'gentle',
] as const;
export type LanguageStyle = (typeof LANGUAGE_STYLES)[number];

export const DEFAULT_LANGUAGE_STYLE: LanguageStyle = 'conversational';

const LANGUAGE_STYLE_OF_SHIFT: Record<ToneShift, LanguageStyle> = {
  calmer: 'calm',
  more_energetic: 'energetic',
  more_confident: 'assertive',
  gentler: 'gentle',
};

/** A request that undoes another: asking for calmer after more energy goes back to no change. */
const OPPOSITE_SHIFT: Record<ToneShift, ToneShift> = {
  more_energetic: 'calmer',
  calmer: 'more_energetic',
  more_confident: 'gentler',
  gentler: 'more_confident',
};

const LENGTH_STEP: Record<PreferredLength, number> = { shorter: -1, perfect: 0, longer: 1 };

/** Avoidance patterns are stored as `kind:value` so the prompt can word them and drop the ones the user chose. */
export const AVOID_TONE = 'tone:';
export const AVOID_LENGTH = 'length:';
export const AVOID_ELEMENT = 'element:';

/** How each helpful element reads inside a sentence. */
export const HELPFUL_ELEMENT_PHRASES: Record<HelpfulElement, string> = {
  specific_examples: 'specific examples',
  emotional_language: 'emotional language',
  actionable_advice: 'actionable advice',
  personal_connection: 'a personal connection',
  motivating_energy: 'motivating energy',
  calming_tone: 'a calming tone',
  practical_steps: 'practical steps',
  encouraging_words: 'encouraging words',
};

/** The columns of user_preferences that feedback teaches. */
export interface LearnedProfile {
  /** Tones rated above neutral, best first. */
  preferredTones: Tone[];
  /** Where in the chosen length's word range the next speech aims. */
  preferredLength: PreferredLength;
  preferredVoiceStyle: VoiceStyle;
  languageStyle: LanguageStyle;
  /** Helpful element → the sum, over the ratings that named it, of how far each was from neutral. */
  effectiveElements: Partial<Record<HelpfulElement, number>>;
  avoidancePatterns: string[];
  responseToRepetition: RepetitionResponse;
  /** Mean star rating, 1–5, to two decimals; null before any feedback. */
  avgRating: number | null;
  totalFeedbackCount: number;
}

export function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The mean of a non-empty list. */
export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export interface RatingGroup<T extends string> {
  value: T;
  meanRating: number;
  count: number;
}

/**
 * The mean rating of the speeches that have each value (a tone, a length, a helpful element), best
 * first: by mean, then by how many ratings it rests on, then in the order of `values`.
 */
export function rankByRating<T extends string>(
  values: readonly T[],
  feedback: readonly RatedSpeech[],
  has: (item: RatedSpeech, value: T) => boolean,
): RatingGroup<T>[] {
  const groups: RatingGroup<T>[] = [];
  for (const value of values) {
    const ratings = feedback.filter((item) => has(item, value)).map((item) => item.rating);
    if (ratings.length > 0)
      groups.push({ value, meanRating: mean(ratings), count: ratings.length });
  }
  return groups.sort((a, b) => b.meanRating - a.meanRating || b.count - a.count);
}

export const byTone = (item: RatedSpeech, tone: Tone) => item.tone === tone;
export const byLength = (item: RatedSpeech, length: SpeechLength) => item.length === length;
export const byElement = (item: RatedSpeech, element: HelpfulElement) =>
  item.helpfulElements.includes(element);

/** Oldest rated speech first; requests like 'longer' are relative to the speech they rate. */
export function inSpeechOrder(feedback: readonly RatedSpeech[]): RatedSpeech[] {
  return [...feedback].sort(
    (a, b) => a.speechCreatedAt.getTime() - b.speechCreatedAt.getTime() || a.speechId - b.speechId,
  );
}

/**
 * Each 'longer' moves the target one step up the length's range and each 'shorter' one step down;
 * 'perfect' keeps it. Three steps (lower, middle, upper), so a request after an overshoot comes back.
 */
export function learnedLengthBias(feedback: readonly RatedSpeech[]): PreferredLength {
  let step = 0;
  for (const { preferredLength } of inSpeechOrder(feedback)) {
    if (preferredLength !== null) {
      step = Math.max(-1, Math.min(1, step + LENGTH_STEP[preferredLength]));
    }
  }
  if (step < 0) return 'shorter';
  return step > 0 ? 'longer' : 'perfect';
}

/**
 * The latest tone change asked for stays until another replaces it; 'same' keeps it (the speech it
 * rates was already written with it), and the opposite request cancels it.
 */
export function learnedToneShift(feedback: readonly RatedSpeech[]): ToneShift | null {
  let shift: ToneShift | null = null;
  for (const { preferredTone } of inSpeechOrder(feedback)) {
    if (preferredTone === null || preferredTone === 'same') continue;
    shift = shift !== null && OPPOSITE_SHIFT[shift] === preferredTone ? null : preferredTone;
  }
  return shift;
}

export function languageStyleOf(shift: ToneShift | null): LanguageStyle {
  return shift === null ? DEFAULT_LANGUAGE_STYLE : LANGUAGE_STYLE_OF_SHIFT[shift];
}

export function toneShiftOf(languageStyle: LanguageStyle): ToneShift | null {
  const shifts = Object.keys(LANGUAGE_STYLE_OF_SHIFT) as ToneShift[];
  return shifts.find((shift) => LANGUAGE_STYLE_OF_SHIFT[shift] === languageStyle) ?? null;
}

/** Elements named in well-rated speeches gain weight, ones named in poorly rated speeches lose it. */
export function elementWeights(
  feedback: readonly RatedSpeech[],
): Partial<Record<HelpfulElement, number>> {
  const weights: Partial<Record<HelpfulElement, number>> = {};
  for (const element of HELPFUL_ELEMENTS) {
    const weight = feedback
      .filter((item) => byElement(item, element))
      .reduce((sum, item) => sum + (item.rating - NEUTRAL_RATING), 0);
    if (weight !== 0) weights[element] = weight;
  }
  return weights;
}

/** Positive weights, strongest first. */
export function effectiveElementsOf(weights: Readonly<Record<string, number>>): HelpfulElement[] {
  return HELPFUL_ELEMENTS.filter((element) => (weights[element] ?? 0) > 0).sort(
    (a, b) => (weights[b] ?? 0) - (weights[a] ?? 0),
  );
}

function avoidancePatterns(
  feedback: readonly RatedSpeech[],
  weights: Partial<Record<HelpfulElement, number>>,
): string[] {
  const lowRated = <T extends string>(groups: RatingGroup<T>[]) =>
    groups.filter((group) => group.meanRating <= LOW_RATING).map((group) => group.value);
  const tones = lowRated(rankByRating(TONES, feedback, byTone));
  const lengths = lowRated(rankByRating(SPEECH_LENGTHS, feedback, byLength));
  const elements = HELPFUL_ELEMENTS.filter((element) => (weights[element] ?? 0) < 0);
  return [
    ...tones.map((tone) => AVOID_TONE + tone),
    ...lengths.map((length) => AVOID_LENGTH + length),
    ...elements.map((element) => AVOID_ELEMENT + element),
  ];
}

const REPETITION_COMPLAINT = /\b(repet|repeat|redundan)|\bsame (thing|words|phrases|lines)/i;

/**
 * 'high' when a recent suggestion complains about repetition; 'low' when energetic speeches (which
 * use refrains) are their favourite; otherwise 'moderate'.
 */
function repetitionResponse(
  feedback: readonly RatedSpeech[],
  preferredTones: readonly Tone[],
): RepetitionResponse {
  const recent = inSpeechOrder(feedback).slice(-RECENT_FEEDBACK);
  if (recent.some((item) => REPETITION_COMPLAINT.test(item.improvementSuggestions ?? ''))) {
    return 'high';
  }
  return preferredTones[0] === 'energetic' ? 'low' : 'moderate';
}

/** The whole learned profile, recomputed from all of a user's feedback. */
export function learnPreferences(feedback: readonly RatedSpeech[]): LearnedProfile {
  const likedAbove = <T extends string>(groups: RatingGroup<T>[]) =>
    groups.filter((group) => group.meanRating > NEUTRAL_RATING).map((group) => group.value);
  const preferredTones = likedAbove(rankByRating(TONES, feedback, byTone));
  const voiceStyles = likedAbove(
    rankByRating(VOICE_STYLES, feedback, (item, style) => item.voiceStyle === style),
  );
  const weights = elementWeights(feedback);
  const avgRating =
    feedback.length === 0
      ? null
      : Math.round(mean(feedback.map((item) => item.rating)) * 100) / 100;
  return {
    preferredTones,
    preferredLength: learnedLengthBias(feedback),
    preferredVoiceStyle: voiceStyles[0] ?? SPEECH_DEFAULTS.voiceStyle,
    languageStyle: languageStyleOf(learnedToneShift(feedback)),
    effectiveElements: weights,
    avoidancePatterns: avoidancePatterns(feedback, weights),
    responseToRepetition: repetitionResponse(feedback, preferredTones),
    avgRating,
    totalFeedbackCount: feedback.length,
  };
}

/** A mean star rating as the percent the profile shows (5 stars = 100). */
export function ratingPercent(avgRating: number): number {
  return Math.round((avgRating / RATING_MAX) * 100);
}

/**
 * The user_preferences row as stored; the database's row type fits it. The JSON lists are not
 * checked by the database, and the length bias may still be the column's default 'medium'.
 */
export interface StoredPreferences {
  preferredTones: readonly string[];
  preferredLength: string;
  languageStyle: LanguageStyle;
  effectiveElements: Readonly<Record<string, number>>;
  avoidancePatterns: readonly string[];
  responseToRepetition: RepetitionResponse;
}

/** An avoidance pattern worded for the prompt; null when it does not apply to this speech. */
function avoidanceForPrompt(pattern: string, chosenTone: Tone): string | null {
  if (pattern.startsWith(AVOID_TONE)) {
    const tone = pattern.slice(AVOID_TONE.length);
    // The tone the user chose for this speech wins over what their ratings suggest.
    return isOneOf(TONES, tone) && tone !== chosenTone ? `the ${tone} tone` : null;
  }
  // The length is the user's own choice each time; the length bias already moves within it.
  if (pattern.startsWith(AVOID_LENGTH)) return null;
  if (pattern.startsWith(AVOID_ELEMENT)) {
    const element = pattern.slice(AVOID_ELEMENT.length);
    return isOneOf(HELPFUL_ELEMENTS, element)
      ? `leaning on ${HELPFUL_ELEMENT_PHRASES[element]}`
      : null;
  }
  return pattern;
}

/**
 * The one reading of a user_preferences row for the speech writer, for a speech in `chosenTone`.
 * A length bias other than shorter/perfect/longer (the column's default 'medium', before any
 * learning) means none.
 */
export function learnedPreferences(
  stored: StoredPreferences,
  chosenTone: Tone,
): LearnedPreferences {
  const lengthBias = stored.preferredLength;
  return {
    preferredTones: stored.preferredTones.filter((tone) => isOneOf(TONES, tone)),
    toneShift: toneShiftOf(stored.languageStyle),
    lengthBias: isOneOf(PREFERRED_LENGTHS, lengthBias) ? lengthBias : null,
    effectiveElements: effectiveElementsOf(stored.effectiveElements),
    avoidancePatterns: stored.avoidancePatterns.flatMap((pattern) => {
      const worded = avoidanceForPrompt(pattern, chosenTone);
      return worded === null ? [] : [worded];
    }),
    responseToRepetition: stored.responseToRepetition,
  };
}

/** How well the app has learnt the user, as the profile card says it. */
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
