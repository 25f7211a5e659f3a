import { statSync } from 'node:fs';
import nlp from 'compromise/two';
import { describe, expect, it } from 'vitest';
import { crisisTraining } from './corpus/crisis-training.ts';
import { ordinaryTraining } from './corpus/ordinary-training.ts';
import {
  lexicalConcern,
  lexicalModel,
  lexicalWindows,
  trainLexicalModel,
  type LexicalCounts,
} from './lexical-model.ts';
import { LEXICAL_COUNTS } from './lexical-weights.ts';
import { normaliseForScreen } from './normalise.ts';
import { readForCrisis } from './screen-reading.ts';

/** Training tokenises and sweeps the whole training part more than once. */
const TRAINING_TIMEOUT_MS = 120_000;

const model = lexicalModel(LEXICAL_COUNTS);
const windowsOf = (text: string) => lexicalWindows(nlp.tokenize(normaliseForScreen(text)));

describe('the lexical model', () => {
  it(
    'is the one the training part gives (run `pnpm --filter @rally/domain crisis:model` after changing it)',
    () => {
      expect(trainLexicalModel(crisisTraining, ordinaryTraining, normaliseForScreen)).toEqual(
        LEXICAL_COUNTS,
      );
    },
    TRAINING_TIMEOUT_MS,
  );

  it('is small enough to ship to the browser (at most 550 kB of source)', () => {
    const bytes = statSync(new URL('./lexical-weights.ts', import.meta.url)).size;
    expect(bytes).toBeLessThanOrEqual(550_000);
  });

  it('weighs each feature by naive Bayes with add-one smoothing over its counts', () => {
    const counts: LexicalCounts = {
      phrasings: { ordinary: 4, selfHarm: 2, harmOthers: 2 },
      threshold: 0.5,
      features: {
        '3 0 0': ['exam'],
        '0 2 0': ['pills'],
        '0 0 1': ['address'],
        '1 1 0': ['tonight'],
      },
    };
    const { crisis, harmOthers } = lexicalModel(counts);
    // Crisis side: 3 + 1 features' counts over 4 features; ordinary side: 3 + 1 likewise.
    expect(crisis.prior).toBeCloseTo(Math.log(4 / 4));
    expect(crisis.threshold).toBe(0.5);
    expect(crisis.weights.get('exam')).toBeCloseTo(Math.log(1 / 8) - Math.log(4 / 8));
    expect(crisis.weights.get('pills')).toBeCloseTo(Math.log(3 / 8) - Math.log(1 / 8));
    expect(crisis.weights.get('tonight')).toBeCloseTo(Math.log(2 / 8) - Math.log(2 / 8));
    // The concern side knows only what crisis phrasings had: 3 features, 3 self-harm and 1 harm counts.
    expect(harmOthers.weights.has('exam')).toBe(false);
    expect(harmOthers.prior).toBeCloseTo(Math.log(2 / 2));
    expect(harmOthers.weights.get('address')).toBeCloseTo(Math.log(2 / 4) - Math.log(1 / 6));
    expect(harmOthers.weights.get('pills')).toBeCloseTo(Math.log(1 / 4) - Math.log(3 / 6));
  });

  it('reads an indirect phrasing no pattern names, and leaves an ordinary one', () => {
    const worded = 'i have given my cat and my games to my friends, i wont need them anymore';
    expect(lexicalConcern(model, windowsOf(worded))).toBe('self-harm');
    expect(lexicalConcern(model, windowsOf('nail the product presentation on friday'))).toBeNull();
  });

  // Training phrasings that no pattern reads, so the model alone decides them.
  it.each([
    [
      'been looking at the roof of my block a lot. its 14 floors. i think about how quiet it would be at the bottom',
      'self-harm',
    ],
    ['ive stopped taking my meds on purpose and started saving them up insted', 'self-harm'],
    ['idk if im even gonna be here for the exam so whats the point of a pep talk', 'self-harm'],
    [
      'how much rat poison would it take for a grown man about 90 kilos, asking so i get it right',
      'harm-others',
    ],
    ['they think i forgot what they did to me in year 9. i didnt. soon', 'harm-others'],
  ] as const)('finds the training phrasing "%s" (%s)', (text, concern) => {
    expect(crisisTraining.some((phrasing) => phrasing.text === text)).toBe(true);
    const reading = readForCrisis(text, model);
    expect(reading.lexical).toBeDefined();
    expect(reading.concerns).toEqual([concern]);
  });

  it.each([
    'my best friend was killed in a car crash and i have to give the eulogy',
    'the project is dead in the water, need motivation to pitch a new one',
    'ill be gone for a month on a volunteering trip to kenya and im nervous',
    'this is the end of an era, i am leaving the company after ten years',
  ])('leaves the ordinary training phrasing "%s"', (text) => {
    expect(ordinaryTraining.some((phrasing) => phrasing.text === text)).toBe(true);
    const reading = readForCrisis(text, model);
    expect(reading.lexical).toBeDefined();
    expect(reading.concerns).toEqual([]);
  });
});
