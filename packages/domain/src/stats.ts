import { TONES } from './speech.ts';
import type { Tone } from './speech.ts';

// Stats count calendar days in UTC, and weeks as ISO weeks (Monday to Sunday, in UTC), so every server
// replica and every test agrees on "today" whatever its own time zone. The spec names no zone.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user_stats figures (spec 3); `lastSpeechDate` is a calendar day, 'YYYY-MM-DD'. */
export interface SpeechStats {
  totalSpeeches: number;
  speechesThisWeek: number;
  currentStreak: number;
  mostUsedTone: Tone | null;
  /** Speeches per tone. */
  toneStats: Record<string, number>;
  lastSpeechDate: string | null;
}

/** The UTC calendar day of an instant: 'YYYY-MM-DD'. */
export function calendarDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another: '2025-03-01' to '2025-03-02' is 1. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** The Monday that starts the ISO week of a calendar day. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return calendarDay(new Date(date.getTime() - daysSinceMonday * DAY_MS));
}

/** The streak as it stands on `today`: it lives on while the last speech was today or yesterday. */
export function currentStreak(
  stats: Pick<SpeechStats, 'currentStreak' | 'lastSpeechDate'>,
  today: string,
): number {
  if (stats.lastSpeechDate === null) return 0;
  const gap = daysBetween(stats.lastSpeechDate, today);
  return gap === 0 || gap === 1 ? stats.currentStreak : 0;
}

/** Speeches in the ISO week of `today`: the stored count belongs to the week of the last speech. */
export function speechesThisWeek(
  stats: Pick<SpeechStats, 'speechesThisWeek' | 'lastSpeechDate'>,
  today: string,
): number {
  if (stats.lastSpeechDate === null) return 0;
  return weekStart(stats.lastSpeechDate) === weekStart(today) ? stats.speechesThisWeek : 0;
}

/** The tone with the most speeches; a tie goes to the tone listed first in TONES. */
export function mostUsedTone(toneStats: Readonly<Record<string, number>>): Tone | null {
  let best: Tone | null = null;
  let bestCount = 0;
  for (const tone of TONES) {
    const count = toneStats[tone] ?? 0;
    if (count > bestCount) {
      best = tone;
      bestCount = count;
    }
  }
  return best;
}

/** The stats once a speech in `tone` is made at `at`; the most used tone is derived from toneStats. */
export function statsAfterSpeech(
  previous: Omit<SpeechStats, 'mostUsedTone'>,
  tone: Tone,
  at: Date,
): SpeechStats {
  const today = calendarDay(at);
  const toneStats = { ...previous.toneStats, [tone]: (previous.toneStats[tone] ?? 0) + 1 };
  return {
    totalSpeeches: previous.totalSpeeches + 1,
    speechesThisWeek: speechesThisWeek(previous, today) + 1,
    currentStreak:
      previous.lastSpeechDate === today
        ? Math.max(1, previous.currentStreak)
        : currentStreak(previous, today) + 1,
    mostUsedTone: mostUsedTone(toneStats),
    toneStats,
    lastSpeechDate: today,
  };
}

/**
 * Stored stats as they read at `at`: a streak broken since the last speech reads 0, and so does the
 * week count once a new week has begun. Readers apply it; the row changes only when a speech is made.
 */
export function statsAsOf<
  T extends Pick<SpeechStats, 'currentStreak' | 'speechesThisWeek' | 'lastSpeechDate'>,
>(stats: T, at: Date): T {
  const today = calendarDay(at);
  return {
    ...stats,
    currentStreak: currentStreak(stats, today),
    speechesThisWeek: speechesThisWeek(stats, today),
  };
}
