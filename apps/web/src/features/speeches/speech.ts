import { SPEECH_DEFAULTS, TONES, speechHeading } from '@rally/domain';
import type { Tone } from '@rally/domain';
import type { RouterOutputs } from '../../trpc.ts';

/** A saved speech as the client receives it (dates arrive as ISO strings). */
export type Speech = RouterOutputs['speech']['list'][number];

export function isFavourite(speech: Pick<Speech, 'isFavourite'>): boolean {
  return speech.isFavourite === 1;
}

/** '{Tone} Motivational Speech'; the server only stores known tones, the default covers old rows. */
export function speechHeadingOf(speech: Pick<Speech, 'tone'>): string {
  return speechHeading(toneOf(speech.tone));
}

function toneOf(value: string): Tone {
  return TONES.find((tone) => tone === value) ?? SPEECH_DEFAULTS.tone;
}
