import { MOOD_MAX, MOOD_MIN, calendarDay, mean } from '@rally/domain';
import type { MoodScores } from '@rally/domain';

/** The progress chart covers this many days, today included (a first-screen query's input). */
export const PROGRESS_CHART_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day of `mood.history`: the means of that day's check-ins. */
export interface DailyMood extends MoodScores {
  /** 'YYYY-MM-DD', in UTC. */
  day: string;
  entries: number;
}

/** A day of `speech.activity`: how many speeches were written that day. */
export interface DailySpeeches {
  /** 'YYYY-MM-DD', in UTC. */
  day: string;
  speeches: number;
}

export interface ChartDay {
  day: string;
  speeches: number;
  /** The day's mood on the sliders' scale, or null without a check-in. */
  mood: number | null;
}

/**
 * The last `count` calendar days up to the day of `now`, oldest first. Days are UTC, as the
 * server counts them for stats and mood history, so the bars and the mood line meet on one day.
 */
export function chartDays(now: Date, count: number): string[] {
  const today = Date.parse(calendarDay(now));
  return Array.from({ length: count }, (_, index) =>
    calendarDay(new Date(today - (count - 1 - index) * DAY_MS)),
  );
}

// Written out rather than with Intl: the first date formatter a page makes costs a phone ~60 ms of
// locale loading, on the dashboard's first screen, for three letters.
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'June',
  'July',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/** '2025-03-01' → '1 Mar' (as en-AU writes it): the chart day as written, whatever the time zone. */
export function dayLabel(day: string): string {
  const [, month = 1, date = 1] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1] ?? ''}`;
}

/** One number for a day's mood, 1–10: the four values, with stress turned round since less is better. */
export function moodLevel(mood: MoodScores): number {
  return mean([mood.energy, mood.confidence, mood.motivation, MOOD_MAX + MOOD_MIN - mood.stress]);
}

/** Speeches made and the mood on each of `days`; speeches and moods outside them are left out. */
export function progressSeries(
  days: readonly string[],
  speechCounts: readonly DailySpeeches[],
  moods: readonly DailyMood[],
): ChartDay[] {
  const speechesPerDay = new Map(speechCounts.map((count) => [count.day, count.speeches]));
  const moodPerDay = new Map(moods.map((mood) => [mood.day, moodLevel(mood)]));
  return days.map((day) => ({
    day,
    speeches: speechesPerDay.get(day) ?? 0,
    mood: moodPerDay.get(day) ?? null,
  }));
}

export interface ChartSize {
  width: number;
  height: number;
  /** Room kept clear on every side, so dots and bars stay inside the frame. */
  padding: number;
}

export interface ChartBar {
  day: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartPoint {
  day: string;
  x: number;
  y: number;
}

export interface ChartGeometry {
  bars: ChartBar[];
  moodPoints: ChartPoint[];
  /** An SVG path through the mood points in day order; empty without any. */
  moodPath: string;
}

/** Share of a day's slot a bar takes; the rest is the gap between bars. */
const BAR_SHARE = 0.6;

/**
 * Bars for speeches, scaled to the busiest day, and a line for the mood on its fixed 1–10 scale,
 * each day in a slot of equal width. Days without a speech have no bar; days without a check-in
 * have no point, and the line joins the days that do.
 */
export function chartGeometry(series: readonly ChartDay[], size: ChartSize): ChartGeometry {
  const plotWidth = size.width - 2 * size.padding;
  const plotHeight = size.height - 2 * size.padding;
  const bottom = size.height - size.padding;
  const slot = series.length === 0 ? 0 : plotWidth / series.length;
  const barWidth = slot * BAR_SHARE;
  const busiestDay = Math.max(0, ...series.map((day) => day.speeches));
  const centreOf = (index: number) => round(size.padding + slot * (index + 0.5));

  const bars = series.flatMap((day, index) => {
    if (day.speeches === 0) return [];
    const height = round((day.speeches / busiestDay) * plotHeight);
    return [
      {
        day: day.day,
        x: round(centreOf(index) - barWidth / 2),
        y: round(bottom - height),
        width: round(barWidth),
        height,
      },
    ];
  });

  const moodPoints = series.flatMap((day, index) =>
    day.mood === null
      ? []
      : [
          {
            day: day.day,
            x: centreOf(index),
            y: round(bottom - ((day.mood - MOOD_MIN) / (MOOD_MAX - MOOD_MIN)) * plotHeight),
          },
        ],
  );
  const moodPath = moodPoints
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`)
    .join(' ');

  return { bars, moodPoints, moodPath };
}

/** What the chart shows, in words, for its accessible name. */
export function chartSummary(series: readonly ChartDay[]): string {
  const speeches = series.reduce((sum, day) => sum + day.speeches, 0);
  const speechDays = series.filter((day) => day.speeches > 0).length;
  const moods = series.flatMap((day) => (day.mood === null ? [] : [day.mood]));
  const speechPart =
    speeches === 0
      ? 'no speeches'
      : `${speeches} ${plural(speeches, 'speech', 'speeches')} on ${speechDays} ${plural(speechDays, 'day', 'days')}`;
  const moodPart =
    moods.length === 0
      ? 'no mood check-ins'
      : `an average mood of ${mean(moods).toFixed(1)} out of ${MOOD_MAX} on ${moods.length} ${plural(moods.length, 'day', 'days')} with a check-in`;
  return `Last ${series.length} ${plural(series.length, 'day', 'days')}: ${speechPart}, ${moodPart}.`;
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** Two decimals are plenty for SVG coordinates and keep the markup short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
