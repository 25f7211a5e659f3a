import type { DailyMoodAverage, MoodEntry } from '@rally/db';
import {
  findLatestMoodEntrySince,
  insertMoodEntry,
  listDailyMoodAverages,
  listMoodEntries,
} from '@rally/db';
import { moodCategory, moodHistorySince, recentMoodSince } from '@rally/domain';
import type { MoodInput } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { careFor } from './crisis-care.ts';
import type { CareAnswer } from './crisis-care.ts';

/** A check-in whose note the crisis screen matched: kept without the note, answered with care. */
export interface MoodCare extends CareAnswer {
  entry: MoodEntry;
}

/** How many check-ins the plain list answers. */
export const MOOD_LIST_LIMIT = 30;

/**
 * Saves a check-in. The overall mood is always derived here from the four values. A note the
 * crisis screen matches is answered with care instead of the usual reply, and is not kept (the
 * scores are): later speeches are not written from it (docs/decisions/crisis-care.md).
 */
export async function recordMood(
  deps: AppDeps,
  userId: string,
  input: MoodInput,
  log: FastifyBaseLogger,
): Promise<MoodEntry | MoodCare> {
  const notes = input.notes?.trim() ?? '';
  const care = notes === '' ? null : await careFor(deps, userId, 'mood', { texts: [notes] }, log);
  const entry = await insertMoodEntry(deps.db, {
    userId,
    energy: input.energy,
    confidence: input.confidence,
    stress: input.stress,
    motivation: input.motivation,
    overallMood: moodCategory(input),
    notes: notes === '' || care ? null : notes,
    createdAt: deps.now(),
  });
  return care ? { ...care, entry } : entry;
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
