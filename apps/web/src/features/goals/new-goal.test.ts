import { goalInputSchema } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_NEW_GOAL, newGoalInput } from './new-goal.ts';

describe('newGoalInput', () => {
  it('sends the trimmed title, the category and the description "Goal {title}"', () => {
    const input = newGoalInput({ title: '  Run 5 km ', category: 'fitness', targetDate: '' });
    expect(input).toEqual({
      title: 'Run 5 km',
      category: 'fitness',
      description: 'Goal Run 5 km',
      targetDate: null,
    });
    expect(goalInputSchema.safeParse(input).success).toBe(true);
  });

  it('passes the target date on as the calendar day it is', () => {
    const input = newGoalInput({ title: 'Pitch', category: 'career', targetDate: '2025-07-01' });
    expect(input?.targetDate).toBe('2025-07-01');
    expect(goalInputSchema.safeParse(input).success).toBe(true);
  });

  it('refuses a missing or blank title and a missing or unknown category', () => {
    expect(newGoalInput(EMPTY_NEW_GOAL)).toBeNull();
    expect(newGoalInput({ title: '   ', category: 'health', targetDate: '' })).toBeNull();
    expect(newGoalInput({ title: 'Sleep', category: '', targetDate: '' })).toBeNull();
    expect(newGoalInput({ title: 'Sleep', category: 'sleep', targetDate: '' })).toBeNull();
  });
});
