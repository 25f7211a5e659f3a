import { HELPFUL_ELEMENTS } from '../feedback.ts';
import type { HelpfulElement } from '../feedback.ts';
import { MOOD_FACTORS } from '../mood.ts';
import type { MoodFactor, MoodScores } from '../mood.ts';
import {
  HELPFUL_ELEMENT_PHRASES,
  LIKED_RATING,
  byElement,
  byLength,
  byTone,
  effectiveElementsOf,
  elementWeights,
  learnedLengthBias,
  learnedToneShift,
  mean,
  rankByRating,
  ratingPercent,
} from './learning.ts';
import type { RatedSpeech, RatingGroup, ToneShift } from './learning.ts';
import { SPEECH_LENGTHS, TONES } from '../speech.ts';
import type { SpeechLength, Tone } from '../speech.ts';

/** Insights need this many rated speeches; before that the card says how many more. */
export const MIN_FEEDBACK_FOR_INSIGHTS = 3;
/** A check-in counts as "before" or "after" a speech when it is at most this far from it. */
export const MOOD_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A "what works" sentence rests on at least this many speeches. */
export const MIN_EVIDENCE = 2;
/** A mood change smaller than this (points on the 1–10 sliders, on average) is not worth saying. */
export const MIN_MOOD_LIFT = 1;

export interface MoodCheckIn extends MoodScores {
  createdAt: Date;
}

/** A speech as the mood comparison needs it (rated or not). */
export interface SpeechMoment {
  id: number;
  tone: string;
  length: string | null;
  createdAt: Date;
}

export interface InsightsInput {
  feedback: readonly RatedSpeech[];
  speeches: readonly SpeechMoment[];
  moods: readonly MoodCheckIn[];
}

export interface InsightDetails {
  personalityProfile: string;
  topPerformingTone: Tone | null;
  /** As stored ('specific_examples'); the card shows underscores as spaces. */
  mostEffectiveElement: HelpfulElement | null;
  improvementArea: string;
}

/** The spec's insight object, plus `whatWorks`: up to three short sentences. */
export interface PersonalisationInsights {
  hasData: boolean;
  message: string;
  /** The mean star rating as a percent; null before any feedback. */
  avgRating: number | null;
  totalFeedback: number;
  insights: InsightDetails | null;
  whatWorks: string[];
}

/** How a speech changed each mood value, positive = better (for stress, a drop is the gain). */
export type MoodLift = Record<MoodFactor, number>;

const FACTOR_EFFECT: Record<MoodFactor, string> = {
  energy: 'lift your energy',
  confidence: 'lift your confidence',
  motivation: 'lift your motivation',
  stress: 'ease your stress',
};

const LENGTH_ADJECTIVE: Record<SpeechLength, string> = {
  short: 'short',
  medium: 'medium-length',
  long: 'long',
  extended: 'extended',
};

const TONE_PERSONA: Record<Tone, string> = {
  encouraging: 'Growth Seeker',
  confident: 'Go-Getter',
  gentle: 'Reflective Thinker',
  energetic: 'High-Energy Achiever',
};

const ELEMENT_TRAIT: Record<HelpfulElement, string> = {
  specific_examples: 'Practical',
  actionable_advice: 'Practical',
  practical_steps: 'Practical',
  emotional_language: 'Heart-led',
  personal_connection: 'Heart-led',
  encouraging_words: 'Heart-led',
  motivating_energy: 'Driven',
  calming_tone: 'Grounded',
};

const PERSONA_FALLBACK = 'Motivation Explorer';

const SHIFT_AREA: Record<ToneShift, string> = {
  calmer: 'A calmer delivery',
  more_energetic: 'More energy',
  more_confident: 'More confident language',
  gentler: 'A gentler approach',
};

/** Fewer than this share of speeches heard to the end makes holding attention the area to work on. */
const MIN_COMPLETION_SHARE = 0.5;

