import { describe, expect, it } from 'vitest';
import {
  dailyRallyContext,
  dailyRallySettingsSchema,
  daysToMask,
  dueDailySlot,
  maskToDays,
  zonedInstant,
} from './daily-rally.ts';

const base = {
  enabled: true,
  time: '07:30',
  timeZone: 'Europe/Paris',
  days: [1, 2, 3, 4, 5],
  tone: 'energetic',
  voiceStyle: 'warm',
  duration: 'short',
  voice: 'alloy',
} as const;

describe('daily rally settings', () => {
  it.each([
    [{ time: '24:00' }, 'time'],
    [{ time: '7:30' }, 'time'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ timeZone: '' }, 'timeZone'],
    [{ days: [7] }, 'days'],
    [{ days: [1, 1] }, 'days'],
    [{ days: [-1] }, 'days'],
  ])('refuses %j', (change, field) => {
    const result = dailyRallySettingsSchema.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it.each([['00:00'], ['23:59']])('takes %s', (time) => {
    expect(dailyRallySettingsSchema.safeParse({ ...base, time }).success).toBe(true);
  });

  it('keeps days as a bit mask', () => {
    expect(daysToMask([0, 6])).toBe(0b1000001);
    expect(maskToDays(daysToMask([1, 3, 5]))).toEqual([1, 3, 5]);
  });
});

describe('the instant of a local time', () => {
  it.each([
    ['2026-01-15', '07:30', 'Europe/Paris', '2026-01-15T06:30:00.000Z'],
    ['2026-07-15', '07:30', 'Europe/Paris', '2026-07-15T05:30:00.000Z'],
    // Spring forward in New York: 02:30 does not exist and happens at 03:30 EDT.
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    // Fall back: 01:30 happens twice, the first time (EDT) counts.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-03-29', '02:15', 'Europe/London', '2026-03-29T01:15:00.000Z'],
    ['2026-06-01', '09:00', 'Asia/Kolkata', '2026-06-01T03:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(expected);
  });
});

describe('the slot due', () => {
  const at = (iso: string) => new Date(iso);

  it('is due at most 15 minutes early, keyed by the local date', () => {
    expect(dueDailySlot(base, at('2026-03-02T06:14:59Z'))).toBeNull();
    expect(dueDailySlot(base, at('2026-03-02T06:15:00Z'))).toEqual({
      localDate: '2026-03-02',
      slotAt: at('2026-03-02T06:30:00Z'),
    });
  });

  it('runs late on the same local day after downtime, and not on a day off or the next day', () => {
    expect(dueDailySlot(base, at('2026-03-02T20:00:00Z'))?.localDate).toBe('2026-03-02');
    // Saturday in Paris.
    expect(dueDailySlot(base, at('2026-03-07T07:00:00Z'))).toBeNull();
    expect(dueDailySlot({ ...base, enabled: false }, at('2026-03-02T06:30:00Z'))).toBeNull();
  });

  it("takes tomorrow's slot just after midnight from the evening before", () => {
    const settings = { ...base, time: '00:05', days: [2] };
    // Monday 23:55 in Paris is 10 minutes before Tuesday 00:05.
    expect(dueDailySlot(settings, at('2026-03-02T22:55:00Z'))).toEqual({
      localDate: '2026-03-03',
      slotAt: at('2026-03-02T23:05:00Z'),
    });
  });

  it('follows the clock change: the same 07:30 is an hour earlier in UTC after spring forward', () => {
    const ny = { ...base, timeZone: 'America/New_York', days: [0, 1] };
    expect(dueDailySlot(ny, at('2026-03-08T11:15:00Z'))?.slotAt).toEqual(
      at('2026-03-08T11:30:00Z'),
    );
    expect(dueDailySlot(ny, at('2026-03-07T12:15:00Z'))).toBeNull();
    expect(dueDailySlot(ny, at('2026-03-09T11:15:00Z'))?.localDate).toBe('2026-03-09');
  });
});

describe('the context of the daily talk', () => {
  it('counts down to the goals with dates', () => {
    const context = dailyRallyContext(
      1,
      [
        { title: 'the interview', targetDate: '2026-03-05' },
        { title: 'the marathon', targetDate: '2026-03-02' },
        { title: 'reading', targetDate: null },
        { title: 'last year', targetDate: '2025-01-01' },
      ],
      '2026-03-02',
    );
    expect(context).toBe(
      'My daily rally for Monday: set me up for the day ahead. Countdowns: 3 days to the interview; today is the day of the marathon.',
    );
  });
});
