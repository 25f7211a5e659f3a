/** Helpers for the built-in writer's tests. */
import { expect } from 'vitest';
import { buildSpeechBrief } from '@rally/domain';
import type { SpeechLength, Tone } from '@rally/domain';
import type { KindMaterial } from './kind-material.ts';
import { composeSpeech } from './local.ts';
import type { Beat, Line, Slots } from './phrase-bank.ts';
import { seededRandom } from './seeded-random.ts';
import { variants } from './vary.ts';

/** The speech the built-in writer composes for these words, with its brief. */
export function composeFor(context: string, tone: Tone, length: SpeechLength, seed: number) {
  const brief = buildSpeechBrief({ context, tone, voiceStyle: 'warm', length });
  return { brief, ...composeSpeech(brief, seededRandom(seed)) };
}

/** The sections of a situation's own material besides its steps, in the order a speech says them. */
function sections(material: KindMaterial) {
  return [
    material.acknowledge,
    material.reframe,
    material.strengths,
    material.picture,
    material.closing,
  ];
}

/** Every line a situation's own material can say for these slots, its steps among them. */
export function sayableLines(material: KindMaterial, slots: Slots): string[] {
  return [
    ...sections(material)
      .flat()
      .flatMap((beat) => linesOf(beat, slots)),
    ...linesOf(material.steps, slots),
  ];
}

/**
 * Every line a situation's own material can say for these slots, once it is checked to be large
 * enough to vary: 18 steps or more, and in each other section 3 beats of 7 lines or more.
 */
export function materialLines(material: KindMaterial, slots: Slots): string[] {
  expect(material.steps.length).toBeGreaterThanOrEqual(18);
  for (const section of sections(material)) {
    expect(section.length).toBeGreaterThanOrEqual(3);
    for (const beat of section) {
      expect(Array.isArray(beat) ? beat.length : 0).toBeGreaterThanOrEqual(7);
    }
  }
  return sayableLines(material, slots);
}

/** Every line of a beat (or a list of lines) as said for these slots, in every tone and variant. */
export function linesOf(beat: Beat | readonly Line[], slots: Slots): string[] {
  const lines: readonly Line[] = Array.isArray(beat)
    ? beat
    : Object.values(beat as Record<string, readonly Line[]>).flat();
  return lines.flatMap((line) => {
    const text = typeof line === 'string' ? line : line(slots);
    return text === null ? [] : variants(text);
  });
}
