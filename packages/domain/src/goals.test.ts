import { describe, expect, it } from 'vitest';
import { goalCategoryLabel, goalCountdown, goalDeadlineText, goalDescription } from './goals.ts';

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

describe('goalCountdown', () => {
  it.each([
    [null, '2026-03-10', false, null],
    ['2026-03-10', '2026-03-10', false, 'Due today'],
    ['2026-03-11', '2026-03-10', false, '1 day left'],
    ['2026-03-22', '2026-03-10', false, '12 days left'],
    ['2026-03-09', '2026-03-10', false, '1 day overdue'],
    ['2026-03-07', '2026-03-10', false, '3 days overdue'],
    // Across the change to summer time the days still count whole.
    ['2026-10-05', '2026-10-03', false, '2 days left'],
    ['2026-03-22', '2026-03-10', true, null],
  ])('%s as of %s (completed: %s) → %s', (target, today, completed, expected) => {
    expect(goalCountdown(target, today, completed)).toBe(expected);
  });
});
