import type { DailyMoodAverage, MoodEntry } from '@rally/db';
import {
  findLatestMoodEntrySince,
  insertMoodEntry,
  listDailyMoodAverages,
  listMoodEntries,
} from '@rally/db';
import { calendarDay, moodCategory, zodErrorMap } from '@rally/domain';
import type { MoodInput } from '@rally/domain';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A check-in counts as recent for this long: it still describes how the user feels now. */
export const RECENT_MOOD_MS = DAY_MS;
/** How many check-ins the plain list answers. */
export const MOOD_LIST_LIMIT = 30;
export const MOOD_HISTORY_DEFAULT_DAYS = 30;
export const MOOD_HISTORY_MAX_DAYS = 365;

/** `days` of the chart, from a query string ('30') or a JSON number; 30 when absent. */
export const moodHistoryQuerySchema = z
  .object(
    {
      days: z.coerce
        .number({ error: zodErrorMap })
        .int()
        .min(1)
        .max(MOOD_HISTORY_MAX_DAYS, `days must be at most ${MOOD_HISTORY_MAX_DAYS}`)
        .default(MOOD_HISTORY_DEFAULT_DAYS),
    },
    { error: zodErrorMap },
  )
  // No input at all (a tRPC query without one) means the default days.
  .prefault({});

/** Saves a check-in. The overall mood is always derived here from the four values. */
export function recordMood(deps: AppDeps, userId: string, input: MoodInput): Promise<MoodEntry> {
  const notes = input.notes?.trim() ?? '';
  return insertMoodEntry(deps.db, {
    userId,
    energy: input.energy,
    confidence: input.confidence,
    stress: input.stress,
    motivation: input.motivation,
    overallMood: moodCategory(input),
    notes: notes === '' ? null : notes,
    createdAt: deps.now(),
  });
}

/** The user's latest check-ins, newest first. */
export function moodEntries(deps: AppDeps, userId: string): Promise<MoodEntry[]> {
  return listMoodEntries(deps.db, userId, MOOD_LIST_LIMIT);
}

/**
 * The latest check-in of the last 24 hours, or null: the whole mood_entries row (id, userId, energy,
 * confidence, stress, motivation, overallMood, notes, createdAt).
 */
export async function recentMood(deps: AppDeps, userId: string): Promise<MoodEntry | null> {
  const since = new Date(deps.now().getTime() - RECENT_MOOD_MS);
  return (await findLatestMoodEntrySince(deps.db, userId, since)) ?? null;
}

/** Daily means for a chart of the last `days` calendar days (UTC), today included. */
export function moodHistory(
  deps: AppDeps,
  userId: string,
  days: number,
): Promise<DailyMoodAverage[]> {
  const today = Date.parse(calendarDay(deps.now()));
  return listDailyMoodAverages(deps.db, userId, new Date(today - (days - 1) * DAY_MS));
}
