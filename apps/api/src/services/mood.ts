import type { DailyMoodAverage, MoodEntry } from '@rally/db';
import {
  findLatestMoodEntrySince,
  insertMoodEntry,
  listDailyMoodAverages,
  listMoodEntries,
} from '@rally/db';
import { moodCategory, moodHistorySince, recentMoodSince } from '@rally/domain';
import type { MoodInput } from '@rally/domain';
import type { AppDeps } from '../deps.ts';

/** How many check-ins the plain list answers. */
export const MOOD_LIST_LIMIT = 30;

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
  const since = recentMoodSince(deps.now());
  return (await findLatestMoodEntrySince(deps.db, userId, since)) ?? null;
}

/** Daily means for a chart of the last `days` calendar days (UTC), today included. */
export function moodHistory(
  deps: AppDeps,
  userId: string,
  days: number,
): Promise<DailyMoodAverage[]> {
  return listDailyMoodAverages(deps.db, userId, moodHistorySince(deps.now(), days));
}
