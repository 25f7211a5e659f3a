import { describe, expect, it } from 'vitest';
import { TONES } from '@rally/domain';
import type { SpeechLength } from '@rally/domain';
import { CHOICE, NOT_FOR_CHOICE } from './choice-material.ts';
import { readContext } from './read-context.ts';
import {
  composeFor,
  expectInWordRange,
  expectSpeechesVary,
  materialLines,
  sayableLines,
  writersLines,
} from './testing.ts';

/**
 * A choice between options they name, written as people write it, is named whole and met with
 * lines of its own (choice-material.ts): it had been met with a move's lines ("Being the new one is
 * uncomfortable", "See yourself telling someone how glad you are you made this leap") or everyday
 * chores ("Get it done", "Eat something proper"), and said back cut short ("you're torn between
 * staying at your job", "you're going back to uni").
 */
const CHOICES = [
  ['cant decide between two job offers', 'the choice between two job offers'],
  ['i got 2 job offers and i dont know which to take', 'the choice between your two job offers'],
  [
    'im torn between staying at my job and going back to uni',
    'the choice between staying at your job and going back to uni',
  ],
  [
    'cant decide between moving to london for work or staying near my family, its keeping me up at night',
    'the choice of moving to London for work or staying near your family',
  ],
  [
    'i dont know whether to go to uni or get a job',
    'the choice of whether you should go to uni or get a job',
  ],
  [
    'should i take the job or stay where i am',
    'the choice of whether to take the job or stay where you are',
  ],
  [
    'i have to choose between two universities and my parents want me to pick the closer one',
    'the choice between two universities',
  ],
] as const;

const LENGTHS: readonly SpeechLength[] = ['short', 'medium', 'long'];

/** The lines of other situations that had been said to it. */
const MISFITS =
  /being the new one|made this leap|old friends|get it done|eat something proper|you're torn between staying at your job\b|you're going back to uni|that you don't know\b|crush|smash/i;

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).map((sentence) => sentence.trim());
}

/** Every sentence the choice's own material can say for these words. */
function choiceSentences(context: string): Set<string> {
  return new Set(
    sayableLines(CHOICE, { ...readContext(context), name: null }).flatMap(sentencesOf),
  );
}

describe('a choice between options', () => {
  it.each(CHOICES)('names "%s" whole, said back once', (context, subject) => {
    const reading = readContext(context);
    expect(reading.subject).toBe(subject);
    expect(reading.topic).toBe('personal');
    // Their words about choosing, or one option cut from the rest, are not said back.
    for (const statement of reading.statements) {
      expect(statement.text).not.toMatch(/\b(?:between|whether|know|torn|which)\b/);
      expect(subject).not.toContain(statement.text.replace(/^you(?:'re| are)? /, ''));
    }
  });

  it('says "torn" as a state, not as something they tore', () => {
    expect(readContext('torn about whether to move').statements[0]?.text).toBe(
      "you're torn about whether to move",
    );
  });

  it('meets it at every tone and length with its own lines, in its word range, and none of the misfits', () => {
    for (const [context, subject] of CHOICES) {
      for (const tone of TONES) {
        for (const length of LENGTHS) {
          for (const seed of [1, 2]) {
            const { brief, paragraphs } = composeFor(context, tone, length, seed);
            const text = paragraphs.join('\n\n');
            const where = `${context}, ${tone}, ${length}, seed ${seed}`;
            // Its own lines, not the move's or the chores': a few of them in every speech.
            const own = sentencesOf(text).filter((sentence) =>
              choiceSentences(context).has(sentence),
            );
            expect(own.length, where).toBeGreaterThanOrEqual(3);
            // Named whole, in as many of their words as a speech may take over, so it is said.
            if (length !== 'short') {
              expect(text.toLowerCase(), where).toContain(subject.toLowerCase());
            }
            const others = writersLines(context, text);
            expect(others.match(MISFITS)?.[0] ?? null, where).toBeNull();
            expect(others.match(NOT_FOR_CHOICE)?.[0] ?? null, where).toBeNull();
            // Energetic stays warm, not loud.
            if (tone === 'energetic') expect(text, where).not.toMatch(/!/);
            expectInWordRange(brief, text, where);
          }
        }
      }
    }
  });

  it('keeps a loyalty torn between people, a treatment and a break-up out of its lines', () => {
    // Torn between parents is no choice to weigh; a treatment is chosen with doctors, and a
    // break-up to decide on is met as the hurt it comes from: never a coin to toss.
    expect(readContext('torn between my mum and my dad in the divorce').subject).not.toMatch(
      /choice/,
    );
    for (const context of [
      'torn between my mum and my dad in the divorce',
      'i have to pick between chemo and surgery',
      'i cant decide whether to break up with him or not',
    ]) {
      for (const tone of TONES) {
        for (const seed of [1, 2, 3]) {
          const text = composeFor(context, tone, 'medium', seed).paragraphs.join(' ');
          expect(text, `${context}, ${tone}, seed ${seed}`).not.toMatch(
            /toss a coin|each option|took each path|which option/i,
          );
        }
      }
    }
  });

  it('has material of its own: the pull both ways, close because both are good, ways to hear what they lean towards, a step not a vow', () => {
    const slots = { ...readContext(CHOICES[1][0]), name: null };
    const said = materialLines(CHOICE, slots);
    const all = said.join(' ');
    for (const wanted of [
      /Being pulled two ways is tiring/,
      /the options are close/,
      /Toss a coin, not to decide but to notice/,
      /living as if you had chosen one option/,
      /Set a date to decide/,
      /what you would tell a friend in exactly your position/,
      /a step, not a vow/,
      /Having offers to choose between is a good problem/,
    ]) {
      expect(all).toMatch(wanted);
    }
    // Its own lines never say what the shared ones are kept from saying to it.
    for (const line of said) expect(line.match(NOT_FOR_CHOICE)?.[0] ?? null, line).toBeNull();
  });

  it('writes two speeches for the same words that share at most a quarter of their sentences', () => {
    expectSpeechesVary(
      CHOICES.map(([context]) => context),
      ['short', 'medium'],
    );
  });
});