export function insightsWaitingMessage(feedbackCount: number): string {
  const remaining = MIN_FEEDBACK_FOR_INSIGHTS - feedbackCount;
  const speeches = remaining === 1 ? 'speech' : 'speeches';
  const more = feedbackCount === 0 ? '' : ' more';
  return `Rate ${remaining}${more} ${speeches} to unlock your personalisation insights.`;
}

function moodDifference(before: MoodScores, after: MoodScores): MoodLift {
  return {
    energy: after.energy - before.energy,
    confidence: after.confidence - before.confidence,
    motivation: after.motivation - before.motivation,
    stress: before.stress - after.stress,
  };
}

/**
 * The change from the last check-in before a speech to the first one after it, each within
 * MOOD_WINDOW_MS; null when either is missing. `moods` must be oldest first.
 */
export function moodLiftAround(at: Date, moods: readonly MoodCheckIn[]): MoodLift | null {
  const time = at.getTime();
  const before = moods.findLast(
    (mood) => mood.createdAt.getTime() <= time && time - mood.createdAt.getTime() <= MOOD_WINDOW_MS,
  );
  const after = moods.find(
    (mood) => mood.createdAt.getTime() > time && mood.createdAt.getTime() - time <= MOOD_WINDOW_MS,
  );
  return before && after ? moodDifference(before, after) : null;
}

interface MoodObservation {
  tone: string;
  length: string | null;
  elements: readonly string[];
  lift: MoodLift;
}

interface MoodEffect<T extends string> {
  value: T;
  factor: MoodFactor;
  meanLift: number;
}

/**
 * The value whose speeches improved one mood factor most, over at least MIN_EVIDENCE speeches and by
 * at least MIN_MOOD_LIFT; only `factors` are considered.
 */
