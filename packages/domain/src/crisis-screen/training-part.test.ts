/**
 * The screen on the training part of its corpus, apart from crisis-screen.test.ts so that the model can
 * be changed and checked without scoring the held-out part (docs/decisions/crisis-screen.md).
 */
import { describe, expect, it } from 'vitest';
import { crisisTraining } from './corpus/crisis-training.ts';
import { ordinaryTraining } from './corpus/ordinary-training.ts';
import { screenForCrisis } from './screen.ts';

/** Screening the whole training part once more: seconds on a busy machine. */
const CORPUS_SWEEP_TIMEOUT_MS = 120_000;

/**
 * The ways people type or dictate the same words: the screen must read them all alike, but for the share
 * of crisis phrasings it may lose (measured: 1, 5, 48 and 0 of the 2,566 found as written, and 0, 0, 4 and 0
 * of the 4,375 ordinary ones left as written newly matched; the model reads words without their
 * apostrophes, so "im" and "i'm" are one word to it). What a pattern finds stays found;
 * the lexical model reads a text's words (its best window of 20, every 5, and the whole), so a
 * phrasing it finds close to its threshold can fall below it when the words change, most of all when
 * eight ordinary words come before a short one (docs/decisions/crisis-screen.md).
 */
/**
 * Each style, with the share of the crisis phrasings found as written it may lose and the share of
 * the ordinary ones left as written it may newly match: the phrasings near the model's threshold
 * (docs/decisions/crisis-screen.md, section 4).
 */
const WRITING_STYLES: readonly [string, (text: string) => string, number, number][] = [
  ['without apostrophes', (text) => text.replace(/['\u2019]/g, ''), 0.005, 0],
  [
    'lower case without punctuation',
    (text) => text.toLowerCase().replace(/[.,!?;:]/g, ''),
    0.005,
    0,
  ],
  [
    'after a dictated lead-in',
    (text) => `so basically my exam is on friday and ${text}`,
    0.04,
    0.001,
  ],
  ['in curly quotes and capitals', (text) => text.replace(/'/g, '\u2019').toUpperCase(), 0, 0],
];

/**
 * The training part as written: what the screen finds there, and the ordinary phrasings it leaves. Not
 * all of it: the later rounds' phrasings (2026-11-28) are training text the patterns and the model
 * learn from, not a promise that each is found.
 */
const foundAsWritten = crisisTraining.filter((phrasing) =>
  screenForCrisis(phrasing.text).concerns.includes(phrasing.concern),
);
const leftAsWritten = ordinaryTraining.filter(
  (phrasing) => screenForCrisis(phrasing.text).concerns.length === 0,
);

describe('the training part as written', () => {
  it('is found and left, nearly all of it', () => {
    expect(foundAsWritten.length / crisisTraining.length).toBeGreaterThanOrEqual(0.9);
    expect(leftAsWritten.length / ordinaryTraining.length).toBeGreaterThanOrEqual(0.98);
  });
});

describe.each(WRITING_STYLES)('the training part written %s', (_, rewrite, mayLose, mayGain) => {
  it(
    'still finds the crisis phrasings found as written, with their concern',
    () => {
      const missed = foundAsWritten.filter(
        (phrasing) => !screenForCrisis(rewrite(phrasing.text)).concerns.includes(phrasing.concern),
      );
      if (mayLose === 0) expect(missed).toEqual([]);
      else expect(missed.length).toBeLessThanOrEqual(Math.floor(foundAsWritten.length * mayLose));
    },
    CORPUS_SWEEP_TIMEOUT_MS,
  );

  it(
    'matches (nearly) no ordinary phrasing left as written',
    () => {
      const matched = leftAsWritten.filter(
        (phrasing) => screenForCrisis(rewrite(phrasing.text)).concerns.length > 0,
      );
      if (mayGain === 0) expect(matched).toEqual([]);
      else expect(matched.length).toBeLessThanOrEqual(Math.floor(leftAsWritten.length * mayGain));
    },
    CORPUS_SWEEP_TIMEOUT_MS,
  );
});
