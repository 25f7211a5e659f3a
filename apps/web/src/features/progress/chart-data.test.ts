import { describe, expect, it } from 'vitest';
import {
  chartDays,
  chartGeometry,
  chartSummary,
  dayLabel,
  moodLevel,
  progressSeries,
} from './chart-data.ts';
import type { ChartDay, DailyMood } from './chart-data.ts';

const mood = (day: string, scores: Partial<DailyMood> = {}): DailyMood => ({
  day,
  energy: 5,
  confidence: 5,
  stress: 5,
  motivation: 5,
  entries: 1,
  ...scores,
});

describe('chartDays', () => {
  it('lists the last days up to today, oldest first', () => {
    expect(chartDays(new Date('2025-03-02T10:00:00Z'), 3)).toEqual([
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });

  it('counts days in UTC, as the server does', () => {
    expect(chartDays(new Date('2025-03-02T23:30:00-05:00'), 1)).toEqual(['2025-03-03']);
  });

  it('crosses a leap day and a year end', () => {
    expect(chartDays(new Date('2024-03-01T00:00:00Z'), 2)).toEqual(['2024-02-29', '2024-03-01']);
    expect(chartDays(new Date('2025-01-01T00:00:00Z'), 2)).toEqual(['2024-12-31', '2025-01-01']);
  });
});

describe('dayLabel', () => {
  it('names the calendar day itself, whatever the time zone', () => {
    expect(dayLabel('2025-03-01')).toBe('1 Mar');
    expect(dayLabel('2024-12-31')).toBe('31 Dec');
  });

  it('writes every month as en-AU does', () => {
    const enAu = new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-09`;
      expect(dayLabel(day)).toBe(enAu.format(new Date(`${day}T00:00:00Z`)));
    }
  });
});

describe('moodLevel', () => {
  it('turns stress round, so the best sliders read 10 and the worst 1', () => {
    expect(moodLevel({ energy: 10, confidence: 10, motivation: 10, stress: 1 })).toBe(10);
    expect(moodLevel({ energy: 1, confidence: 1, motivation: 1, stress: 10 })).toBe(1);
  });

  it('is the mean of the four', () => {
    expect(moodLevel({ energy: 6, confidence: 5, motivation: 7, stress: 6 })).toBe(5.75);
  });
});

describe('progressSeries', () => {
  const days = ['2025-03-01', '2025-03-02', '2025-03-03'];

  it("puts each day's speech count on its day, 0 where there is none, and leaves out other days", () => {
    const series = progressSeries(
      days,
      [
        { day: '2025-02-28', speeches: 4 },
        { day: '2025-03-01', speeches: 2 },
        { day: '2025-03-03', speeches: 1 },
      ],
      [],
    );
    expect(series.map((day) => day.speeches)).toEqual([2, 0, 1]);
  });

  it('puts each day of mood history on its day and null where there is none', () => {
    const series = progressSeries(days, [], [mood('2025-03-02', { energy: 9, stress: 2 })]);
    expect(series.map((day) => day.mood)).toEqual([null, 7, null]);
  });
});

describe('chartGeometry', () => {
  const size = { width: 120, height: 60, padding: 10 };
  const series: ChartDay[] = [
    { day: 'a', speeches: 2, mood: 1 },
    { day: 'b', speeches: 0, mood: null },
    { day: 'c', speeches: 1, mood: 10 },
    { day: 'd', speeches: 0, mood: 5.5 },
  ];

  it('scales bars to the busiest day and draws none for days without a speech', () => {
    const { bars } = chartGeometry(series, size);
    // Plot 100 × 40; slots of 25; bars 15 wide, centred in their slot.
    expect(bars).toEqual([
      { day: 'a', x: 15, y: 10, width: 15, height: 40 },
      { day: 'c', x: 65, y: 30, width: 15, height: 20 },
    ]);
  });

  it('places mood on the fixed 1–10 scale and joins only the days with a check-in', () => {
    const { moodPoints, moodPath } = chartGeometry(series, size);
    expect(moodPoints).toEqual([
      { day: 'a', x: 22.5, y: 50 },
      { day: 'c', x: 72.5, y: 10 },
      { day: 'd', x: 97.5, y: 30 },
    ]);
    expect(moodPath).toBe('M22.5 50 L72.5 10 L97.5 30');
  });

  it('draws nothing for an empty month', () => {
    const empty = [{ day: 'a', speeches: 0, mood: null }];
    expect(chartGeometry(empty, size)).toEqual({ bars: [], moodPoints: [], moodPath: '' });
  });
});

describe('chartSummary', () => {
  it('says what the chart shows', () => {
    const series: ChartDay[] = [
      { day: 'a', speeches: 2, mood: 6 },
      { day: 'b', speeches: 1, mood: null },
      { day: 'c', speeches: 0, mood: 7 },
    ];
    expect(chartSummary(series)).toBe(
      'Last 3 days: 3 speeches on 2 days, an average mood of 6.5 out of 10 on 2 days with a check-in.',
    );
  });

  it('uses the singular and says when there is nothing', () => {
    expect(chartSummary([{ day: 'a', speeches: 1, mood: 4 }])).toBe(
      'Last 1 day: 1 speech on 1 day, an average mood of 4.0 out of 10 on 1 day with a check-in.',
    );
    expect(chartSummary([{ day: 'a', speeches: 0, mood: null }])).toBe(
      'Last 1 day: no speeches, no mood check-ins.',
    );
  });
});
