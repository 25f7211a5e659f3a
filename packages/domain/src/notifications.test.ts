import { describe, expect, it } from 'vitest';
import { allowanceNoticeKind, goalNoticeKind } from './notifications.ts';

describe('allowanceNoticeKind', () => {
  it.each([
    [0, 10, null],
    [7, 10, null],
    [8, 10, 'near_limit'],
    [9, 10, 'near_limit'],
    [10, 10, 'limit_reached'],
    [2, 3, null],
    [3, 3, 'limit_reached'],
    [0, 0, null],
  ] as const)('%i of %i used: %s', (used, limit, kind) => {
    expect(allowanceNoticeKind(used, limit)).toBe(kind);
  });
});

describe('goalNoticeKind', () => {
  it.each([
    ['2026-03-05', '2026-03-02', 'goal_in_three_days'],
    ['2026-03-02', '2026-03-02', 'goal_today'],
    ['2026-03-04', '2026-03-02', null],
    ['2026-03-01', '2026-03-02', null],
    // Across a month's end and a daylight-saving change (dates, not instants).
    ['2026-04-01', '2026-03-29', 'goal_in_three_days'],
  ] as const)('goal on %s, today %s: %s', (target, today, kind) => {
    expect(goalNoticeKind(target, today)).toBe(kind);
  });
});
