import { TONE_LABELS, TONES, VOICE_STYLE_LABELS, VOICE_STYLES, isOneOf } from '@rally/domain';

/** The tone and voice-style pickers' options, for the speech form and the daily rally's form. */
export const TONE_OPTIONS = TONES.map((tone) => ({ value: tone, label: TONE_LABELS[tone] }));
export const VOICE_STYLE_OPTIONS = VOICE_STYLES.map((style) => ({
  value: style,
  label: VOICE_STYLE_LABELS[style],
}));

/** The value a select reports, typed as one of its options; undefined for anything else. */
export function chosenOption<T extends string>(
  options: readonly T[],
  value: string,
): T | undefined {
  return isOneOf(options, value) ? value : undefined;
}
