import { describe, expect, it } from 'vitest';
import { TONES } from '@rally/domain';
import { screenForCrisis } from '@rally/domain/crisis-screen';
import type { SpeechLength } from '@rally/domain';
import { LOW_MOOD, NOT_FOR_LOW_MOOD } from './low-mood-material.ts';
import { readContext } from './read-context.ts';
import {
  composeFor,
  expectInWordRange,
  expectSpeechesVary,
  materialLines,
  writersLines,
} from './testing.ts';

/**
 * Feeling low, written as people write it, is read as "this low stretch" and met gently with lines
 * of its own (low-mood-material.ts): "im really depressed" had been "Big moment, big heart! We are
 * talking what you are facing!" at the energetic tone, and at any tone "Plan a small reward for
 * afterwards", "This will be behind you soon" and "Put it in your calendar".
 */
const LOW = [
  'im really depressed',
  'i feel so low lately',
  'i hate my life',
  'struggling with my mental health',
  'im at breaking point',
  'i cant do this anymore',
  'i have depression and i have no energy to do anything',
  'been feeling really down and empty for weeks',
] as const;

const LENGTHS: readonly SpeechLength[] = ['short', 'medium', 'long'];

/** The lines of a task that had been said to it, and hype. */
const MISFITS =
  /!|reward|afterwards|behind you soon|calendar|big heart|big moment|the doubt you have been carrying|awkward|building up to this|get it done|, and that counts/i;

/** The step said first in every speech for it: a doctor when it lasts, a crisis line if unsafe. */
const FIRST_STEP =
  /If the low feeling has lasted more than a couple of weeks, talk to your doctor; if you ever feel/;

describe('feeling low', () => {
  it.each(LOW)('reads "%s" as this low stretch, not said back again', (context) => {
    // None of them is a crisis: the screen answers words of wanting to die before any writer.
    expect(screenForCrisis(context).concerns).toEqual([]);
    const reading = readContext(context);
    expect(reading.subject).toBe('this low stretch');
    expect(reading.topic).toBe('personal');
    for (const statement of reading.statements) {
      expect(statement.text).not.toMatch(/depress|low|down|hate your life|breaking|mental health/);
    }
  });

  it('keeps low money, a plan, being flat out, someone else low and a joke out of it', () => {
    for (const context of [
      'im low on money this month',
      'im down for a run later',
      'im flat out at work this week',
      'my mum is depressed',
      'my mum cant cope since dad left',
      'i cant take this heat anymore lol',
      'i cant do this maths homework',
      'feeling down about my exam tomorrow',
    ]) {
      expect(readContext(context).subject, context).not.toBe('this low stretch');
    }
  });

  it('meets it gently at every tone and length, with the doctor and a crisis line first, in its word range', () => {
    for (const context of LOW) {
      for (const tone of TONES) {
        for (const length of LENGTHS) {
          for (const seed of [1, 2]) {
            const { brief, paragraphs } = composeFor(context, tone, length, seed);
            const text = paragraphs.join('\n\n');
            const where = `${context}, ${tone}, ${length}, seed ${seed}`;
            expect(text, where).toMatch(FIRST_STEP);
            expect(text.match(MISFITS)?.[0] ?? null, where).toBeNull();
            const others = writersLines(context, text);
            expect(others.match(NOT_FOR_LOW_MOOD)?.[0] ?? null, where).toBeNull();
            expectInWordRange(brief, text, where);
          }
        }
      }
    }
  });

  it('has material of its own: no failing, not permanent, small things first, a doctor, gentleness', () => {
    const slots = { ...readContext(LOW[0]), name: null };
    const said = materialLines(LOW_MOOD, slots);
    const all = said.join(' ');
    for (const wanted of [
      /it is not a failing/,
      /real, and it is also not permanent/,
      /Daylight helps more than it seems/,
      /talk to your doctor/,
      /findahelpline\.com/,
      /Being gentle with yourself is not giving up/,
      /as real as any other health problem/,
    ]) {
      expect(all).toMatch(wanted);
    }
    // Its own lines never say what the shared ones are kept from saying to it.
    for (const line of said) expect(line.match(NOT_FOR_LOW_MOOD)?.[0] ?? null, line).toBeNull();
  });

  it('writes two speeches for the same words that share at most a quarter of their sentences', () => {
    expectSpeechesVary(LOW, ['short', 'medium']);
  });
});
