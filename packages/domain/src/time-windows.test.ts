import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  demoAccountsExpireBefore,
  insightsSince,
  moodHistorySince,
  recentMoodSince,
  sessionExpiry,
  sessionNeedsRenewal,
} from './time-windows.ts';

const NOW = new Date('2026-11-25T15:30:00.000Z');
const iso = (date: Date) => date.toISOString();

describe('time windows', () => {
  it.each([
    ['a recent check-in', recentMoodSince, '2026-11-24T15:30:00.000Z'],
    ['a demo account', demoAccountsExpireBefore, '2026-11-24T15:30:00.000Z'],
    ['the insights', insightsSince, '2026-08-27T15:30:00.000Z'],
    ['a session started now, ending', sessionExpiry, '2026-12-25T15:30:00.000Z'],
  ])('%s: %s', (_, window, expected) => {
    expect(iso(window(NOW))).toBe(expected);
  });

  it.each([
    ['half its life left exactly', 15 * DAY_MS, false],
    ['a millisecond under half', 15 * DAY_MS - 1, true],
    ['just started', 30 * DAY_MS, false],
    ['about to end', 1, true],
  ])('a session with %s is renewed: %s', (_, remainingMs, renewed) => {
    expect(sessionNeedsRenewal(new Date(NOW.getTime() + remainingMs), NOW)).toBe(renewed);
  });

  it.each([
    [1, '2026-11-25T00:00:00.000Z'],
    [2, '2026-11-24T00:00:00.000Z'],
    [30, '2026-10-27T00:00:00.000Z'],
    [365, '2025-11-26T00:00:00.000Z'],
  ])('the mood chart of %i day(s) starts at %s (UTC midnight, today included)', (days, start) => {
    expect(iso(moodHistorySince(NOW, days))).toBe(start);
  });

  it('the chart starts at the same midnight all day long', () => {
    const justAfterMidnight = new Date('2026-11-25T00:00:00.000Z');
    const justBeforeMidnight = new Date('2026-11-25T23:59:59.999Z');
    expect(moodHistorySince(justAfterMidnight, 7)).toEqual(moodHistorySince(justBeforeMidnight, 7));
  });
});
