import { describe, expect, it } from 'vitest';
import { screenForCrisis } from '@rally/domain/crisis-screen';
import { LABELLED_CONTEXTS } from './contexts.ts';

/**
 * The writer harness's requests are ordinary ones, written as people write them: the crisis screen
 * must let them through to a speech. One is read as a crisis and kept so (docs/decisions/
 * crisis-screen.md): a long dictated worry about being found out at a new job, whose "they will find
 * out" and "i dont belong" the model weighs as a crisis's; the person can still go on to a speech.
 */
const KNOWN_MATCHED = new Set([
  'i just started a new job as a software developer and everyone around me seems to know so much more i sit in meetings and nod and then spend the evening googling everything i feel like they will find out i dont belong',
]);

describe('the crisis screen on the writer harness', () => {
  it('lets every request and goal through to a speech, but the one known match', () => {
    const texts = LABELLED_CONTEXTS.flatMap((context) => [
      context.text,
      ...context.goals.map((goal) => goal.title),
    ]);
    const matched = texts.filter((text) => screenForCrisis(text).concerns.length > 0);
    expect(matched).toEqual([...KNOWN_MATCHED]);
  });
});
