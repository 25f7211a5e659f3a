import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  currentStreak,
  daysBetween,
  mostUsedTone,
  speechesThisWeek,
  statsAfterSpeech,
  statsAsOf,
  weekStart,
} from './stats.ts';
import type { SpeechStats } from './stats.ts';

const EMPTY = {
  totalSpeeches: 0,
  speechesThisWeek: 0,
  currentStreak: 0,
  toneStats: {},
  lastSpeechDate: null,
};

describe('calendarDay', () => {
  it.each([
    ['2025-03-09T23:59:59.999Z', '2025-03-09'],
    ['2025-03-10T00:00:00.000Z', '2025-03-10'],
    // 09:30 in Sydney is still the previous day in UTC.
    ['2025-03-10T09:30:00+11:00', '2025-03-09'],
  ])('%s is %s', (instant, day) => {
    expect(calendarDay(new Date(instant))).toBe(day);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2025-03-09', '2025-03-09', 0],
    ['2025-03-09', '2025-03-10', 1],
    ['2025-02-28', '2025-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2024-12-31', '2025-01-01', 1],
    ['2025-03-10', '2025-03-09', -1],
  ])('%s to %s is %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('weekStart (ISO weeks start on Monday)', () => {
  it.each([
    ['2025-03-10', '2025-03-10'], // Monday
    ['2025-03-12', '2025-03-10'], // Wednesday
    ['2025-03-16', '2025-03-10'], // Sunday ends the week
    ['2025-03-17', '2025-03-17'], // the next Monday starts a new one
    ['2025-01-01', '2024-12-30'], // across a year
  ])('the week of %s starts on %s', (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });
});

describe('currentStreak', () => {
  it.each([
    [null, 5, '2025-03-10', 0],
    ['2025-03-10', 4, '2025-03-10', 4], // spoke today
    ['2025-03-09', 4, '2025-03-10', 4], // spoke yesterday: still alive today
    ['2025-03-08', 4, '2025-03-10', 0], // missed a whole day
    ['2025-03-11', 4, '2025-03-10', 0], // a last day after today cannot continue it
  ])('last %s with streak %i reads %i on %s', (lastSpeechDate, streak, today, expected) => {
    expect(currentStreak({ lastSpeechDate, currentStreak: streak }, today)).toBe(expected);
  });
});

describe('speechesThisWeek', () => {
  it.each([
    [null, 3, '2025-03-12', 0],
    ['2025-03-10', 3, '2025-03-16', 3], // Monday and Sunday of one week
    ['2025-03-16', 3, '2025-03-17', 0], // Sunday, then Monday: a new week
    ['2025-03-09', 3, '2025-03-10', 0],
  ])('last %s with %i reads %i on %s', (lastSpeechDate, count, today, expected) => {
    expect(speechesThisWeek({ lastSpeechDate, speechesThisWeek: count }, today)).toBe(expected);
  });
});

describe('mostUsedTone', () => {
  it.each([
    [{}, null],
    [{ gentle: 0 }, null],
    [{ gentle: 1 }, 'gentle'],
    [{ gentle: 2, energetic: 3 }, 'energetic'],
    // A tie goes to the tone listed first: encouraging, confident, gentle, energetic.
    [{ energetic: 2, confident: 2 }, 'confident'],
    [{ unknown: 9, gentle: 1 }, 'gentle'],
  ] as const)('%o → %s', (toneStats, tone) => {
    expect(mostUsedTone(toneStats)).toBe(tone);
  });
});

describe('statsAfterSpeech', () => {
  const at = (instant: string) => new Date(instant);

  it('starts everything at one for the first speech', () => {
    expect(statsAfterSpeech(EMPTY, 'gentle', at('2025-03-12T08:00:00Z'))).toEqual({
      totalSpeeches: 1,
      speechesThisWeek: 1,
      currentStreak: 1,
      mostUsedTone: 'gentle',
      toneStats: { gentle: 1 },
      lastSpeechDate: '2025-03-12',
    });
  });

  it('keeps the streak for a second speech the same day, and counts the week and the tones', () => {
    const first = statsAfterSpeech(EMPTY, 'gentle', at('2025-03-12T00:00:00Z'));
    const second = statsAfterSpeech(first, 'energetic', at('2025-03-12T23:59:59Z'));
    const third = statsAfterSpeech(second, 'energetic', at('2025-03-12T23:59:59Z'));
    expect(third).toMatchObject({
      totalSpeeches: 3,
      speechesThisWeek: 3,
      currentStreak: 1,
      mostUsedTone: 'energetic',
      toneStats: { gentle: 1, energetic: 2 },
    });
  });

  it.each([
    // last speech, its streak and week count, the new speech's instant → streak, week count
    ['2025-03-11', 3, 2, '2025-03-12T00:00:01Z', 4, 3], // the next day, same week
    ['2025-03-16', 3, 5, '2025-03-17T00:00:00Z', 4, 1], // Sunday → Monday: streak on, new week
    ['2025-03-10', 3, 2, '2025-03-12T12:00:00Z', 1, 3], // a day missed: a new streak, same week
    ['2025-03-02', 9, 4, '2025-03-12T12:00:00Z', 1, 1], // weeks later
    ['2024-12-31', 2, 1, '2025-01-01T00:00:00Z', 3, 2], // a new year inside one ISO week
  ])(
    'after %s (streak %i, week %i), a speech at %s gives streak %i and week %i',
    (lastSpeechDate, streak, week, instant, expectedStreak, expectedWeek) => {
      const previous = {
        ...EMPTY,
        totalSpeeches: 10,
        currentStreak: streak,
        speechesThisWeek: week,
        lastSpeechDate,
      };
      const next = statsAfterSpeech(previous, 'confident', at(instant));
      expect(next).toMatchObject({
        totalSpeeches: 11,
        currentStreak: expectedStreak,
        speechesThisWeek: expectedWeek,
        lastSpeechDate: instant.slice(0, 10),
      });
    },
  );

  it('keeps counts of tones it does not know', () => {
    const previous = { ...EMPTY, toneStats: { retired: 4 } };
    expect(statsAfterSpeech(previous, 'gentle', at('2025-03-12T08:00:00Z')).toneStats).toEqual({
      retired: 4,
      gentle: 1,
    });
  });
});

describe('statsAsOf', () => {
  const stored: SpeechStats = {
    totalSpeeches: 8,
    speechesThisWeek: 3,
    currentStreak: 4,
    mostUsedTone: 'gentle',
    toneStats: { gentle: 8 },
    lastSpeechDate: '2025-03-14', // a Friday
  };

  it.each([
    ['2025-03-14T22:00:00Z', 4, 3], // the same day
    ['2025-03-15T23:59:59Z', 4, 3], // the next day: the streak is still alive
    ['2025-03-16T00:00:00Z', 0, 3], // a day missed, same week
    ['2025-03-17T00:00:00Z', 0, 0], // a new week
  ])('at %s reads streak %i and week %i', (instant, streak, week) => {
    expect(statsAsOf(stored, new Date(instant))).toEqual({
      ...stored,
      currentStreak: streak,
      speechesThisWeek: week,
    });
  });
});