function strongestMoodEffect<T extends string>(
  values: readonly T[],
  observations: readonly MoodObservation[],
  has: (observation: MoodObservation, value: T) => boolean,
  factors: readonly MoodFactor[] = MOOD_FACTORS,
): MoodEffect<T> | null {
  let best: MoodEffect<T> | null = null;
  for (const value of values) {
    const matching = observations.filter((observation) => has(observation, value));
    if (matching.length < MIN_EVIDENCE) continue;
    for (const factor of factors) {
      const meanLift = mean(matching.map((observation) => observation.lift[factor]));
      if (meanLift >= MIN_MOOD_LIFT && (best === null || meanLift > best.meanLift)) {
        best = { value, factor, meanLift };
      }
    }
  }
  return best;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'energetic, short', 'energetic' or 'short'. */
function speechKind(tone: Tone | null, length: SpeechLength | null): string {
  return [tone, length === null ? null : LENGTH_ADJECTIVE[length]]
    .filter((word) => word !== null)
    .join(', ');
}

function moodObservations({ feedback, speeches, moods }: InsightsInput): MoodObservation[] {
  const oldestFirst = [...moods].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return speeches.flatMap((speech) => {
    const lift = moodLiftAround(speech.createdAt, oldestFirst);
    if (lift === null) return [];
    const elements = feedback.find((item) => item.speechId === speech.id)?.helpfulElements ?? [];
    return [{ tone: speech.tone, length: speech.length, elements, lift }];
  });
}

function toneAndLengthMoodSentence(observations: readonly MoodObservation[]): string | null {
  const toneEffect = strongestMoodEffect(TONES, observations, (o, tone) => o.tone === tone);
  // The length qualifies the tone's finding, so it is looked for on the same mood value.
  const lengthEffect = strongestMoodEffect(
    SPEECH_LENGTHS,
    observations,
    (o, length) => o.length === length,
    toneEffect === null ? MOOD_FACTORS : [toneEffect.factor],
  );
  const factor = toneEffect?.factor ?? lengthEffect?.factor;
  if (factor === undefined) return null;
  const kind = speechKind(toneEffect?.value ?? null, lengthEffect?.value ?? null);
  return `${capitalised(kind)} speeches ${FACTOR_EFFECT[factor]} most.`;
}

function elementMoodSentence(observations: readonly MoodObservation[]): string | null {
  const effect = strongestMoodEffect(HELPFUL_ELEMENTS, observations, (o, element) =>
    o.elements.includes(element),
  );
  return effect === null
    ? null
    : `Speeches with ${HELPFUL_ELEMENT_PHRASES[effect.value]} ${FACTOR_EFFECT[effect.factor]} most.`;
}

function bestLiked<T extends string>(groups: RatingGroup<T>[]): T | null {
  return (
    groups.find((group) => group.count >= MIN_EVIDENCE && group.meanRating >= LIKED_RATING)
      ?.value ?? null
  );
}

function toneAndLengthRatingSentence(feedback: readonly RatedSpeech[]): string | null {
  const tone = bestLiked(rankByRating(TONES, feedback, byTone));
  const length = bestLiked(rankByRating(SPEECH_LENGTHS, feedback, byLength));
  if (tone === null && length === null) return null;
  return `You rate ${speechKind(tone, length)} speeches highest.`;
}

function elementRatingSentence(feedback: readonly RatedSpeech[]): string | null {
  const element = bestLiked(rankByRating(HELPFUL_ELEMENTS, feedback, byElement));
  return element === null
    ? null
    : `Speeches with ${HELPFUL_ELEMENT_PHRASES[element]} get your best ratings.`;
}

/**
 * "What works for you", in up to three sentences: the tone and length that improved the mood most
 * (from the check-ins around each speech), the tone and length rated highest, and the helpful
 * element behind the best mood change or, failing that, the best ratings.
 */
export function whatWorksForYou(input: InsightsInput): string[] {
  const observations = moodObservations(input);
  const sentences = [
    toneAndLengthMoodSentence(observations),
    toneAndLengthRatingSentence(input.feedback),
    elementMoodSentence(observations) ?? elementRatingSentence(input.feedback),
  ];
  return sentences.filter((sentence) => sentence !== null);
}

function improvementArea(feedback: readonly RatedSpeech[]): string {
  const shift = learnedToneShift(feedback);
  if (shift !== null) return SHIFT_AREA[shift];
  const lengthBias = learnedLengthBias(feedback);
  if (lengthBias === 'shorter') return 'Shorter, more focused speeches';
  if (lengthBias === 'longer') return 'More depth in each speech';
  const completed = feedback.filter((item) => item.completedListening).length;
  if (completed / feedback.length < MIN_COMPLETION_SHARE) return 'Keeping you listening to the end';
  const effectiveness = mean(feedback.map((item) => item.effectiveness));
  const resonance = mean(feedback.map((item) => item.emotionalResonance));
  if (Math.min(effectiveness, resonance) < LIKED_RATING) {
    return effectiveness <= resonance ? 'Practical impact' : 'Emotional connection';
  }
  return 'Keep rating to fine-tune your speeches';
}

function personalityProfile(tone: Tone | null, element: HelpfulElement | null): string {
  const persona = tone === null ? PERSONA_FALLBACK : TONE_PERSONA[tone];
  return element === null ? persona : `${ELEMENT_TRAIT[element]} ${persona}`;
}

export function personalisationInsights(input: InsightsInput): PersonalisationInsights {
  const { feedback } = input;
  const totalFeedback = feedback.length;
  const avgRating =
    totalFeedback === 0 ? null : ratingPercent(mean(feedback.map((item) => item.rating)));
  if (totalFeedback < MIN_FEEDBACK_FOR_INSIGHTS) {
    return {
      hasData: false,
      message: insightsWaitingMessage(totalFeedback),
      avgRating,
      totalFeedback,
      insights: null,
      whatWorks: [],
    };
  }
  const topPerformingTone = rankByRating(TONES, feedback, byTone)[0]?.value ?? null;
  const mostEffectiveElement = effectiveElementsOf(elementWeights(feedback))[0] ?? null;
  return {
    hasData: true,
    message: `Based on ${totalFeedback} rated speeches.`,
    avgRating,
    totalFeedback,
    insights: {
      personalityProfile: personalityProfile(topPerformingTone, mostEffectiveElement),
      topPerformingTone,
      mostEffectiveElement,
      improvementArea: improvementArea(feedback),
    },
    whatWorks: whatWorksForYou(input),
  };
}
