export const TONES = ['encouraging', 'confident', 'gentle', 'energetic'] as const;
export type Tone = (typeof TONES)[number];

export const TONE_LABELS: Record<Tone, string> = {
  encouraging: 'Encouraging',
  confident: 'Confident',
  gentle: 'Gentle',
  energetic: 'Energetic',
};

export const VOICE_STYLES = ['warm', 'professional', 'soothing'] as const;
export type VoiceStyle = (typeof VOICE_STYLES)[number];

export const VOICE_STYLE_LABELS: Record<VoiceStyle, string> = {
  warm: 'Warm',
  professional: 'Professional',
  soothing: 'Soothing',
};

export const SPEECH_LENGTHS = ['short', 'medium', 'long', 'extended'] as const;
export type SpeechLength = (typeof SPEECH_LENGTHS)[number];

/** The lengths the client-side creation schema of spec 5 accepts; the dashboard form adds 'extended'. */
export const CLIENT_SPEECH_LENGTHS = ['short', 'medium', 'long'] as const;
export type ClientSpeechLength = (typeof CLIENT_SPEECH_LENGTHS)[number];

interface MinuteRange {
  min: number;
  max: number;
}

export const SPEECH_LENGTH_MINUTES: Record<SpeechLength, MinuteRange> = {
  short: { min: 1, max: 2 },
  medium: { min: 5, max: 7 },
  long: { min: 10, max: 15 },
  extended: { min: 15, max: 20 },
};

export const SPEECH_LENGTH_NAMES: Record<SpeechLength, string> = {
  short: 'Short',
  medium: 'Medium',
  long: 'Long',
  extended: 'Extended',
};

/** The form's duration labels: '1-2 min' and so on. */
export const SPEECH_LENGTH_LABELS: Record<SpeechLength, string> = {
  short: minuteLabel(SPEECH_LENGTH_MINUTES.short),
  medium: minuteLabel(SPEECH_LENGTH_MINUTES.medium),
  long: minuteLabel(SPEECH_LENGTH_MINUTES.long),
  extended: minuteLabel(SPEECH_LENGTH_MINUTES.extended),
};

function minuteLabel({ min, max }: MinuteRange): string {
  return `${min}-${max} min`;
}

/**
 * Words a minute that speeches are written for and their length estimated at. The built-in voice
 * is tuned to read at it: each of its voices and tones within 6% (measured in its tests). Remote
 * voices publish no rate; once a speech has audio, its real length is shown instead.
 */
export const SPEAKING_RATE_WPM = 160;
const SECONDS_PER_MINUTE = 60;

export const CONTEXT_MIN_LENGTH = 10;
export const CONTEXT_MAX_LENGTH = 5000;
export const SPEECH_NAME_MAX_LENGTH = 100;

/** How many words a speech of this length should have: its minutes at SPEAKING_RATE_WPM. */
export function wordTarget(length: SpeechLength): { min: number; max: number } {
  const minutes = SPEECH_LENGTH_MINUTES[length];
  return { min: minutes.min * SPEAKING_RATE_WPM, max: minutes.max * SPEAKING_RATE_WPM };
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** How long a text of this many words takes to read aloud at SPEAKING_RATE_WPM. */
export function estimatedDurationSeconds(wordCount: number): number {
  return Math.round((wordCount / SPEAKING_RATE_WPM) * SECONDS_PER_MINUTE);
}

export function speechHeading(tone: Tone): string {
  return `${TONE_LABELS[tone]} Motivational Speech`;
}

export const DURATION_UNKNOWN_TEXT = 'Est. 2-3 min';

/**
 * An estimated length in seconds as the player header and the speech lists show it, to the
 * nearest half minute and at least 1 ('Est. 6 min', 'Est. 1½ min'), or 'Est. 2-3 min' when the
 * speech has no estimate. A length measured from audio is shown by formatAudioLength instead.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) {
    return DURATION_UNKNOWN_TEXT;
  }
  const halves = Math.max(2, Math.round(seconds / (SECONDS_PER_MINUTE / 2)));
  const whole = Math.floor(halves / 2);
  return `Est. ${whole}${halves % 2 === 1 ? '½' : ''} min`;
}

/**
 * A length measured from a speech's audio, in whole seconds as the player's clock counts them
 * (62.6 s is '1 min 2 s', as the clock's '1:02'), or '45 s' under a minute.
 */
export function formatAudioLength(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / SECONDS_PER_MINUTE);
  const rest = whole % SECONDS_PER_MINUTE;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${rest} s`;
}

export interface SpeechFormValues {
  context: string;
  tone: Tone;
  voiceStyle: VoiceStyle;
  duration: SpeechLength;
}

export const SPEECH_DEFAULTS: SpeechFormValues = {
  context: '',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'medium',
};

/** Settings for the browser's speech recognition when dictating the context. */
export const DICTATION_SETTINGS = {
  lang: 'en-US',
  continuous: true,
  interimResults: true,
} as const;
