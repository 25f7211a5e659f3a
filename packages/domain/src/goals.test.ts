import { describe, expect, it } from 'vitest';
import { goalCategoryLabel, goalDeadlineText, goalDescription } from './goals.ts';

describe('goalCategoryLabel', () => {
  it.each([
    ['job_interview', 'Job Interview'],
    ['fitness', 'Fitness'],
    ['presentation', 'Presentation'],
    ['personal', 'Personal Growth'],
    ['career', 'Career'],
    ['health', 'Health'],
    ['unknown_thing', 'unknown_thing'],
  ])('%s → %s', (category, label) => {
    expect(goalCategoryLabel(category)).toBe(label);
  });
});

describe('goalDescription', () => {
  it('is the word Goal followed by the title', () => {
    expect(goalDescription('Run 5k')).toBe('Goal Run 5k');
  });
});

describe('goalDeadlineText', () => {
  it.each<[Date | string | null | undefined, string]>([
    [null, 'No deadline set'],
    [undefined, 'No deadline set'],
    ['', 'No deadline set'],
    ['2025-03-04', '04/03/2025'],
    [new Date(2025, 11, 31), '31/12/2025'],
  ])('%s → %s', (targetDate, text) => {
    expect(goalDeadlineText(targetDate)).toBe(text);
  });
});
