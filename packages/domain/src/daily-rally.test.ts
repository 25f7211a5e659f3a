import { describe, expect, it } from 'vitest';
import {
  dailyRallyContext,
  daysToMask,
  defaultDailyRally,
  deviceWeeklySlots,
  dueDailySlot,
  endOfLocalDay,
  maskToDays,
  nextDueAt,
  zonedInstant,
} from './daily-rally.ts';
import { dailyRallySettingsSchema } from './schemas.ts';

const base = { ...defaultDailyRally('Europe/Paris'), enabled: true };

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

describe('the next due instant (what the tick selects on)', () => {
  const at = (iso: string) => new Date(iso);

  it('is the start of the next open window: the slot less the 15 minutes of lead', () => {
    // Monday 05:00 UTC (06:00 in Paris): today's 07:30 less the lead.
    expect(nextDueAt(base, at('2026-03-02T05:00:00Z'))).toEqual(at('2026-03-02T06:15:00Z'));
    // Monday evening: today's slot was missed but the local day is not over, so it is still due.
    expect(nextDueAt(base, at('2026-03-02T20:00:00Z'))).toEqual(at('2026-03-02T06:15:00Z'));
    // After Monday's run: from the end of that local day, Tuesday's.
    expect(nextDueAt(base, endOfLocalDay('2026-03-02', 'Europe/Paris'))).toEqual(
      at('2026-03-03T06:15:00Z'),
    );
    // Friday after its run: the weekend is skipped.
    expect(nextDueAt(base, endOfLocalDay('2026-03-06', 'Europe/Paris'))).toEqual(
      at('2026-03-09T06:15:00Z'),
    );
  });

  it('is null when off or on no day', () => {
    expect(nextDueAt({ ...base, enabled: false }, at('2026-03-02T05:00:00Z'))).toBeNull();
    expect(nextDueAt({ ...base, days: [] }, at('2026-03-02T05:00:00Z'))).toBeNull();
  });

  it('agrees with dueDailySlot at every minute across a clock change, in every kind of zone', () => {
    const cases = [
      { ...base, timeZone: 'America/New_York', time: '02:30', days: [0, 1] },
      { ...base, timeZone: 'Europe/Paris', time: '00:05', days: [0, 1, 2, 3, 4, 5, 6] },
      { ...base, timeZone: 'Asia/Kolkata', time: '23:50', days: [6] },
      { ...base, timeZone: 'Australia/Lord_Howe', time: '07:30', days: [1, 3] },
    ];
    // Every 7 minutes over four days around New York's spring forward (2026-03-08).
    for (let t = Date.parse('2026-03-06T00:00:00Z'); t < Date.parse('2026-03-10T00:00:00Z');) {
      t += 7 * 60_000;
      const now = new Date(t);
      for (const settings of cases) {
        const due = dueDailySlot(settings, now);
        const next = nextDueAt(settings, now);
        // Due now means selected now: the stored instant is not later than now.
        if (due !== null)
          expect(next?.getTime(), `${settings.timeZone} ${now.toISOString()}`).toBeLessThanOrEqual(
            t,
          );
        // And once a day's run is done, the next is after that day.
        if (due !== null) {
          const after = nextDueAt(settings, endOfLocalDay(due.localDate, settings.timeZone));
          expect(after?.getTime()).toBeGreaterThan(due.slotAt.getTime());
        }
      }
    }
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

describe('deviceWeeklySlots', () => {
  // Wednesday 14 January 2026, noon UTC: winter in the north, summer in the south.
  const WINTER = new Date('2026-01-14T12:00:00Z');
  const JULY = new Date('2026-07-15T12:00:00Z');
  const slot = (weekday: number, hour: number, minute: number) => ({ weekday, hour, minute });

  it.each([
    [
      'the same zone',
      '07:30',
      'Europe/Paris',
      [1, 3],
      'Europe/Paris',
      WINTER,
      [slot(1, 7, 30), slot(3, 7, 30)],
    ],
    [
      'Tokyo to London: Monday morning wraps back to Sunday',
      '07:30',
      'Asia/Tokyo',
      [1],
      'Europe/London',
      WINTER,
      [slot(0, 22, 30)],
    ],
    [
      'New York to Kolkata (+5:30): Saturday night wraps to Sunday',
      '22:00',
      'America/New_York',
      [6],
      'Asia/Kolkata',
      WINTER,
      [slot(0, 8, 30)],
    ],
    [
      'Kolkata (+5:30) to UTC, the half hour carried',
      '08:00',
      'Asia/Kolkata',
      [1, 5],
      'UTC',
      WINTER,
      [slot(1, 2, 30), slot(5, 2, 30)],
    ],
    [
      'Adelaide (+10:30 in its summer) to UTC: Sunday wraps back to Saturday',
      '07:00',
      'Australia/Adelaide',
      [0],
      'UTC',
      WINTER,
      [slot(6, 20, 30)],
    ],
    [
      'Adelaide (+9:30 in its winter) to UTC',
      '07:00',
      'Australia/Adelaide',
      [0],
      'UTC',
      JULY,
      [slot(6, 21, 30)],
    ],
    [
      'London in summer (+1) to UTC: midnight wraps back',
      '00:15',
      'Europe/London',
      [0],
      'UTC',
      JULY,
      [slot(6, 23, 15)],
    ],
    ['no days chosen', '07:30', 'Europe/Paris', [], 'UTC', WINTER, []],
  ])('%s', (_, time, timeZone, days, device, now, expected) => {
    expect(deviceWeeklySlots({ time, timeZone, days }, device, now)).toEqual(expected);
  });

  it('converts each day by its own next occurrence, across a change of clocks', () => {
    // Saturday 28 March 2026 in Paris: clocks go forward on Sunday 29 March.
    const now = new Date('2026-03-28T12:00:00Z');
    expect(
      deviceWeeklySlots({ time: '09:00', timeZone: 'Europe/Paris', days: [6, 0] }, 'UTC', now),
    ).toEqual([slot(0, 7, 0), slot(6, 8, 0)]);
  });
});
