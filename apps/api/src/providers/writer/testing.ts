/** Helpers for the built-in writer's tests. */
import { expect } from 'vitest';
import {
  MAX_OVERLAP_SHARE,
  TONES,
  buildSpeechBrief,
  countWords,
  speechOverlap,
} from '@rally/domain';
import type { SpeechBrief, SpeechLength, Tone } from '@rally/domain';
import type { KindMaterial } from './kind-material.ts';
import { composeSpeech, paragraphPlanKey } from './local.ts';
import type { Beat, Line, Slots } from './phrase-bank.ts';
import { readContext } from './read-context.ts';
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

/** A speech as said back: the writer's own lines, without the statements of theirs it repeats. */
export function writersLines(context: string, text: string): string {
  return readContext(context).statements.reduce(
    (rest, statement) => rest.replaceAll(statement.text, ''),
    text,
  );
}

/** The speech's words fall inside its brief's word range. */
export function expectInWordRange(brief: SpeechBrief, text: string, where: string): void {
  const words = countWords(text);
  expect(words, where).toBeGreaterThanOrEqual(brief.wordTarget.min);
  expect(words, where).toBeLessThanOrEqual(brief.wordTarget.max);
}

/**
 * For each of these words, at every tone and these lengths: two speeches (the second drawn away
 * from the first's plan, as for a user's next speech) share at most MAX_OVERLAP_SHARE of their
 * sentences.
 */
export function expectSpeechesVary(
  contexts: readonly string[],
  lengths: readonly SpeechLength[],
): void {
  for (const context of contexts) {
    for (const [index, tone] of TONES.entries()) {
      for (const length of lengths) {
        const seed = index * 2 + 1;
        const { brief, paragraphs, plan } = composeFor(context, tone, length, seed);
        const second = composeSpeech(
          brief,
          seededRandom(seed + 1),
          new Set(),
          new Set([paragraphPlanKey(plan)]),
        );
        const overlap = speechOverlap(paragraphs.join('\n\n'), second.paragraphs.join('\n\n'));
        expect(overlap.sentenceShare, `${context}, ${tone}, ${length}`).toBeLessThanOrEqual(
          MAX_OVERLAP_SHARE,
        );
      }
    }
  }
}
