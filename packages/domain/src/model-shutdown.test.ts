import { describe, expect, it } from 'vitest';
import { daysUntil, modelShutdownState } from './model-shutdown.ts';

const now = new Date('2026-12-07T18:30:00Z');

describe('modelShutdownState', () => {
  it.each([
    [null, 'none'],
    ['soon', 'none'],
    ['2027-06-30', 'far'],
    ['2027-01-07', 'far'],
    ['2027-01-06', 'soon'],
    ['2026-12-08', 'soon'],
    ['2026-12-07', 'passed'],
    ['2026-11-30', 'passed'],
  ] as const)('%s', (date, state) => {
    expect(modelShutdownState(date, now)).toBe(state);
  });
});

describe('daysUntil', () => {
  it('counts calendar days in UTC', () => {
    expect(daysUntil('2027-01-06', now)).toBe(30);
    expect(daysUntil('2026-12-07', now)).toBe(0);
  });
});
